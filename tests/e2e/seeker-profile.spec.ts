/**
 * A job seeker edits their own profile end to end (docs/seekers.md "Profile"): they apply, sign in, fill in their
 * details, a job and a school, upload a photo and a résumé, and after a reload everything is kept; the employer then
 * reads "Profile updated by the candidate on …" and the job on the application.
 */
import sharp from 'sharp';
import { formatDateWithBs } from '@/domain/format';
import { applyToJob, PDF, publishJob } from './support/applications';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { signInAsSeeker } from './support/seeker';

test('a job seeker edits their profile, uploads a photo and a résumé; it is kept, and the employer sees when it changed', async ({ page, request, employer }) => {
  const jobId = await publishJob(request, employer.token, `Ward Nurse ${Date.now().toString(36)}`);
  const { applicationId, email } = await applyToJob(request, jobId, 'Sita Sharma');

  await page.goto('/seeker/login');
  await signInAsSeeker(page, email);
  await page.getByRole('navigation', { name: 'Your job search' }).getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/seeker\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText(/^Your profile is 50% complete: add a photo, something about you, experience, education, your expected salary\.$/)).toBeVisible();

  // A failed save keeps what was typed: the job has no company yet.
  await page.getByLabel('About', { exact: true }).fill('Five years on medical and surgical wards.');
  await page.getByRole('button', { name: 'Add a job' }).click();
  const job = page.getByRole('group', { name: 'Job 1' });
  await job.getByLabel('Job title').fill('Staff Nurse');
  await job.getByLabel('Start year').fill('2020');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Job 1: company is required')).toBeVisible();
  await expect(page.getByLabel('About', { exact: true })).toHaveValue('Five years on medical and surgical wards.');
  await job.getByLabel('Company').fill('Bir Hospital');
  await page.getByRole('button', { name: 'Add education' }).click();
  const school = page.getByRole('group', { name: 'Education 1' });
  await school.getByLabel('Level').selectOption('Bachelor');
  await school.getByLabel('School, college or university').fill('Tribhuvan University');
  await page.getByLabel('Expected salary', { exact: true }).fill('45,000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Your profile has been saved.')).toBeVisible();

  // A photo and a résumé, each saved as soon as it is chosen.
  const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#1d6f5f' } }).jpeg().toBuffer();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'sita.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(toast(page, 'Your photo has been saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  // A file that is not an image by content is refused in the server's words.
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: PDF });
  await expect(page.getByText('Upload a valid image. The file you uploaded was either not an image or a corrupted image.')).toBeVisible();
  await page.getByLabel('Choose a résumé (PDF)').setInputFiles({ name: 'Sita Sharma CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(toast(page, 'Your résumé has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expect(page.getByLabel('About', { exact: true })).toHaveValue('Five years on medical and surgical wards.');
  await expect(page.getByRole('group', { name: 'Job 1' }).getByLabel('Company')).toHaveValue('Bir Hospital');
  await expect(page.getByLabel('Expected salary', { exact: true })).toHaveValue('45000');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(page.getByText(/^Sita Sharma CV\.pdf \(\d+ KB\), uploaded /)).toBeVisible();

  // The employer's applicant view says when the candidate changed it, and shows the job.
  const updated = new Date();
  await logInThroughUi(page, employer);
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  const panel = page.locator('.pipeline__panel');
  await expect(panel.getByText(`Profile updated by the candidate on ${formatDateWithBs(updated)}`)).toBeVisible();
  await expect(panel.getByText('Staff Nurse at Bir Hospital')).toBeVisible();
});
