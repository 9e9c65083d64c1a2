/**
 * A job seeker's privacy rights end to end (docs/seekers.md "Privacy"): a person applies, signs in, downloads their
 * data (the file holds the application), deletes it after confirming, and the employer then sees a "Deleted
 * candidate" with no name or e-mail in the same pipeline, whose conversation says messages can no longer be sent.
 */
import { readFile } from 'node:fs/promises';
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { signInAsSeeker } from './support/seeker';

test('a job seeker downloads their data, then deletes it; the employer keeps a nameless application', async ({ page, request, employer }) => {
  const title = `Ward Nurse ${Date.now().toString(36)}`;
  const jobId = await publishJob(request, employer.token, title);
  const { applicationId, email } = await applyToJob(request, jobId, 'Sita Sharma');

  // The employer wrote to them before.
  const seekerId = ((await (await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) })).json()) as { job_seeker: { id: string } }).job_seeker.id;
  const started = await request.post(apiUrl('/api/employer/conversations/'), { headers: authHeader(employer.token), data: { job_seeker: seekerId, application: applicationId } });
  const conversationId = ((await started.json()) as { id: string }).id;

  await page.goto('/seeker/login');
  await signInAsSeeker(page, email);

  await page.getByRole('navigation', { name: 'Your job search' }).getByRole('link', { name: 'My data' }).click();
  await expect(page).toHaveURL(/\/seeker\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();

  // The download is one JSON file with the application and the consents given.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('jagir-my-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { full_name: string; email: string };
    applications: { id: string; job_title: string; company_name: string; status: string }[];
    consents: { purpose: string }[];
  };
  expect(data.profile).toMatchObject({ full_name: 'Sita Sharma', email });
  expect(data.applications).toEqual([expect.objectContaining({ id: applicationId, job_title: title, company_name: employer.companyName, status: 'applied' })]);
  expect(data.consents.map((c) => c.purpose)).toEqual(['apply', 'seeker_sign_in']);

  // Deleting asks first; keeping changes nothing.
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete all your data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep my data' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my data' }).click();
  await dialog.getByRole('button', { name: 'Delete my data' }).click();
  await expect(toast(page, 'Your data has been deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jagir.seeker'))).toBeNull();

  // The employer's application is still there, nameless.
  const seen = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  expect(seen.status()).toBe(200);
  const detail = (await seen.json()) as { job_seeker: { full_name: string }; email: string; phone: string; cover_letter: string; resume_url: string | null };
  expect(detail).toMatchObject({ job_seeker: { full_name: 'Deleted candidate' }, email: '', phone: '', cover_letter: '', resume_url: null });
  expect(JSON.stringify(detail)).not.toContain('Sita');
  expect(JSON.stringify(detail)).not.toContain(email);

  // In the workspace the conversation says why there is nothing to write in.
  await page.goto('/login');
  await logInThroughUi(page, employer);
  await page.goto(`/employer/messages?c=${conversationId}`);
  const thread = page.getByRole('region', { name: /Deleted candidate/ });
  await expect(thread.getByRole('heading', { name: 'Deleted candidate' })).toBeVisible();
  await expect(thread.getByRole('note')).toHaveText('This candidate deleted their data. Messages can no longer be sent to them.');
  await expect(thread.getByRole('textbox')).toHaveCount(0);
  await expect(thread.getByText('Write the first one below')).toHaveCount(0);
});
