// `npm run bench:compare -- <revision> [page ...] [--runs N]`: Lighthouse on this working tree against an earlier
// revision, each built privately and served by its own server, the runs of the two taken alternately. Total blocking
// time moves by tens to hundreds of milliseconds from one run to the next on a shared machine; alternating puts both
// builds through the same moments, and the median of the paired differences says which is ahead. The same runs'
// blocking time from CPU time (./cpu-blocking.mjs) leaves out the waits for a core that make most of that spread.
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { buildPortal } from './bundle.mjs';
import { cleanUp, onCleanup } from './cleanup.mjs';
import { table } from './format.mjs';
import { lighthouseRun, median, withRetry } from './lighthouse.mjs';
import { run } from './processes.mjs';
import { startServer } from './server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_PAGES = ['/login', '/'];
const DEFAULT_RUNS = 9;
const FIGURES = { TBT: 'total-blocking-time', 'TBT from CPU time': 'cpu-blocking-time', LCP: 'largest-contentful-paint' };

const ms = (value) => `${Math.round(value)} ms`;
const signed = (value) => `${value > 0 ? '+' : ''}${Math.round(value)} ms`;

/** The revision's tree, built and served; the other side is this working tree. */
async function prepare(label, root, tmp) {
  const distDir = path.join(tmp, `${label}-dist`);
  console.log(`building ${label} (${root})`);
  await buildPortal(root, distDir);
  return startServer({ root, distDir, dataDir: path.join(tmp, `${label}-data`), logFile: path.join(tmp, `${label}-server.log`) });
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string' } } });
  const [revision, ...pages] = positionals;
  if (!revision) throw new Error('usage: npm run bench:compare -- <revision> [page ...] [--runs N]');
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'jagir-bench-compare-'));
  onCleanup(() => rm(tmp, { recursive: true, force: true }));

  const checkout = path.join(tmp, 'base');
  await run('git', ['worktree', 'add', '--detach', checkout, revision], { cwd: ROOT });
  onCleanup(() => run('git', ['worktree', 'remove', '--force', checkout], { cwd: ROOT }));
  await symlink(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'));

  const sides = { base: await prepare('base', checkout, tmp), head: await prepare('head', ROOT, tmp) };
  const rows = [];
  for (const page of pages.length ? pages : DEFAULT_PAGES) {
    const seen = { base: [], head: [] };
    for (let i = 0; i < runs; i++) {
      // Alternating who goes first, so neither side always meets the machine just after the other.
      for (const side of i % 2 ? ['head', 'base'] : ['base', 'head']) {
        const result = await withRetry(() => lighthouseRun(`${sides[side].url}${page}`));
        seen[side].push(result.metrics);
      }
      const both = (id) => `base ${ms(seen.base[i][id])}, head ${ms(seen.head[i][id])}`;
      console.log(`${page} run ${i + 1}/${runs}: TBT ${both(FIGURES.TBT)}; from CPU time ${both(FIGURES['TBT from CPU time'])}`);
    }
    for (const [name, id] of Object.entries(FIGURES)) {
      const base = seen.base.map((m) => m[id]);
      const head = seen.head.map((m) => m[id]);
      const differences = head.map((value, i) => value - base[i]);
      rows.push([page, name, ms(median(base)), ms(median(head)), signed(median(differences)), `${differences.filter((d) => d < 0).length}/${runs}`]);
    }
  }
  console.log(`\nLighthouse 12, default mobile configuration, ${runs} alternating runs per page and side; base = ${revision}, head = this working tree`);
  console.log(table(['page', 'figure', 'base median', 'head median', 'median of head − base', 'runs head was lower'], rows));
}

try {
  await main();
} finally {
  await cleanUp();
}
