/**
 * Finds every `src/machines/*.machine.ts`, documents its machine, and returns the files that should exist
 * (markdown pages, README index, the page data JSON) together with what is undocumented or not covered.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { Glossary } from '@/machines/-docs/types';
import type { DocMachine, DocsBundle } from '@/machines/-docs/types';
import type { CoverageFile } from '@/machines/-testing/coverage-store';
import { withCatalogueBlock } from './catalogue';
import { documentMachine } from './document';
import { indexMarkdown, machineMarkdown } from './markdown';
import { readSourceFacts } from './source';
import { readDocHeadings, type DocHeadings } from './spec-links';

export interface MachineFile {
  name: string;
  path: string;
}

export interface GenerateOptions {
  root: string;
  /** Defaults to every `src/machines/*.machine.ts`. */
  machineFiles?: MachineFile[];
  docsDir?: string;
  jsonFile?: string;
  coverageFile?: string;
  glossary: Glossary;
  /** The English catalogue (en.ts) whose `machineDoc.` block is generated; none when omitted. */
  catalogueFile?: string;
  /** Headings the spec sections link to; defaults to those of docs/requirements.md and docs/decisions.md. */
  headings?: DocHeadings;
}

export interface Generated {
  files: Map<string, string>;
  docsDir: string;
  problems: string[];
}

export const MACHINE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.machine\.ts$/;

export function discoverMachines(root: string): MachineFile[] {
  const dir = join(root, 'src/machines');
  return readdirSync(dir)
    .map((f) => MACHINE_FILE.exec(f))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => ({ name: m[1] as string, path: join(dir, m[0]) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function isMachine(value: unknown): value is AnyStateMachine {
  return Boolean(value && typeof value === 'object' && 'root' in value && 'transition' in value && 'provide' in value);
}

export async function loadMachine(file: MachineFile): Promise<{ exportName: string; machine: AnyStateMachine }> {
  const mod = (await import(pathToFileURL(file.path).href)) as Record<string, unknown>;
  const found = Object.entries(mod).filter(([k, v]) => k.endsWith('Machine') && isMachine(v));
  if (found.length !== 1) {
    throw new Error(
      `${file.path} must export exactly one machine whose name ends in "Machine" (found ${found.map(([k]) => k).join(', ') || 'none'})`,
    );
  }
  const [exportName, machine] = found[0] as [string, AnyStateMachine];
  return { exportName, machine };
}

export async function generate(options: GenerateOptions): Promise<Generated> {
  const { root } = options;
  const docsDir = options.docsDir ?? join(root, 'docs/machines');
  const jsonFile = options.jsonFile ?? join(root, 'src/machines/-docs/generated.json');
  const coverageFile = options.coverageFile ?? join(docsDir, 'coverage.json');
  const coverage: CoverageFile = existsSync(coverageFile) ? (JSON.parse(readFileSync(coverageFile, 'utf8')) as CoverageFile) : {};
  const constants = (await import(pathToFileURL(join(root, 'src/domain/constants.ts')).href)) as Record<string, unknown>;

  const headings = options.headings ?? readDocHeadings(root);
  const files = new Map<string, string>();
  const problems: string[] = [];
  const docs: DocMachine[] = [];
  for (const file of options.machineFiles ?? discoverMachines(root)) {
    const { exportName, machine } = await loadMachine(file);
    const result = documentMachine({
      name: file.name,
      file: relative(root, file.path),
      exportName,
      machine,
      facts: readSourceFacts(file.path, join(root, 'src')),
      constants,
      glossary: options.glossary,
      coverage: coverage[file.name],
    });
    problems.push(...result.undocumented.map((u) => `${file.name}: ${u}`));
    if (result.coverageProblem) problems.push(`${file.name}: ${result.coverageProblem}`);
    const uncovered = result.doc.transitions.filter((t) => t.covered === false && !t.unreachable);
    if (uncovered.length) problems.push(`${file.name}: transitions not covered by tests: ${uncovered.map((t) => t.key).join(', ')}`);
    docs.push(result.doc);
    files.set(join(docsDir, `${file.name}.md`), machineMarkdown(result.doc, headings));
  }
  files.set(join(docsDir, 'README.md'), indexMarkdown(docs));
  const bundle: DocsBundle = { machines: docs };
  files.set(jsonFile, `${JSON.stringify(bundle, null, 2)}\n`);
  if (options.catalogueFile) {
    files.set(options.catalogueFile, withCatalogueBlock(readFileSync(options.catalogueFile, 'utf8'), docs, relative(root, options.catalogueFile)));
  }
  return { files, docsDir, problems };
}

/** Generated markdown pages in the docs folder that no machine produces any more. */
export function orphanPages(generated: Generated): string[] {
  if (!existsSync(generated.docsDir)) return [];
  return readdirSync(generated.docsDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(generated.docsDir, f))
    .filter((p) => !generated.files.has(p));
}

/** Generated files whose committed content differs (or that are missing). */
export function staleFiles(generated: Generated): string[] {
  return [...generated.files]
    .filter(([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content)
    .map(([path]) => path);
}

/** What `--check` reports; empty when everything is current, documented and covered. */
export function checkReport(generated: Generated, rel: (path: string) => string): string[] {
  const lines: string[] = [];
  const stale = staleFiles(generated);
  const orphans = orphanPages(generated);
  if (stale.length) lines.push('Stale machine docs (differ from what the machines generate):', ...stale.map((p) => `  ${rel(p)}`));
  if (orphans.length) lines.push('Machine docs with no machine behind them:', ...orphans.map((p) => `  ${rel(p)}`));
  if (generated.problems.length) lines.push('Machine docs problems:', ...generated.problems.map((p) => `  ${p}`));
  return lines;
}
