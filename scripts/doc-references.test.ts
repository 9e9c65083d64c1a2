// Code cites documents of this repository only (docs/README.md): a cited docs/…md file must exist, a cited
// requirements section must have its `## N.` heading, a cited decisions heading must be one, and nothing may point
// outside the repository or at an issue tracker. Every tracked file of the code folders is read whole (comments,
// and strings such as a machine's `meta.spec`, alike).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const CODE_FOLDERS = ['src', 'server', 'tests', 'scripts', 'bench', 'openapi'];
const THIS_FILE = 'scripts/doc-references.test.ts';
const BINARY = /\.(png|jpe?g|webp|gif|ico|pdf|woff2?|ttf|br|gz|zip|wasm)$/i;

interface SourceFile {
  path: string;
  text: string;
}

interface Docs {
  /** Paths of the files under docs/ that exist, relative to the root (`docs/requirements.md`). */
  exists: (path: string) => boolean;
  /** Section numbers with a `## N.` heading in docs/requirements.md. */
  sections: ReadonlySet<number>;
  /** Headings (## and ###) of docs/decisions.md. */
  decisions: readonly string[];
}

/** Test files and fixtures may use made-up sections (`§0 Fixture`); only a real citation is checked there. */
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.includes('/-testing/') || path.startsWith('tests/');

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Everything wrong with the document references in these files, as `path:line: what`. */
function referenceProblems(files: readonly SourceFile[], docs: Docs): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    const at = (index: number, what: string) => problems.push(`${path}:${lineOf(text, index)}: ${what}`);

    for (const m of text.matchAll(/(?<![\w-])docs\/([\w./-]*?\.md)\b/g)) {
      if (!docs.exists(`docs/${m[1]}`)) at(m.index, `cites docs/${m[1]}, which does not exist`);
    }

    // `docs/requirements.md §4, §5, §8 Login`: every number of the chain.
    for (const m of text.matchAll(/docs\/requirements\.md\s*((?:§\s?\d+[^§\n]*?(?:[,;]|\band\b)?\s*)+)/g)) {
      for (const n of (m[1] ?? '').matchAll(/§\s?(\d+)/g)) {
        if (!docs.sections.has(Number(n[1]))) at(m.index, `cites docs/requirements.md §${n[1]}, which has no "## ${n[1]}." heading`);
      }
    }
    if (!isTestFile(path)) {
      for (const m of text.matchAll(/§\s?(\d+)/g)) {
        if (!docs.sections.has(Number(m[1]))) at(m.index, `§${m[1]} is no section of docs/requirements.md`);
      }
    }

    // `docs/decisions.md "Application"` or `docs/decisions.md Swipe`: a capitalised name must start with a heading.
    for (const m of text.matchAll(/docs\/decisions\.md:?\s+"?([A-Z][^\n"]*)/g)) {
      const cited = m[1] ?? '';
      if (!docs.decisions.some((h) => cited.startsWith(h) && !/^\w/.test(cited.slice(h.length)))) {
        at(m.index, `cites docs/decisions.md "${cited.slice(0, 40)}", which starts with no heading of that file`);
      }
    }

    for (const m of text.matchAll(/\.\.\/shared|product\.md|\bissues?\s*#?\d+/gi)) {
      at(m.index, `"${m[0]}" points outside the repository; cite docs/requirements.md, docs/decisions.md or docs/architecture.md`);
    }
  }
  return problems;
}

function readDocs(dir: string): Docs {
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  return {
    exists: (path) => existsSync(join(dir, path)),
    sections: new Set([...read('docs/requirements.md').matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]))),
    decisions: [...read('docs/decisions.md').matchAll(/^#{2,3} (.+?)\s*$/gm)].map((m) => m[1] as string),
  };
}

function trackedFiles(): SourceFile[] {
  const paths = execFileSync('git', ['ls-files', '-z', '--', ...CODE_FOLDERS], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((p) => p && p !== THIS_FILE && !BINARY.test(p) && existsSync(join(root, p)));
  return paths
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }))
    .filter((f) => !f.text.includes('\0'));
}

describe('document references in code', () => {
  const docs = readDocs(root);

  it('finds the documents and their headings', () => {
    expect([...docs.sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(docs.decisions).toEqual(expect.arrayContaining(['Application', 'Swipe', 'API conventions', 'Plans and billing']));
  });

  it('every tracked source file cites only documents, sections and headings that exist', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(referenceProblems(files, docs)).toEqual([]);
  });

  it('names each kind of bad citation', () => {
    const file = (text: string): SourceFile[] => [{ path: 'src/x.ts', text }];
    expect(referenceProblems(file('// docs/requirements.md §4 Session, §5 Token; docs/decisions.md "Application"'), docs)).toEqual([]);
    expect(referenceProblems(file('// see docs/nowhere.md'), docs)).toEqual(['src/x.ts:1: cites docs/nowhere.md, which does not exist']);
    expect(referenceProblems(file('\n// docs/requirements.md §4, §12 Toasts'), docs)).toEqual([
      'src/x.ts:2: cites docs/requirements.md §12, which has no "## 12." heading',
      'src/x.ts:2: §12 is no section of docs/requirements.md',
    ]);
    expect(referenceProblems(file("meta: { spec: '§10 Refunds' }"), docs)).toEqual(['src/x.ts:1: §10 is no section of docs/requirements.md']);
    expect(referenceProblems(file('// docs/decisions.md "Refunds"'), docs)).toHaveLength(1);
    for (const bad of ['// as ../shared/spec says', '// product' + '.md', '// fixes Issue 4', '// see issue #12']) {
      expect(referenceProblems(file(bad), docs), bad).toHaveLength(1);
    }
    expect(referenceProblems([{ path: 'src/x.test.ts', text: "spec: '§0 Fixture'" }], docs)).toEqual([]);
  });
});
