/**
 * A machine's `spec` names sections of docs/requirements.md (`§4 Login lockout`) or headings of docs/decisions.md
 * (`docs/decisions.md Swipe`). On the generated pages each becomes a link to that heading, read from the documents
 * themselves, so a renamed heading shows up as a stale page (`npm run diagrams:check`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Heading {
  title: string;
  anchor: string;
}

export interface DocHeadings {
  /** `## 4. States and transitions`, by section number. */
  sections: Map<number, Heading>;
  /** `### §4 Login lockout`: the title after the number (`Login lockout`), by section number. */
  subsections: Map<number, Heading[]>;
  /** Headings of docs/decisions.md. */
  decisions: Heading[];
}

export const NO_HEADINGS: DocHeadings = { sections: new Map(), subsections: new Map(), decisions: [] };

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function anchorsOf(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((h) => {
    const base = h.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n ? `${base}-${n}` : base;
  });
}

function headingsOf(markdown: string): { level: number; text: string; anchor: string }[] {
  const found = [...markdown.matchAll(/^(#{1,6}) (.+?)\s*$/gm)].map((m) => ({ level: (m[1] as string).length, text: m[2] as string }));
  const anchors = anchorsOf(found.map((h) => h.text));
  return found.map((h, i) => ({ ...h, anchor: anchors[i] as string }));
}

export function parseDocHeadings(requirements: string, decisions: string): DocHeadings {
  const sections = new Map<number, Heading>();
  const subsections = new Map<number, Heading[]>();
  for (const h of headingsOf(requirements)) {
    const section = h.level === 2 ? /^(\d+)\. (.+)$/.exec(h.text) : null;
    if (section) sections.set(Number(section[1]), { title: section[2] as string, anchor: h.anchor });
    const sub = h.level === 3 ? /^§(\d+) (.+)$/.exec(h.text) : null;
    if (sub) {
      const n = Number(sub[1]);
      subsections.set(n, [...(subsections.get(n) ?? []), { title: sub[2] as string, anchor: h.anchor }]);
    }
  }
  const decisionHeadings = headingsOf(decisions).filter((h) => h.level === 2 || h.level === 3).map((h) => ({ title: h.text, anchor: h.anchor }));
  return { sections, subsections, decisions: decisionHeadings };
}

export function readDocHeadings(root: string): DocHeadings {
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '');
  return parseDocHeadings(read('docs/requirements.md'), read('docs/decisions.md'));
}

/** The heading whose title starts `text` as whole words, the longest one when several do. */
function startingHeading(text: string, headings: readonly Heading[]): Heading | undefined {
  return headings
    .filter((h) => text.startsWith(h.title) && !/^\w/.test(text.slice(h.title.length)))
    .sort((a, b) => b.title.length - a.title.length)[0];
}

const REFERENCE = /docs\/requirements\.md\s*§\d+|§\d+|docs\/(?:requirements|decisions)\.md/g;

/**
 * The spec text with every reference in it linked: `§4 Session: any 401 response, §9` becomes
 * `[§4 Session: any 401 response](../requirements.md#4-session), [§9](../requirements.md#9-…)`. `docsPath` is the
 * path from the page to docs/. A reference to a section the document lacks stays plain text.
 */
export function linkSpec(spec: string, headings: DocHeadings, docsPath = '../'): string {
  const starts = [...spec.matchAll(REFERENCE)].map((m) => m.index);
  if (!starts.length) return spec;
  let out = spec.slice(0, starts[0]);
  starts.forEach((start, i) => {
    const segment = spec.slice(start, starts[i + 1] ?? spec.length);
    const [, text = segment, separator = ''] = /^(.*?)([\s,;]*)$/s.exec(segment) ?? [];
    const target = targetOf(text, headings);
    out += (target ? `[${text}](${docsPath}${target})` : text) + separator;
  });
  return out;
}

function targetOf(text: string, headings: DocHeadings): string | null {
  const decisions = /^docs\/decisions\.md:?\s*"?(.*)$/.exec(text);
  if (decisions) {
    const heading = startingHeading(decisions[1] ?? '', headings.decisions);
    return heading ? `decisions.md#${heading.anchor}` : 'decisions.md';
  }
  const section = /^(?:docs\/requirements\.md\s*)?§(\d+):?\s*(.*)$/s.exec(text);
  if (!section) return text.startsWith('docs/requirements.md') ? 'requirements.md' : null;
  const n = Number(section[1]);
  const top = headings.sections.get(n);
  if (!top) return null;
  const sub = startingHeading(section[2] ?? '', headings.subsections.get(n) ?? []);
  return `requirements.md#${(sub ?? top).anchor}`;
}
