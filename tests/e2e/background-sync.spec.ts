/**
 * Background Sync (docs/offline.md "Background Sync"): a write made offline is delivered by the service worker when
 * the device is online again, with every page of the app closed; the app opened afterwards says it was sent and sends
 * nothing again.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Request } from '@playwright/test';
import { apiUrl, authHeader } from './support/accounts';
import { jobWithApplication } from './support/applications';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { serviceWorkerReady } from './support/service-worker';

async function jobsTitled(request: APIRequestContext, token: string, title: string): Promise<{ id: string; status: string }[]> {
  const response = await request.get(apiUrl(`/api/employer/jobs/?search=${encodeURIComponent(title)}`), { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: { id: string; title: string; status: string }[] }).results.filter((job) => job.title === title);
}

/**
 * Fires the outbox's sync event at the app's service worker through the DevTools protocol, from a page of another
 * origin (about:blank is no window of the app, so the worker sees none open), and waits until the worker has handled it.
 */
async function fireOutboxSync(context: BrowserContext, origin: string): Promise<void> {
  const outsider = await context.newPage();
  const cdp = await context.newCDPSession(outsider);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => new URL(r.scopeURL).origin === origin && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registration, tag: 'jagir-outbox', lastChance: false });
  await outsider.close();
}

test('a job draft saved offline is delivered by the service worker with the app closed, once', async ({ context, page, employer, request }) => {
  test.setTimeout(90_000);
  const title = `Closed App Draft ${randomBytes(3).toString('hex')}`;
  const workerPosts: Request[] = [];
  context.on('request', (sent) => {
    if (sent.serviceWorker() && sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/employer/jobs/') workerPosts.push(sent);
  });
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs/new');
  await serviceWorkerReady(page);
  const origin = new URL(page.url()).origin;

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();

  // Every page of the app closed; the browser (and its service worker) stays.
  await page.close();
  await context.setOffline(false);

  // Chromium may fire the sync itself as soon as it sees the network; either way the worker is the one sending.
  await fireOutboxSync(context, origin);
  await expect.poll(() => jobsTitled(request, employer.token, title).then((jobs) => jobs.length)).toBe(1);
  expect(workerPosts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(workerPosts.map((sent) => sent.headers()['idempotency-key'])).size).toBe(1);

  // The app opened again says so, has nothing waiting and sends nothing again.
  const again = await context.newPage();
  const pagePosts: string[] = [];
  again.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/employer/jobs/') pagePosts.push(sent.url());
  });
  await again.goto('/employer/jobs');
  await expect(toast(again, `Sent while the app was closed: ${title}`)).toBeVisible();
  await expect(again.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(again.getByText('change waiting to be sent')).toHaveCount(0);
  await expect(again.getByText('Waiting to be sent', { exact: true })).toHaveCount(0);
  const jobs = await jobsTitled(request, employer.token, title);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.status).toBe('draft');
  expect(pagePosts).toEqual([]);
});

test('a status change the worker finds overtaken waits, failed with the conflict, for the app to be opened', async ({
  context, page, employer, request,
}) => {
  test.setTimeout(90_000);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token);
  const statusOf = async () => ((await (await request.get(apiUrl(`/api/applications/${applicationId}/`), {
    headers: authHeader(employer.token),
  })).json()) as { status: string }).status;
  await logInThroughUi(page, employer);
  const screen = `/employer/job/${jobId}/candidates?application=${applicationId}`;
  await page.goto(screen);
  await expect(page.getByRole('button', { name: 'Shortlist' })).toBeVisible();
  await serviceWorkerReady(page);
  const origin = new URL(page.url()).origin;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  await page.close();
  // Meanwhile a colleague moves the applicant on.
  for (const status of ['shortlisted', 'interview']) {
    expect((await request.patch(apiUrl(`/api/applications/${applicationId}/status/`), {
      headers: authHeader(employer.token), data: { status },
    })).ok()).toBe(true);
  }
  await context.setOffline(false);

  await fireOutboxSync(context, origin);
  const again = await context.newPage();
  await again.goto(screen);
  await expect(toast(again, 'Not sent: Anjali Tamang')).toBeVisible();
  await expect(again.getByText('Someone else moved this applicant to Interview.')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Keep theirs' })).toBeVisible();
  expect(await statusOf()).toBe('interview');

  await again.getByRole('button', { name: 'Keep theirs' }).click();
  await expect(again.getByText('Someone else moved this applicant')).toHaveCount(0);
  await expect(again.getByText('change waiting to be sent')).toHaveCount(0);
  expect(await statusOf()).toBe('interview');
});
