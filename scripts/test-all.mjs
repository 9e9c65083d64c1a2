#!/usr/bin/env node
// `npm test`: every check and every test, in the order a failure is cheapest to find.
// Ends with one plain line "tests: N passed, N failed" summed over vitest and Playwright.
//
// Steps in one stage run side by side: each of them keeps one core busy (tsc, eslint and a one-worker vitest are
// single-threaded), so on a two-core machine a stage of two takes about as long as its longer step. The first step
// of a stage prints as it goes; the others' output follows when they end.
import { spawn } from 'node:child_process';
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

// The PGlite run must not pick up a TEST_DATABASE_URL from the caller's environment.
const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env;

/** @typedef {{ name: string, cmd: string, args: string[], when?: () => boolean, env?: Record<string, string> }} Step */
/** @type {Step[][]} */
const stages = [
  [
    { name: 'typecheck', cmd: bin('tsc'), args: ['-b'] },
    { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { name: 'API types are current', cmd: bin('openapi-typescript'), args: ['openapi/openapi.yaml', '-o', 'src/api/schema.gen.ts', '--check'] },
    { name: 'machine diagrams are current', cmd: bin('tsx'), args: ['scripts/diagrams.ts', '--check'], when: () => existsSync('scripts/diagrams.ts') },
  ],
  [
    { name: 'vitest (web + server on PGlite)', cmd: bin('vitest'), args: ['run', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest-pglite.json`] },
    { name: 'vitest (server on PostgreSQL)', cmd: bin('vitest'), args: ['run', '--project=server', '--reporter=default', '--reporter=json', `--outputFile=${reports}/vitest-postgres.json`],
      when: () => pgUp, env: { TEST_DATABASE_URL: PG_URL } },
  ],
  [{ name: 'build', cmd: bin('vite'), args: ['build'] }],
  // The build above is the one Playwright's global setup would make again.
  [{ name: 'playwright', cmd: bin('playwright'), args: ['test'], when: () => existsSync('tests/e2e'),
    env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, PW_REPORTERS: 'json' } }],
];

/** Runs one step; resolves to its exit status. Streams its output when `live`, else hands it back. */
function run(step, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...baseEnv, FORCE_COLOR: live ? process.env.FORCE_COLOR : '0', ...step.env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      resolve({ status: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    });
    child.on('error', (error) => resolve({ status: 1, output: String(error), seconds: 0 }));
  });
}

const failed = [];
for (const stage of stages) {
  const steps = stage.filter((step) => {
    if (step.when && !step.when()) { console.log(`\n== ${step.name}: skipped`); return false; }
    return true;
  });
  if (!steps.length) continue;
  console.log(`\n== ${steps.map((s) => s.name).join(' | ')}`);
  const results = await Promise.all(steps.map((step, i) => run(step, i === 0)));
  results.forEach((r, i) => {
    const name = steps[i].name;
    if (i > 0) console.log(`\n== ${name}: output\n${r.output}`);
    console.log(`== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${r.seconds.toFixed(1)} s)`);
    if (r.status !== 0) failed.push(name);
  });
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
