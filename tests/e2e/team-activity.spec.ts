/**
 * The team's comments, an application's timeline and the activity log against the real server
 * (docs/teams.md "Comments and mentions", "Activity log"): comment on an application, see the comment and a status
 * move in its timeline, find both on the Activity page, and export the log as CSV.
 */
import { readFile } from 'node:fs/promises';
import { apiUrl, authHeader } from './support/accounts';
import { jobWithApplication } from './support/applications';
import { expect, logInThroughUi, test } from './support/fixtures';

test('a comment and a status move show in the timeline and on the Activity page, and export as CSV', async ({ page, employer, request }) => {
  const named = await request.patch(apiUrl('/api/employer/team/me/'), { headers: authHeader(employer.token), data: { full_name: 'Omkar Owner' } });
  expect(named.status()).toBe(200);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token, 'Maya Tamang');
  await logInThroughUi(page, employer);

  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Maya Tamang' })).toBeVisible();
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('No comments yet.')).toBeVisible();
  await comments.getByLabel('Your comment').fill('Strong ward experience; call her this week.');
  const posted = page.waitForResponse((r) => r.url().endsWith(`/api/applications/${applicationId}/comments/`) && r.request().method() === 'POST');
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  expect((await posted).status()).toBe(201);
  await expect(comments.getByText('Strong ward experience; call her this week.')).toBeVisible();
  await expect(comments.getByLabel('Your comment')).toHaveValue('');

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Commented' })).toContainText('Omkar Owner');
  await expect(timeline.getByRole('listitem').first()).toContainText('Applied');

  await page.getByRole('button', { name: 'Shortlist' }).click();
  const moved = timeline.getByRole('listitem').filter({ hasText: 'Moved Applied → Shortlisted' });
  await expect(moved).toContainText('Omkar Owner');
  await expect(timeline.getByRole('listitem').last()).toContainText('Moved Applied → Shortlisted');

  // The Activity page, reached from the settings hub (owners and admins only).
  await page.goto('/employer/settings');
  await page.getByRole('link', { name: /^Activity/ }).click();
  await expect(page).toHaveURL(/\/settings\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const entries = page.getByRole('listitem');
  await expect(entries.filter({ hasText: 'Omkar Owner moved an applicant' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Omkar Owner commented on an application' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Omkar Owner posted a job' })).toHaveCount(1);

  const filters = page.getByRole('search', { name: 'Filter the activity' });
  await filters.getByLabel('About').selectOption({ label: 'Comments' });
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible();
  await expect(entries.filter({ hasText: 'moved an applicant' })).toHaveCount(0);

  // The export carries the same filters.
  const download = page.waitForEvent('download');
  await filters.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activity.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFat,actor,actor_email,session,action,subject_type,subject_id,application,details\r\n')).toBe(true);
  const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`,Omkar Owner,${employer.email},`);
  expect(rows[0]).toContain(`,createApplicationComment,comment,`);
  expect(rows[0]).toContain(`,${applicationId},`);
  expect(rows[0]).toContain('Strong ward experience; call her this week.');
});
