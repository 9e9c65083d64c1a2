/**
 * Offline reads (docs/offline.md "Reading offline"): after one online visit, every employer screen opens offline
 * with its last data and says how old it is; a reload offline keeps working; the kept data belongs to one account
 * and logout wipes it.
 */
import type { Page } from '@playwright/test';
import { expect, logInThroughUi, test } from './support/fixtures';
import { keptAnswers } from './support/query-cache';
import { serviceWorkerReady } from './support/service-worker';
import { sweepData, type SweepData } from './support/sweep-data';
import { SWEEP, stateLabel, type SweepState } from './support/sweep-routes';

/** Screens that show data (not forms to fill in or one-off payment steps), with what shows their data is there. */
const SCREENS: SweepState[] = SWEEP.filter((s) => s.who === 'employer' && !s.redirectsTo && !s.act && !s.aliasOf)
  .filter((s) => !['/employer/jobs/new', '/employer/not-found', '/employer/settings', '/employer/payment/return/$gateway',
    '/employer/payment/test-gateway/$paymentId'].includes(s.route))
  .filter((s) => s.state !== 'new');

/** Moves to `url` inside the open page, as a link would (the router hears a history step), without a page load. */
async function openInApp(page: Page, url: string): Promise<void> {
  const path = new URL(url, 'http://x').pathname;
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as Record<string, unknown>;
    history.pushState({ ...state, __TSR_index: Number(state.__TSR_index ?? 0) + 1, __TSR_key: String(Math.random()) }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
  await expect(page).toHaveURL((u) => u.pathname === path);
}

async function expectOpensWithData(page: Page, screen: SweepState, data: SweepData) {
  const label = stateLabel(screen);
  await expect(page.getByRole('heading', { level: 1 }), label).toBeVisible();
  await screen.ready?.(page, data);
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing data as of (\d{1,2} \w{3}, )?\d{2}:\d{2}$/ }), `${label}: the as-of mark`)
    .toBeVisible();
  await expect(page.getByText('Something went wrong'), label).toHaveCount(0);
  await expect(page.getByText(/Unable to connect/), label).toHaveCount(0);
  await expect(page.getByText(/nothing saved to show/), label).toHaveCount(0);
}

test('every employer screen visited once opens offline with its last data, also after a reload', async ({ page, context }) => {
  test.setTimeout(180_000);
  const data = await sweepData();
  await logInThroughUi(page, data);
  await serviceWorkerReady(page);
  let lastAnswerAt = 0;
  // The answers the query cache keeps: data read from the API (not writes, not the live message stream).
  page.on('response', (response) => {
    if (response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/')
      && (response.headers()['content-type'] ?? '').includes('application/json')) lastAnswerAt = Date.now();
  });

  // Online, one visit to each screen, moving inside the app as a user does.
  for (const screen of SCREENS) {
    await openInApp(page, screen.url(data));
    await expect(page.getByRole('heading', { level: 1 }), stateLabel(screen)).toBeVisible();
    await screen.ready?.(page, data);
    // Online and fresh: no mark.
    await expect(page.getByText(/showing data as of/), stateLabel(screen)).toHaveCount(0);
  }
  // Everything seen so far is on the device once it is written after the last answer arrived (a quarter second
  // later at most; it may already have been).
  await expect.poll(async () => ((Object.values(await keptAnswers(page))[0]?.savedAt ?? 0) >= lastAnswerAt ? 'written' : 'waiting'))
    .toBe('written');

  await context.setOffline(true);
  for (const screen of SCREENS) {
    const response = await page.goto(screen.url(data));
    expect(response?.fromServiceWorker(), `${stateLabel(screen)} comes from the service worker`).toBe(true);
    await expectOpensWithData(page, screen, data);
  }

  // The workspace still says whose it is: the company last loaded stands in for the one that cannot load.
  await page.goto('/employer/overview');
  await expect(page.getByText('Here is where hiring starts for Himalayan Tea Traders')).toBeVisible();

  // Moving between screens inside the page works offline too.
  await page.getByRole('navigation', { name: 'Employer', exact: true }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  await expectOpensWithData(page, SCREENS.find((s) => s.route === '/employer/jobs')!, data);

  // Back online, the screen is refreshed and the mark goes away.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('Tea Garden Supervisor').first()).toBeVisible();
  await expect(page.getByText(/showing data as of/)).toHaveCount(0);

  // Messages reloaded offline show the conversations, the thread and a message waiting to be sent. (The test ends
  // offline: the sweep's conversation is not changed.)
  await context.setOffline(true);
  const conversation = SCREENS.find((s) => s.route === '/employer/messages' && s.state === 'conversation')!;
  await page.goto(conversation.url(data));
  await expectOpensWithData(page, conversation, data);
  const thread = page.getByRole('region', { name: /^Conversation with/ });
  await thread.getByLabel('Your message').fill('Written offline: see you on Sunday.');
  await thread.getByRole('button', { name: 'Send' }).click();
  const pending = thread.getByRole('listitem').filter({ hasText: 'Written offline: see you on Sunday.' });
  await expect(pending).toContainText('Pending');
  await page.reload();
  await expectOpensWithData(page, conversation, data);
  await expect(pending).toContainText('Pending: will be sent when you are back online');
  await page.goto('/employer/messages');
  await expectOpensWithData(page, SCREENS.find((s) => s.route === '/employer/messages' && !s.state)!, data);
  await page.reload();
  await expect(page.getByText('Gita Rai').first()).toBeVisible();
});

test('a screen never opened says so offline instead of loading forever', async ({ page, context, employer }) => {
  await logInThroughUi(page, employer);
  await serviceWorkerReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/employer/support');
  await expect(page.getByRole('heading', { level: 1, name: /support/i })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline, and this has not been opened on this device before' })).toBeVisible();
});

test('logout wipes the kept data: another account on the same browser sees nothing of the first', async ({ page, context, employer }) => {
  const data = await sweepData();
  await logInThroughUi(page, data);
  await serviceWorkerReady(page);
  await page.goto(`/employer/job-details?id=${data.jobId}`);
  await expect(page.getByText('Patan Dhoka').first()).toBeVisible();
  await expect.poll(async () => Object.values(await keptAnswers(page))[0]?.count ?? 0).toBeGreaterThan(0);

  // On phones Logout lives on the Settings hub.
  await page.getByRole('navigation', { name: 'Employer', exact: true }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('region', { name: 'More' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => keptAnswers(page)).toEqual({});

  // Another account signs in on the same browser: nothing of the first shows, online or offline.
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Staff Nurse')).toHaveCount(0);
  await context.setOffline(true);
  await page.goto(`/employer/job-details?id=${data.jobId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Patan Dhoka')).toHaveCount(0);
  await expect.poll(async () => Object.keys(await keptAnswers(page))).toEqual([String(employer.user.id)]);
});
