/**
 * The job seeker's own space end to end (docs/seekers.md): a person applies, follows "Register as a job seeker" to
 * sign in with the code the real SMTP peer received, sees the application, sees the employer's shortlisting as
 * "In review", withdraws it after confirming, and the employer sees it withdrawn by the job seeker.
 */
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, test, toast } from './support/fixtures';
import { signInAsSeeker } from './support/seeker';

test('a job seeker signs in with an e-mailed code, follows the employer\'s decision and withdraws', async ({ page, request, employer }) => {
  const title = `Ward Nurse ${Date.now().toString(36)}`;
  const jobId = await publishJob(request, employer.token, title);
  const { applicationId, email } = await applyToJob(request, jobId, 'Sita Sharma');

  // The landing page's link for job seekers leads to their sign-in.
  await page.goto('/');
  await page.getByRole('link', { name: 'Register as a job seeker' }).click();
  await expect(page).toHaveURL(/\/seeker\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your applications' })).toBeVisible();

  await signInAsSeeker(page, email);
  await expect(page.getByText('Signed in as Sita Sharma')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(employer.companyName);
  await expect(row.locator('.seeker-status')).toHaveText('Applied');
  await expect(row).toContainText(/Applied \d{1,2} \w{3} \d{4} \(\d{1,2} \w+ \d{4} BS\)/);

  // The employer shortlists it; the seeker is told "In review".
  const moved = await request.patch(apiUrl(`/api/applications/${applicationId}/status/`), {
    headers: authHeader(employer.token), data: { status: 'shortlisted' },
  });
  expect(moved.status()).toBe(200);
  await page.reload();
  await expect(row.locator('.seeker-status')).toHaveText('In review');

  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/seeker/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.seeker-timeline li .seeker-timeline__status')).toHaveText(['Applied', 'In review']);

  // Withdrawing asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Withdraw your application for ${title}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my application' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw application' }).click();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(toast(page, 'Your application has been withdrawn.')).toBeVisible();
  await expect(page.locator('.seeker__status-line .seeker-status')).toHaveText('Withdrawn');
  await expect(page.locator('.seeker-timeline li .seeker-timeline__status')).toHaveText(['Applied', 'In review', 'Withdrawn']);
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);

  // The employer sees it withdrawn, by the job seeker, in the application's history.
  const seen = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  const detail = (await seen.json()) as { status: string; history: { from: string | null; to: string; by: string }[] };
  expect(detail.status).toBe('withdrawn');
  expect(detail.history.at(-1)).toMatchObject({ from: 'shortlisted', to: 'withdrawn', by: 'job_seeker' });

  // The list says so too; signing out forgets the seeker's session on this device, and the applications ask for a
  // sign-in again.
  await page.getByRole('navigation', { name: 'Your job search' }).getByRole('link', { name: 'My applications' }).click();
  await expect(row.locator('.seeker-status')).toHaveText('Withdrawn');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/seeker\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jagir.seeker'))).toBeNull();
  await page.goto('/seeker/applications');
  await expect(page).toHaveURL(/\/seeker\/login$/);
});
