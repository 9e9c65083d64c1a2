/**
 * Vitest global setup of the `web` project: gives this run its own folder for per-machine figures, and after the
 * run merges the machines that ran into `docs/machines/coverage.json` and prints `machine | states | transitions`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  COVERAGE_FILE,
  ROOT,
  RUNS_DIR,
  coverageTable,
  formatCoverageFile,
  readCoverageFile,
  readRunCoverage,
  removeRunCoverage,
} from '@/machines/-testing/coverage-store';

export default function setup(project: TestProject): () => void {
  const dir = `${RUNS_DIR}/${process.pid}-${Date.now()}`;
  project.provide('machineCoverageDir', dir);
  return function teardown() {
    // Only product machines (src/machines/<name>.machine.ts) are reported; tooling fixtures are not.
    const isMachine = (name: string) => existsSync(`${ROOT}src/machines/${name}.machine.ts`);
    const run = Object.fromEntries(Object.entries(readRunCoverage(dir)).filter(([name]) => isMachine(name)));
    removeRunCoverage(dir);
    if (!Object.keys(run).length) return;
    const merged = Object.fromEntries(Object.entries({ ...readCoverageFile(), ...run }).filter(([name]) => isMachine(name)));
    writeFileSync(COVERAGE_FILE, formatCoverageFile(merged));
    console.log(`\nMachine transition coverage (model-based tests; ${COVERAGE_FILE.slice(ROOT.length)}):\n${coverageTable(merged)}\n`);
  };
}
