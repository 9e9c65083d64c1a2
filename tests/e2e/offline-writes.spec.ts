/**
 * Writes made offline (docs/offline.md "Writing offline"): they wait in the workspace outbox, visible as pending,
 * survive a reload while offline, and reach the server exactly once when the connection is back, also when the
 * server committed a write and its answer was lost on the way.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { apiUrl, authHeader, uniqueEmail } from './support/accounts';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { latestMailSeq, waitForOtp } from './support/mail';
import { serviceWorkerReady } from './support/service-worker';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function jobsTitled(request: APIRequestContext, token: string, title: string): Promise<{ id: string; title: string; status: string }[]> {
  const response = await request.get(apiUrl(`/api/employer/jobs/?search=${encodeURIComponent(title)}`), { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as { results: { id: string; title: string; status: string }[] };
  return list.results.filter((job) => job.title === title);
}

/** A published job of the employer with one application, made through the API. */
async function jobWithApplication(request: APIRequestContext, token: string): Promise<{ jobId: string; applicationId: string }> {
  const kathmanduDay = new Date(Date.now() + (5 * 60 + 45) * 60_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title: `Ward Nurse ${randomBytes(3).toString('hex')}`,
      description: 'Care for patients on the medical ward of a busy hospital in Lalitpur, in rotating shifts with a team of twelve nurses.',
      requirements: 'Registered with the Nepal Nursing Council; two years on a ward.',
      category: 'Healthcare', job_level: 'Mid', employment_type: 'Full Time', vacancies: 2,
      province: 'Bagmati', district: 'Lalitpur', address: 'Patan Dhoka, Lalitpur-11', remote_allowed: false,
      salary_min: 35_000, salary_max: 50_000, salary_negotiable: false, show_salary: true,
      experience_min_years: 2, education_level: 'Bachelor', skills: ['Patient care'], deadline: kathmanduDay, status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const jobId = ((await created.json()) as { id: string }).id;
  const email = uniqueEmail('offline-seeker');
  const after = latestMailSeq();
  expect((await request.post(apiUrl(`/api/jobs/${jobId}/apply/send-otp/`), { data: { email } })).ok()).toBe(true);
  const otp = await waitForOtp(email, { after });
  const applied = await request.post(apiUrl(`/api/jobs/${jobId}/apply/`), {
    multipart: {
      full_name: 'Anjali Tamang', email, otp_code: otp, phone: '+977 9841000000', headline: 'Staff nurse',
      skills: 'Patient care', province: 'Bagmati', district: 'Lalitpur', experience_years: '3', education_level: 'Bachelor',
      cover_letter: 'I have three years on a medical ward.', resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return { jobId, applicationId: ((await applied.json()) as { application: { id: string } }).application.id };
}

/** Answers to writes on `path` that ran on the server (not replays of a kept answer). */
function appliedWrites(page: Page, method: string, path: RegExp): Response[] {
  const applied: Response[] = [];
  page.on('response', (response) => {
    if (response.request().method() === method && path.test(new URL(response.url()).pathname)
      && response.ok() && response.headers()['idempotent-replayed'] !== 'true') applied.push(response);
  });
  return applied;
}

test('a job draft saved offline waits, survives a reload offline and is created exactly once when back online', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(90_000);
  const title = `Offline Draft ${randomBytes(3).toString('hex')}`;
  const creates = appliedWrites(page, 'POST', /^\/api\/employer\/jobs\/$/);
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs/new');
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page).toHaveURL(/\/employer\/jobs$/);
  const pending = page.getByRole('list', { name: 'New jobs waiting to be sent' }).getByRole('listitem').filter({ hasText: title });
  await expect(pending.getByText('Waiting to be sent')).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();

  await page.reload();
  await expect(pending.getByText('Waiting to be sent')).toBeVisible();
  await expect(page.getByText('1 change waiting to be sent')).toBeVisible();
  expect(await jobsTitled(request, employer.token, title)).toEqual([]);

  await context.setOffline(false);
  await expect(toast(page, `Sent: ${title}`)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(page.getByText('change waiting to be sent')).toHaveCount(0);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  const jobs = await jobsTitled(request, employer.token, title);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.status).toBe('draft');
  expect(creates).toHaveLength(1);
});

test('a status change made offline is applied once when back online', async ({ page, context, employer, request }) => {
  test.setTimeout(90_000);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token);
  const changes = appliedWrites(page, 'PATCH', /^\/api\/applications\/[^/]+\/status\/$/);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await expect(page.getByRole('button', { name: 'Shortlist' })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Shortlist' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('Waiting to be sent', { exact: true })).toHaveCount(0);
  await expect(page.getByText('change waiting to be sent')).toHaveCount(0);
  const application = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  expect(((await application.json()) as { status: string }).status).toBe('shortlisted');
  expect(changes).toHaveLength(1);
});

test('a write the server committed whose answer was lost is sent again and applied once', async ({ page, employer, request }) => {
  test.setTimeout(90_000);
  const title = `Lost Answer ${randomBytes(3).toString('hex')}`;
  const keys: string[] = [];
  const replayed: boolean[] = [];
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs/new');
  await page.route('**/api/employer/jobs/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    const response = await route.fetch();
    replayed.push(response.headers()['idempotent-replayed'] === 'true');
    // The first answer never reaches the page: the server has the job, the phone does not know it.
    if (keys.length === 1) return route.abort('connectionreset');
    return route.fulfill({ response });
  });

  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(toast(page, `Sent: ${title}`)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual([false, true]);
  expect(await jobsTitled(request, employer.token, title)).toHaveLength(1);
});

test('a status change someone else overtook shows what changed; applying mine anyway sends it over the current status', async ({
  page, context, employer, request,
}) => {
  test.setTimeout(90_000);
  const { jobId, applicationId } = await jobWithApplication(request, employer.token);
  const move = (status: string) =>
    request.patch(apiUrl(`/api/applications/${applicationId}/status/`), { headers: authHeader(employer.token), data: { status } });
  expect((await move('shortlisted')).ok()).toBe(true);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/job/${jobId}/candidates?application=${applicationId}`);
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('textbox', { name: 'Reason for rejecting' }).fill('Salary expectations too high');
  await page.getByRole('button', { name: 'Reject Application' }).click();
  await expect(page.getByText('Waiting to be sent', { exact: true })).toBeVisible();
  // Meanwhile a colleague moves the applicant on.
  expect((await move('interview')).ok()).toBe(true);

  await context.setOffline(false);
  await expect(page.getByText('Someone else moved this applicant to Interview.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply mine anyway' }).click();
  await expect(page.getByText('Someone else moved this applicant')).toHaveCount(0);
  await expect(page.getByText('change waiting to be sent')).toHaveCount(0);
  const application = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  expect(((await application.json()) as { status: string }).status).toBe('rejected');
});
