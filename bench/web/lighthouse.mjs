// Lighthouse 12 in its default (mobile, simulated throttling) configuration, a fresh Chromium per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { onCleanup } from './cleanup.mjs';
import { cpuBlockingTime } from './cpu-blocking.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
/** Figures the bench reads from the run's own trace (./cpu-blocking.mjs). */
const TRACE_METRICS = { 'cpu-blocking-time': cpuBlockingTime };

/** One run: scores ×100 per category, performance metrics, and the audits that lost points. */
export async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  const kill = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100)]));
    const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null]));
    const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
    for (const [id, read] of Object.entries(TRACE_METRICS)) metrics[id] = read(traceEvents);
    const lost = {};
    for (const id of CATEGORIES) {
      lost[id] = lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => ({ id: audit.id, score: audit.score, display: audit.displayValue ?? '' }));
    }
    // Opportunities weigh nothing in the score but name the cause (e.g. no text compression, unused JS).
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
      .map((audit) => ({ id: audit.id, ms: audit.details.overallSavingsMs, bytes: audit.details.overallSavingsBytes ?? 0 }));
    return { scores, metrics, lost, opportunities, warnings: lhr.runWarnings ?? [] };
  } finally {
    await kill();
  }
}

export const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Opportunities seen in most runs, with their median estimated savings, largest first. */
function medianOpportunities(results) {
  const ids = [...new Set(results.flatMap((r) => r.opportunities.map((o) => o.id)))];
  return ids
    .map((id) => {
      const seen = results.map((r) => r.opportunities.find((o) => o.id === id)).filter(Boolean);
      return { id, runs: seen.length, ms: median(seen.map((o) => o.ms)), bytes: median(seen.map((o) => o.bytes)) };
    })
    .filter((o) => o.runs * 2 > results.length)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine); such a run says nothing about
 * the page, so it is run again, at most twice.
 */
export async function withRetry(run) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const flaky = err instanceof Error && /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(err.message);
      if (!flaky || attempt === 3) throw err;
      console.log(`  (${err.message.split(' ')[1]}: running again)`);
    }
  }
}

/** `runs` runs of one page; the median of each score and metric, and every audit that lost points in any run. */
export async function lighthousePage(url, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await withRetry(() => lighthouseRun(url)));
  const pick = (group, id) => median(results.map((r) => r[group][id]));
  const lost = Object.fromEntries(CATEGORIES.map((id) => {
    const byAudit = new Map();
    for (const r of results) for (const a of r.lost[id]) byAudit.set(a.id, [...(byAudit.get(a.id) ?? []), a]);
    return [id, [...byAudit.entries()].map(([audit, seen]) => ({ id: audit, runs: seen.length, display: seen.at(-1).display }))];
  }));
  return {
    runs: results.map((r) => r.scores),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick('scores', id)])),
    metrics: Object.fromEntries([...METRICS, ...Object.keys(TRACE_METRICS)].map((id) => [id, pick('metrics', id)])),
    lost,
    opportunities: medianOpportunities(results),
    warnings: [...new Set(results.flatMap((r) => r.warnings))],
  };
}
