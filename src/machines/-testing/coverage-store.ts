/**
 * Where model-based test runs leave their coverage figures: one file per machine in a folder of its own per run
 * under `.tmp/machine-coverage/` (test workers run in parallel, and so may other test runs), merged into
 * `docs/machines/coverage.json` by the coverage reporter.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

export interface MachineCoverage {
  machineId: string;
  /** Fingerprint of the machine's states and transitions when the figures were taken. */
  definitionHash: string;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: number;
  uncovered: string[];
  unvisited: string[];
  unreachable: Array<{ key: string; reason: string }>;
}

export type CoverageFile = Record<string, MachineCoverage>;

// Vitest runs from the repository root (jsdom gives modules a non-file import.meta.url).
export const ROOT = `${process.cwd()}/`;
export const RUNS_DIR = `${ROOT}.tmp/machine-coverage`;

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder for per-machine coverage (set by the coverage reporter's global setup). */
    machineCoverageDir: string;
  }
}
export const COVERAGE_FILE = `${ROOT}docs/machines/coverage.json`;

export function writeMachineCoverage(dir: string, name: string, coverage: MachineCoverage): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.json`, `${JSON.stringify(coverage, null, 2)}\n`);
}

export function removeRunCoverage(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function readRunCoverage(dir: string): CoverageFile {
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(
    files.map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as MachineCoverage]),
  );
}

export function readCoverageFile(path = COVERAGE_FILE): CoverageFile {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CoverageFile;
  } catch {
    return {};
  }
}

/** Stable text: machines sorted by name, so the committed file only changes when figures do. */
export function formatCoverageFile(file: CoverageFile): string {
  const sorted = Object.fromEntries(Object.keys(file).sort().map((k) => [k, file[k]]));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function coverageTable(file: CoverageFile): string {
  const rows = Object.keys(file).sort().map((name) => {
    const c = file[name] as MachineCoverage;
    return [name, `${c.states.covered}/${c.states.total}`, `${c.transitions.covered}/${c.transitions.total}`];
  });
  const header = ['machine', 'states', 'transitions'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n');
}
