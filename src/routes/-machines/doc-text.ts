import { i18n } from '@lingui/core';
import { SOURCE_LOCALE } from '@/domain/i18n/i18n';
import { localDigits } from '@/domain/i18n/locale';
import { machineDocKey, stateItem, type DocItemKind } from '@/machines/-docs/doc-keys';

/**
 * A text a machine documents, in the active language: in English the machine's own words (generated.json); in
 * another language its `machineDoc.` translation (src/machines/-docs/doc-keys.ts), or the English while a
 * translation is missing (`doc-keys.test.ts` fails on that).
 */
export function docText(key: string, english: string | null): string | null {
  if (english === null || i18n.locale === SOURCE_LOCALE) return english;
  const translated = i18n._(key);
  // Numbers in the reader's digits, as `t` writes them (docs/i18n.md "Numbers and dates").
  return translated && translated !== key ? localDigits(translated) : english;
}

/** The meaning of one of a machine's states, events, guards, actions, actors or delays. */
export const itemText = (machine: string, kind: DocItemKind, item: string, english: string | null) =>
  docText(machineDocKey(machine, kind, item), english);

/** The meaning of a state, keyed by its path (`form.editing`). */
export const stateText = (machine: string, path: readonly string[], english: string | null) =>
  itemText(machine, 'state', stateItem(path), english);
