/**
 * The visual and accessibility gate: every route of src/routeTree.gen.ts (and a few key states) at phone and
 * desktop size, public pages as a visitor, employer pages logged in with data (tests/e2e/support/sweep-data.ts) and
 * the job seeker's pages signed in as one of its applicants.
 * Each page fails on any axe-core violation of WCAG 2.0/2.1 A and AA and WCAG 2.2 AA, a page wider than the
 * viewport, overlapping controls or labels, text under 12 px, touch targets under 24 px (WCAG 2.5.8), a class
 * styled only by a stylesheet the page did not load, or not exactly one h1 (tests/e2e/support/layout-checks.ts).
 * It saves a full-page screenshot of each to test-results/screens/<size>/<route>[--<state>].png for people to look
 * at (a CI artifact of test-results/ carries them). Known findings owned by work in progress are listed in
 * tests/e2e/support/sweep-allow.ts; the run notes allowances nothing needs any more.
 *
 * Cost: one test per size and audience, one page per route and state, one logged-in storage state for all.
 */
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { devices, type Page, type TestInfo } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { cssSources, layoutFindings, type CssSources } from './support/layout-checks';
import { ALLOWED, type Allowance } from './support/sweep-allow';
import { sweepData, type SweepData } from './support/sweep-data';
import { stackDistDir } from './support/stack-env';
import { SIZES, SWEEP, routeTreePaths, screenName, stateLabel, type Size, type SweepState } from './support/sweep-routes';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const test = base.extend<{ who: SweepState['who'] }, { sweep: SweepData }>({
  who: ['visitor', { option: true }],
  // Made once per run; a worker restarted after a failure reads it back (see sweepData). Playwright reads the
  // fixtures a fixture needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  sweep: [async ({}, provide) => { await provide(await sweepData()); }, { scope: 'worker', timeout: 180_000 }],
  storageState: async ({ who, sweep, storageState }, provide) => {
    await provide(who === 'employer' ? sweep.storageStatePath : who === 'seeker' ? sweep.seekerStorageStatePath : storageState);
  },
});

interface Problem { rule: string; target: string; detail: string }

// Needs no data or browser: the plain test.
base('the sweep opens every route of src/routeTree.gen.ts', () => {
  const routes = routeTreePaths();
  const swept = new Set(SWEEP.map((s) => s.route));
  expect(routes.filter((r) => !swept.has(r)), 'routes the visual sweep does not open: add them to tests/e2e/support/sweep-routes.ts').toEqual([]);
  expect([...swept].filter((r) => !routes.includes(r)), 'sweep entries for routes that no longer exist').toEqual([]);
  expect(SWEEP.filter((s) => s.aliasOf && !swept.has(s.aliasOf)).map((s) => s.route), 'aliases of routes the sweep does not open').toEqual([]);
});

/** Waits until the page shows what it is for: the app took over, its data arrived, fonts and images loaded. */
async function settle(page: Page, state: SweepState, data: SweepData): Promise<void> {
  // The first wait is the page's code and data arriving: on a busy two-core machine that can take a while.
  await expect(page.locator('#root[inert]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await state.ready?.(page, data);
  await expect(page.locator('.loading, .navigation-progress')).toHaveCount(0);
  await state.act?.(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(pending.map((img) => new Promise((done) => { img.addEventListener('load', done); img.addEventListener('error', done); })));
  });
}

async function axeProblems(page: Page): Promise<Problem[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per analysis to finish the run, which
  // doubles its time (the portal has no cross-origin frames, the one thing legacy mode cannot look into).
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true)
    .options({ resultTypes: ['violations'] }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => ({
    rule: `axe:${v.id}`,
    target: node.target.join(' '),
    detail: `${v.impact ?? ''} ${v.help}: ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()} ${node.html.replace(/\s+/g, ' ').slice(0, 140)}`,
  })));
}

const allows = (a: Allowance, state: SweepState, size: Size, p: Problem) =>
  a.route === state.route && a.rule === p.rule && (a.state === undefined || a.state === (state.state ?? '')) &&
  (a.size === undefined || a.size === size) && (a.target === undefined || p.target.includes(a.target));

const DESKTOP = { viewport: SIZES.desktop, isMobile: false, hasTouch: false, userAgent: devices['Desktop Chrome'].userAgent };
const PHONE = { viewport: SIZES.phone, isMobile: true, hasTouch: true };

/** Everything wrong with one page in one state, allowances applied (the ones that matched are added to `used`). */
async function sweepPage(page: Page, state: SweepState, size: Size, data: SweepData, css: CssSources, used: Set<Allowance>, testInfo: TestInfo): Promise<string[]> {
  await page.goto(state.url(data));
  if (state.redirectsTo) {
    await expect(page).toHaveURL((url) => url.pathname === state.redirectsTo);
    return [];
  }
  await settle(page, state, data);
  await screenshot(page, screenPath(testInfo, size, state));

  const problems: Problem[] = [];
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) problems.push({ rule: 'h1', target: 'h1', detail: `${h1} h1 elements; a page has exactly one` });
  // An alias renders the same component as its original, where axe already looked.
  if (!state.aliasOf) problems.push(...await axeProblems(page));
  problems.push(...(await layoutFindings(page, css)).map((f) => ({ rule: f.check, target: f.target, detail: f.detail })));

  const left = problems.filter((p) => {
    const allowance = ALLOWED.find((a) => allows(a, state, size, p));
    if (allowance) used.add(allowance);
    return !allowance;
  });
  return left.map((p) => `[${p.rule}] ${p.target} — ${p.detail}`);
}

const screenPath = (testInfo: TestInfo, size: Size, state: SweepState) =>
  join(testInfo.project.outputDir, 'screens', size, `${screenName(state)}.png`);

/**
 * A full-page picture from the top. A bar fixed to the bottom of the viewport would be drawn where the first
 * screen ends, over the content in the middle of the picture: it is drawn at the end of the page instead, where a
 * person who scrolled down sees it (for the picture only; the checks see the page as it is).
 */
async function screenshot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const style = await page.evaluate(() => {
    const pageHeight = document.documentElement.scrollHeight;
    const rules: string[] = [];
    [...document.body.querySelectorAll('*')].forEach((el) => {
      const css = getComputedStyle(el);
      if (css.position !== 'fixed' || css.display === 'none') return;
      const box = el.getBoundingClientRect();
      if (box.height === 0 || box.bottom < window.innerHeight - 1 || box.top < window.innerHeight / 2) return;
      let holder = el.parentElement;
      while (holder && holder !== document.documentElement && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
      const holderTop = holder && holder !== document.documentElement ? holder.getBoundingClientRect().top + window.scrollY + holder.clientTop : 0;
      el.setAttribute('data-sweep-bottom', String(rules.length));
      rules.push(`[data-sweep-bottom="${rules.length}"] { position: absolute !important; top: ${pageHeight - box.height - holderTop}px !important; bottom: auto !important; }`);
    });
    return rules.join('\n');
  });
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide', style });
}

const TITLES = { visitor: 'public pages', employer: 'employer pages, logged in', seeker: 'job seeker pages, signed in' } as const;

/** `SWEEP_ONLY=calendar,support` re-takes just the routes whose path contains one of the words (a quick look after a fix). */
const only = (process.env.SWEEP_ONLY ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const chosen = (state: SweepState) => only.length === 0 || only.some((word) => state.route.includes(word));

for (const size of Object.keys(SIZES) as Size[]) {
  test.describe(`at ${size} size`, () => {
    // Screenshots at one device pixel per CSS pixel: the same layout, a fraction of the bytes and time. No service
    // worker: it changes nothing on screen, and precaching the whole portal in the background slows every page.
    test.use({ ...(size === 'phone' ? PHONE : DESKTOP), deviceScaleFactor: 1, reducedMotion: 'reduce', serviceWorkers: 'block' });

    for (const who of ['visitor', 'employer', 'seeker'] as const) {
      const states = SWEEP.filter((s) => s.who === who && (!s.sizes || s.sizes.includes(size)) && chosen(s));
      test.describe(() => {
        test.use({ who });
        // One test per size and audience, one page per route and state in it: a failing page is reported (softly)
        // and the sweep goes on, so one run lists everything, without a worker restart per failing page.
        test(`${TITLES[who]} (${states.length}) at ${size} (${SIZES[size].width}×${SIZES[size].height})`, async ({ context, sweep }, testInfo) => {
          test.setTimeout(30_000 + states.length * 30_000);
          const started = Date.now();
          const css = cssSources(stackDistDir());
          const used = new Set<Allowance>();
          for (const state of states) {
            const label = `${stateLabel(state)} at ${size} (${SIZES[size].width}×${SIZES[size].height})`;
            await test.step(label, async () => {
              const page = await context.newPage();
              try {
                const problems = await sweepPage(page, state, size, sweep, css, used, testInfo);
                expect.soft(problems, `${label}: fix these, or (only for work owned elsewhere) list them in tests/e2e/support/sweep-allow.ts`).toEqual([]);
              } catch (error) {
                await page.screenshot({ path: screenPath(testInfo, size, state), fullPage: true }).catch(() => undefined);
                expect.soft(String((error as Error).message ?? error), `${label}: the page did not settle`).toBe('');
              } finally {
                await page.close();
              }
            });
          }
          // An allowance nothing needs any more is noted, for the lead to remove once the work it waited for landed.
          for (const a of ALLOWED.filter((a) => !used.has(a) && (a.size ?? size) === size && states.some((s) => s.route === a.route))) {
            testInfo.annotations.push({ type: 'unused allowance', description: `${a.route} ${a.rule}${a.target ? ` ${a.target}` : ''} at ${size}: nothing matched; remove it from tests/e2e/support/sweep-allow.ts` });
            console.log(`visual sweep: unused allowance ${a.route} ${a.rule} at ${size}`);
          }
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          testInfo.annotations.push({ type: 'duration', description: `${states.length} pages in ${seconds} s` });
          console.log(`visual sweep: ${who} at ${size}: ${states.length} pages in ${seconds} s`);
        });
      });
    }
  });
}
