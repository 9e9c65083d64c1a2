/**
 * A job seeker's pages opened once open offline with what they last showed, and say how old it is
 * (docs/seekers.md "Offline"); signing out forgets the kept copy, and the employer's copy is never touched.
 */
import { applyToJob, publishJob } from './support/applications';
import { expect, test } from './support/fixtures';
import { keptAnswers } from './support/query-cache';
import { signInAsSeeker } from './support/seeker';
import { serviceWorkerReady } from './support/service-worker';

const SEEKER_PLACE = 'jagir.seekerQueryCache';
const AS_OF = /^Offline — showing data as of (\d{1,2} \w{3}, )?\d{2}:\d{2}$/;

test('a job seeker reads their applications offline, and signing out forgets them on the device', async ({ page, context, request, employer }) => {
  const title = `Lab Assistant ${Date.now().toString(36)}`;
  const jobId = await publishJob(request, employer.token, title);
  const { applicationId, email } = await applyToJob(request, jobId, 'Maya Gurung');

  await page.goto('/seeker/login');
  await signInAsSeeker(page, email);
  await serviceWorkerReady(page);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.locator('.seeker-status')).toHaveText('Applied');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Online and fresh: no mark.
  await expect(page.getByText(/showing data as of/)).toHaveCount(0);
  // Both pages' answers (and the conversations, for the bar's unread count) are on the device, under the seeker's own place.
  await expect.poll(async () => Object.values(await keptAnswers(page, SEEKER_PLACE))[0]?.count ?? 0).toBe(3);
  expect(await keptAnswers(page)).toEqual({});

  await context.setOffline(true);
  for (const url of ['/seeker/applications', `/seeker/applications/${applicationId}`]) {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), `${url} comes from the service worker`).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: AS_OF })).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText(/nothing saved to show/)).toHaveCount(0);
  }
  // A page never opened says so instead of loading for ever.
  await page.goto('/seeker/applications/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(/this has not been opened on this device before/)).toBeVisible();

  await context.setOffline(false);
  await page.goto('/seeker/applications');
  await expect(row.locator('.seeker-status')).toHaveText('Applied');
  await expect(page.getByText(/showing data as of/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/seeker\/login$/);
  await expect.poll(async () => Object.keys(await keptAnswers(page, SEEKER_PLACE))).toEqual([]);
});
