/**
 * Finding jobs as a job seeker (docs/seekers.md "Finding jobs"): signed in, the job list ranks jobs by how well
 * they fit the profile with the reasons, a search is saved with a frequency, and the Job alerts page lists it,
 * changes it and deletes it.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, test, toast } from './support/fixtures';
import { signInAsSeeker } from './support/seeker';

/** A job far from the job seeker (Kaski), asking a skill they do not have. */
async function publishFarJob(request: APIRequestContext, token: string, title: string, deadline: string): Promise<string> {
  const created = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title, description: 'Keep the books of a trading company in Pokhara, with monthly VAT returns and payroll.',
      requirements: 'Two years of bookkeeping.', category: 'Healthcare', job_level: 'Mid', employment_type: 'Full Time', vacancies: 1,
      province: 'Gandaki', district: 'Kaski', address: 'Lakeside, Pokhara', remote_allowed: false,
      salary_min: 30_000, salary_max: 40_000, salary_negotiable: false, show_salary: true,
      experience_min_years: 5, education_level: 'Master', skills: ['Accounting'], deadline, status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a job seeker sees their best match, saves a search, and changes and deletes its alert', async ({ page, request, employer }) => {
  const tag = `e2e${randomBytes(3).toString('hex')}`;
  const nurseId = await publishJob(request, employer.token, `Ward Nurse ${tag}`);
  const { email } = await applyToJob(request, nurseId, 'Sita Sharma');
  const nurse = (await (await request.get(apiUrl(`/api/jobs/${nurseId}/`))).json()) as { deadline: string };
  // Published last, so the newest-first list shows it first.
  await publishFarJob(request, employer.token, `Ward Clerk ${tag}`, nurse.deadline);

  await page.goto('/seeker/login');
  await signInAsSeeker(page, email);
  await page.goto(`/jobs?q=${tag}`);
  const titles = page.locator('.job-card h3');
  await expect(titles).toHaveText([`Ward Clerk ${tag}`, `Ward Nurse ${tag}`]);

  // Best match for me: the nurse job in the seeker's own district, with their skill, comes first, with why.
  await page.getByRole('button', { name: 'Best match for me' }).click();
  await expect(page).toHaveURL(/sort=match/);
  await expect(titles).toHaveText([`Ward Nurse ${tag}`, `Ward Clerk ${tag}`]);
  const best = page.locator('.job-card').first();
  await expect(best.getByText(/^\d+% match$/)).toBeVisible();
  await expect(best.getByRole('list', { name: 'Why it matches you' })).toContainText('In Lalitpur, where you live');

  // Save the search, weekly.
  await page.getByLabel('How often').selectOption('weekly');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(toast(page, 'Search saved: new jobs will come to your e-mail.')).toBeVisible();

  // The Job alerts page lists it; the frequency changes there.
  await page.goto('/seeker/applications');
  await page.getByRole('navigation', { name: 'Your job search' }).getByRole('link', { name: 'Job alerts' }).click();
  await expect(page).toHaveURL(/\/seeker\/alerts$/);
  const label = `“${tag}”`;
  const item = page.getByRole('listitem').filter({ hasText: label });
  await expect(item).toBeVisible();
  const frequency = item.getByRole('combobox', { name: `How often: ${label}` });
  await expect(frequency).toHaveValue('weekly');
  await frequency.selectOption('daily');
  await expect(toast(page, 'Saved: Daily')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: `How often: ${label}` })).toHaveValue('daily');

  // Deleting asks first; keeping changes nothing.
  await page.getByRole('button', { name: `Delete: ${label}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the alert for ${label}?` });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `Delete: ${label}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Alert deleted')).toBeVisible();
  await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
});
