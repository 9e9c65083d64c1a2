import { describe, expect, it } from 'vitest';
import en from '@/domain/i18n/locales/en';
import ne from '@/domain/i18n/locales/ne';
import { machineDocTexts } from '@/machines/-docs/doc-keys';
import generated from '@/machines/-docs/generated.json';
import type { DocsBundle } from '@/machines/-docs/types';

const bundle = generated as unknown as DocsBundle;
const texts = bundle.machines.flatMap(machineDocTexts).filter((d): d is typeof d & { text: string } => d.text !== null);
const nepali = ne as Record<string, string | undefined>;

/** Names an auditor looks up in the code or the spec: paths, dotted event names, spec sections, HTTP statuses. */
const codeNames = (text: string) => text.match(/\/[\w\-/]+|\b\w+(?:\.\w+)+\b|§\d+|\b[45](?:\d\d|xx)\b/g) ?? [];

describe('what the machines document, in Nepali (machineDoc.*)', () => {
  it('has a Nepali text for every machine, state, event, guard, action, actor and delay', () => {
    const missing = texts.filter((d) => !nepali[d.key]?.trim()).map((d) => `${d.key} (${d.label}): ${d.text}`);
    expect(missing, 'Give each its Nepali in src/domain/i18n/locales/ne.ts, under "The state-machine pages"').toEqual([]);
  });

  it('keeps the English of each key the machines’ own (run `npm run diagrams` after changing a machine)', () => {
    const english = Object.keys(en).filter((k) => k.startsWith('machineDoc.'));
    expect(english).toEqual(texts.map((d) => d.key));
  });

  it('keeps the code names and spec sections of the English as written', () => {
    const lost = texts.flatMap((d) =>
      codeNames(d.text).filter((name) => !nepali[d.key]?.includes(name)).map((name) => `${d.key}: ${name}`),
    );
    expect(lost).toEqual([]);
  });
});
