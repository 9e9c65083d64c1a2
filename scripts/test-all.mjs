#!/usr/bin/env node
// `npm test`: every check and every test, in the order a failure is cheapest to find.
// Ends with one plain line "tests: N passed, N failed" summed over vitest and Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

const bin = (name) => `node_modules/.bin/${name}`;
const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function portOpen(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 1000 }, () => { s.destroy(); resolve(true); });
    s.on('error', () => resolve(false));
    s.on('timeout', () => { s.destroy(); resolve(false); });
  });
}

const pgUp = await portOpen('127.0.0.1', Number(new URL(PG_URL).port || 5432));
if (!pgUp && process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${PG_URL}; CI needs it for the server suite.`);
  process.exit(1);
}

const steps = [
  ['API types are current', bin('openapi-typescript'), ['openapi/openapi.yaml', '-o', 'src/api/schema.gen.ts', '--check']],
  ['typecheck', bin('tsc'), ['-b']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['machine diagrams are current', bin('tsx'), ['scripts/diagrams.ts', '--check'], () => existsSync('scripts/diagrams.ts')],
  ['vitest (web + server on PGlite)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest-pglite.json`]],
  ['vitest (server on PostgreSQL)', bin('vitest'), ['run', '--project=server', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest-postgres.json`],
    () => pgUp, { TEST_DATABASE_URL: PG_URL }],
  ['build', bin('vite'), ['build']],
  ['playwright', bin('playwright'), ['test'], () => existsSync('tests/e2e') , { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, PW_REPORTERS: 'json' }],
];

const failed = [];
for (const [name, cmd, args, when = () => true, env = {}] of steps) {
  if (!when()) { console.log(`\n== ${name}: skipped`); continue; }
  console.log(`\n== ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (r.status !== 0) failed.push(name);
}

let passed = 0;
let failedTests = 0;
let skipped = 0;
for (const file of ['vitest-pglite.json', 'vitest-postgres.json']) {
  const path = `${reports}/${file}`;
  if (!existsSync(path)) continue;
  const j = JSON.parse(readFileSync(path, 'utf8'));
  passed += j.numPassedTests; failedTests += j.numFailedTests; skipped += j.numPendingTests + (j.numTodoTests ?? 0);
}
const pw = `${reports}/playwright.json`;
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats;
  passed += s.expected + s.flaky; failedTests += s.unexpected; skipped += s.skipped;
}
if (!pgUp) console.log(`\nNote: PostgreSQL not reachable at ${PG_URL}; the server suite ran on PGlite only.`);
if (failed.length) console.log(`\nFailed steps: ${failed.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length || failedTests ? 1 : 0);
