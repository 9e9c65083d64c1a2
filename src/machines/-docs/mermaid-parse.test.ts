import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';

// Mermaid sanitises with DOMPurify, which needs a DOM: this runs in the jsdom `web` project.

const DOCS = resolve(import.meta.dirname, '../../../docs/machines');

/** Every ```mermaid block of every generated machine page, by file. */
const diagrams = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .sort()
  .flatMap((name) =>
    [...readFileSync(join(DOCS, name), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m, i) => ({ name, i, text: m[1]! })),
  );

describe('generated machine diagrams', () => {
  it('exist for the machines', () => {
    expect(diagrams.map((d) => d.name)).toEqual(expect.arrayContaining(['login.md', 'signup.md', 'otp-countdown.md', 'session.md']));
  });

  it('refuses a diagram a code host could not render (so the check can fail)', async () => {
    await expect(mermaid.parse('stateDiagram-v2\n  a --> b : x : y\n  state {')).rejects.toThrow();
  });

  it.each(diagrams.map((d) => [`${d.name} #${d.i + 1}`, d.text] as const))('%s parses as a Mermaid state diagram', async (_, text) => {
    await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
  });
});
