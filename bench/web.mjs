// `npm run bench:web`: bundle budgets, the JS a first visit of / and /ne/ fetches, Lighthouse 12 mobile scores and the service-worker repeat visit of a
// private production build served by the real API server. Prints figures; exits 0 unless a step broke.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPortal, gzipSize, measureBundle } from './web/bundle.mjs';
import { cleanUp, onCleanup } from './web/cleanup.mjs';
import { chunkLabel, kB, table, verdict } from './web/format.mjs';
import { firstVisits, printFirstVisits } from './web/first-visit.mjs';
import { CATEGORIES, lighthousePage } from './web/lighthouse.mjs';
import { startServer } from './web/server.mjs';
import { repeatVisit } from './web/service-worker.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUDGET = { landingGzip: 150_000, lazyChunkGzip: 25_000 };
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
// Each page in both languages (docs/i18n.md): the Nepali pages are at /ne/...
const PAGES = ['/', '/faq', '/pricing', '/login'].flatMap((page) => [page, page === '/' ? '/ne/' : `/ne${page}`]);
const RUNS = 3;

const summary = [];
const problems = [];
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const heading = (text) => console.log(`\n=== ${text} (${elapsed()}) ===`);

async function step(name, body) {
  try {
    await body();
  } catch (err) {
    problems.push(name);
    summary.push(`${name}: ERROR (${err instanceof Error ? err.message.split('\n')[0] : err})`);
    console.error(`\n${name} failed: ${err instanceof Error ? err.stack ?? err.message : err}`);
  }
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'jagir-bench-web-'));
  onCleanup(() => rm(tmp, { recursive: true, force: true }));
  const outDir = path.join(tmp, 'dist');

  heading(`Building the portal into ${outDir}`);
  await buildPortal(ROOT, outDir);

  let bundle;
  await step('bundle', async () => {
    bundle = await measureBundle(outDir);
    heading('Landing page JS (index.html entry + static imports), gzip');
    console.log(table(['chunk', 'file', 'gzip'], bundle.landing.map((c) => [c.key, c.file, kB(c.gzip)])));
    const landingOk = bundle.landingTotal <= BUDGET.landingGzip;
    console.log(`total ${kB(bundle.landingTotal)} of ${kB(BUDGET.landingGzip)}  ${verdict(landingOk)}`);

    heading('Lazy chunks (dynamic entries), gzip');
    console.log(table(
      ['chunk', 'file', 'gzip', '+ imports not in landing', 'budget'],
      bundle.lazy.map((c) => [chunkLabel(c.key), c.file, kB(c.gzip), kB(c.extraGzip), c.isRoute ? verdict(c.gzip <= BUDGET.lazyChunkGzip) : 'not a route']),
    ));
    const routes = bundle.lazy.filter((c) => c.isRoute);
    const over = routes.filter((c) => c.gzip > BUDGET.lazyChunkGzip);
    summary.push(`landing JS: ${kB(bundle.landingTotal)} gzip in ${bundle.landing.length} files (budget ${kB(BUDGET.landingGzip)})  ${verdict(landingOk)}`);
    summary.push(
      `lazy route chunks: ${routes.length}, largest ${routes[0] ? `${kB(routes[0].gzip)} (${chunkLabel(routes[0].key)})` : '—'} (budget ${kB(BUDGET.lazyChunkGzip)} each)  ${verdict(over.length === 0)}` +
        (over.length ? ` — over: ${over.map((c) => `${chunkLabel(c.key)} ${kB(c.gzip)}`).join(', ')}` : ''),
    );
  });

  heading('Starting the API server on a loopback port');
  const server = await startServer({ root: ROOT, distDir: outDir, dataDir: path.join(tmp, 'data'), logFile: path.join(tmp, 'server.log') });
  console.log(`serving ${outDir} at ${server.url}/`);

  await step('first visit', async () => {
    heading('First visit of / and /ne/ in Chromium (no cache, service workers blocked): JS fetched until idle, gzip');
    summary.push(...printFirstVisits(await firstVisits(server.url)));
  });

  await step('service worker', async () => {
    heading('Repeat visit of / (Playwright, Chromium)');
    const visit = await repeatVisit(server.url);
    const firstJs = [...new Set(visit.firstVisit.filter((p) => p.endsWith('.js')))];
    const firstJsGzip = (await Promise.all(firstJs.map((p) => gzipSize(outDir, p.slice(1)).catch(() => 0)))).reduce((a, b) => a + b, 0);
    const landingFiles = new Set(bundle?.landing.map((c) => `/${c.file}`));
    const beyond = firstJs.filter((p) => !landingFiles.has(p));
    console.log(`first visit fetched ${firstJs.length} JS files, ${kB(firstJsGzip)} gzip; beyond the landing set: ${beyond.join(', ') || 'none'}`);
    console.log(`service worker scope ${visit.scope}; page controlled after reload: ${visit.controlled}; h1 "${visit.h1}"`);
    const line = `repeat visit: ${visit.served}/${visit.total} requests (document, JS, CSS) served by the service worker`;
    console.log(line);
    if (visit.notServed.length) console.log(`not from the service worker:\n  ${visit.notServed.join('\n  ')}`);
    const ok = visit.total > 0 && visit.served === visit.total && visit.controlled;
    summary.push(`${line}  ${verdict(ok)}`);
    summary.push(`first visit of /: ${firstJs.length} JS files, ${kB(firstJsGzip)} gzip actually fetched (info)`);
  });

  await step('lighthouse', async () => {
    heading(`Lighthouse 12, default mobile configuration, median of ${RUNS} runs per page`);
    const rows = [];
    for (const page of PAGES) {
      const result = await lighthousePage(`${server.url}${page}`, RUNS);
      const failing = CATEGORIES.filter((id) => result.scores[id] === null || result.scores[id] < TARGET[id]);
      const row = [page, ...CATEGORIES.map((id) => result.scores[id]), result.runs.map((r) => r.performance).join('/'),
        `${Math.round(result.metrics['largest-contentful-paint'])} ms`, `${Math.round(result.metrics['total-blocking-time'])} ms`,
        result.metrics['cpu-blocking-time'] === null ? 'n/a' : `${Math.round(result.metrics['cpu-blocking-time'])} ms`,
        result.metrics['cumulative-layout-shift']?.toFixed(3), verdict(failing.length === 0)];
      rows.push(row);
      console.log(`${page}: ${CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(', ')} (${elapsed()})`);
      for (const id of failing) {
        console.log(`  ${id} below ${TARGET[id]}; audits losing points: ${result.lost[id].map((a) => `${a.id}${a.display ? ` [last ${a.display}]` : ''} (${a.runs}/${RUNS} runs)`).join('; ') || 'none listed'}`);
      }
      if (failing.includes('performance') && result.opportunities.length) {
        console.log(`  opportunities (Lighthouse's estimated savings): ${result.opportunities.map((o) => `${o.id} ${Math.round(o.ms)} ms${o.bytes ? ` / ${kB(o.bytes)}` : ''}`).join('; ')}`);
      }
      for (const warning of result.warnings) console.log(`  warning: ${warning}`);
      summary.push(`lighthouse ${page.padEnd(8)} ${CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join('  ')}  ${verdict(failing.length === 0)}`);
    }
    console.log();
    console.log(table(['page', 'perf', 'a11y', 'best-pr.', 'seo', 'perf runs', 'LCP', 'TBT', 'TBT from CPU', 'CLS', `targets ${TARGET.performance}/${TARGET.accessibility}/${TARGET['best-practices']}/${TARGET.seo}`], rows));
  });

  await server.stop();
}

let crashed = false;
try {
  await main();
} catch (err) {
  crashed = true;
  console.error(`\nbench:web stopped: ${err instanceof Error ? err.stack ?? err.message : err}`);
} finally {
  await cleanUp();
}
console.log(`\n=== Summary (bench:web, ${elapsed()}) ===`);
for (const line of summary) console.log(line);
if (crashed || problems.length) console.log(`incomplete: ${crashed ? 'the run stopped early' : `errors in ${problems.join(', ')}`}`);
process.exitCode = crashed || problems.length ? 1 : 0;
