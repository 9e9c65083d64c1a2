// A first visit in a real browser: the JS a page fetches until the network is idle, as gzip bytes.
// Run alone (`node bench/web/first-visit.mjs`: builds privately and serves with the real server) or from bench/web.mjs.
import { devices, chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildPortal } from './bundle.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { cleanUp, onCleanup } from './cleanup.mjs';
import { kB, table, verdict } from './format.mjs';
import { startServer } from './server.mjs';

/** The English landing page's JS on a first visit, gzip (docs/performance.md). */
export const FIRST_VISIT_BUDGET = { '/': 135_000 };
export const FIRST_VISIT_PAGES = ['/', '/ne/'];

/**
 * Opens each page in a fresh context (no cache, no storage, service workers blocked, a phone as the e2e specs use)
 * and sums the gzip size of every script body it fetched until the network was idle. The bodies are gzipped
 * here, so the figure is the same whatever compression the server chose.
 */
export async function firstVisits(baseUrl, pages = FIRST_VISIT_PAGES) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const close = onCleanup(() => browser.close());
  try {
    const results = [];
    for (const page of pages) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block', locale: 'en-US' });
      const tab = await context.newPage();
      const scripts = [];
      tab.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res);
      });
      await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(scripts.map(async (res) => ({ path: new URL(res.url()).pathname, gzip: gzipSync(await res.body()).length })));
      files.sort((a, b) => b.gzip - a.gzip);
      results.push({ page, files, total: files.reduce((sum, f) => sum + f.gzip, 0) });
      await context.close();
    }
    return results;
  } finally {
    await close();
  }
}

/** Prints each page's files and total; returns one summary line per page. */
export function printFirstVisits(results) {
  const lines = [];
  for (const { page, files, total } of results) {
    console.log(`\n${page}: ${files.length} JS files, ${kB(total)} gzip`);
    console.log(table(['file', 'gzip'], files.map((f) => [f.path, kB(f.gzip)])));
    const budget = FIRST_VISIT_BUDGET[page];
    lines.push(`first visit of ${page.padEnd(5)} ${kB(total)} JS gzip in ${files.length} files` + (budget ? ` (budget ${kB(budget)})  ${verdict(total <= budget)}` : ' (info)'));
  }
  return lines;
}

async function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'jagir-first-visit-'));
  onCleanup(() => rm(tmp, { recursive: true, force: true }));
  const outDir = path.join(tmp, 'dist');
  console.log(`building the portal into ${outDir}`);
  await buildPortal(root, outDir);
  const server = await startServer({ root, distDir: outDir, dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log') });
  const lines = printFirstVisits(await firstVisits(server.url));
  await server.stop();
  console.log(`\n${lines.join('\n')}`);
  return lines.every((line) => !line.endsWith('FAIL'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let ok = false;
  try {
    ok = await main();
  } catch (err) {
    console.error(err instanceof Error ? err.stack ?? err.message : err);
  } finally {
    await cleanUp();
  }
  process.exitCode = ok ? 0 : 1;
}
