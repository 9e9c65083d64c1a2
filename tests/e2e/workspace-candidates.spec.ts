/**
 * The employer workspace's candidate screens against the real server: the pipeline of one job, the swipe deck
 * driven by the keyboard, and saving a candidate from search then removing it on /employer/saved.
 * Data is made through the API: a published job, and applicants who apply with the OTP from the SMTP peer.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl, authHeader, uniqueEmail } from './support/accounts';
import { expect, logInThroughUi, test } from './support/fixtures';
import { latestMailSeq, waitForOtp } from './support/mail';

// The smallest file the server's content check reads as a PDF.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A surname no other test uses, so search finds exactly this run's people. */
const uniqueSurname = () => `Zq${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function publishJob(request: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title,
      description: 'Care for patients on the medical ward of a busy hospital in Lalitpur.',
      requirements: 'Registered with the Nepal Nursing Council; two years on a ward.',
      category: 'Healthcare',
      job_level: 'Mid',
      employment_type: 'Full Time',
      vacancies: 3,
      province: 'Bagmati',
      district: 'Lalitpur',
      address: 'Patan Dhoka',
      remote_allowed: false,
      salary_min: 35_000,
      salary_max: 50_000,
      salary_negotiable: false,
      show_salary: true,
      experience_min_years: 2,
      education_level: 'Bachelor',
      skills: ['Patient care', 'IV therapy'],
      deadline: inDays(30),
      status: 'published',
    },
  });
  expect(response.status(), `create job answered: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function apply(request: APIRequestContext, jobId: string, fullName: string, years: number): Promise<string> {
  const email = uniqueEmail('seeker');
  const after = latestMailSeq();
  const sent = await request.post(apiUrl(`/api/jobs/${jobId}/apply/send-otp/`), { data: { email } });
  expect(sent.ok(), `apply send-otp answered ${sent.status()}: ${await sent.text()}`).toBe(true);
  const otp = await waitForOtp(email, { after });
  const applied = await request.post(apiUrl(`/api/jobs/${jobId}/apply/`), {
    multipart: {
      full_name: fullName,
      email,
      otp_code: otp,
      phone: '+977 9841000000',
      headline: 'Staff nurse',
      skills: 'Patient care, IV therapy',
      province: 'Bagmati',
      district: 'Lalitpur',
      experience_years: String(years),
      education_level: 'Bachelor',
      cover_letter: `I am ${fullName} and I would like to join your ward.`,
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status(), `apply answered: ${await applied.text()}`).toBe(201);
  return ((await applied.json()) as { application: { id: string } }).application.id;
}

async function statusCounts(request: APIRequestContext, token: string, jobId: string) {
  const response = await request.get(apiUrl(`/api/employer/jobs/${jobId}/applications/`), { headers: authHeader(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { status_counts: Record<string, number> }).status_counts;
}

test('an application is shortlisted in the job pipeline', async ({ page, employer, request }) => {
  const jobId = await publishJob(request, employer.token, 'Staff Nurse');
  const name = `Sita ${uniqueSurname()}`;
  const applicationId = await apply(request, jobId, name, 3);
  await logInThroughUi(page, employer);

  await page.goto(`/employer/job/${jobId}/candidates`);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Candidates' })).toBeVisible();
  const stages = page.getByRole('navigation', { name: 'Pipeline stages' });
  await expect(stages.getByRole('link', { name: 'Applied 1 application' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText(`I am ${name} and I would like to join your ward.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Résumé' })).toBeVisible();

  const changed = page.waitForResponse((r) => r.url().includes(`/api/applications/${applicationId}/status/`));
  await page.getByRole('button', { name: 'Shortlist' }).click();
  expect((await changed).status()).toBe(200);

  await expect(stages.getByRole('link', { name: 'Shortlisted 1 application' })).toBeVisible();
  await expect(stages.getByRole('link', { name: 'Applied 0 applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move to Interview' })).toBeVisible();
  const detail = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) });
  expect(await detail.json()).toMatchObject({ status: 'shortlisted' });
});

test('marking a candidate hired asks first (a modal dialog: focus kept in it, Escape cancels), then can be undone for a few seconds', async ({
  page, employer, request,
}) => {
  const jobId = await publishJob(request, employer.token, 'Theatre Nurse');
  const name = `Gita ${uniqueSurname()}`;
  const applicationId = await apply(request, jobId, name, 4);
  for (const status of ['shortlisted', 'interview', 'offered']) {
    const moved = await request.patch(apiUrl(`/api/applications/${applicationId}/status/`), { headers: authHeader(employer.token), data: { status } });
    expect(moved.status()).toBe(200);
  }
  await logInThroughUi(page, employer);
  await page.goto(`/employer/job/${jobId}/candidates?status=offered`);
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  const hire = page.getByRole('button', { name: 'Mark as Hired' });

  // Asked first; Escape cancels and focus is back on the button.
  await hire.click();
  const dialog = page.getByRole('alertdialog', { name: `Mark ${name} as hired?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('no further changes are possible');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // The page behind is inert: Tab goes round the dialog's buttons (or out to the browser), never to the page.
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => {
      const focused = document.activeElement;
      return focused === null || focused === document.body || Boolean(document.querySelector('dialog[open]')?.contains(focused));
    }), `focus stays out of the page behind after ${i + 1} Tab(s)`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(hire).toBeFocused();
  expect((await (await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) })).json()).status).toBe('offered');

  // Confirmed: hired, with Undo while the window lasts.
  await hire.click();
  const changed = page.waitForResponse((r) => r.url().includes(`/api/applications/${applicationId}/status/`));
  await dialog.getByRole('button', { name: 'Yes, mark as hired' }).click();
  expect((await changed).status()).toBe(200);
  await expect(page.getByText(`${name} is hired`)).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo Hire' });
  await expect(undo).toBeVisible();
  const undone = page.waitForResponse((r) => r.url().includes(`/api/applications/${applicationId}/status/`));
  await undo.click();
  expect((await undone).status()).toBe(200);
  await expect(page.getByText(`Hire undone: ${name} is back at Offered`)).toBeVisible();
  await expect(hire).toBeVisible();
  expect((await (await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(employer.token) })).json()).status).toBe('offered');
});

test('a deck of applicants is decided with the keyboard: → shortlists, ← passes, U undoes', async ({ page, employer, request }) => {
  const jobId = await publishJob(request, employer.token, 'Ward Nurse');
  const surname = uniqueSurname();
  for (const [first, years] of [['Anita', 4], ['Bikash', 3], ['Chandra', 2]] as const) {
    await apply(request, jobId, `${first} ${surname}`, years);
  }
  await logInThroughUi(page, employer);

  await page.goto(`/employer/swipe?mode=applicants&job=${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe' })).toBeVisible();
  const deck = page.getByRole('group', { name: /Candidate deck/ });
  const topName = () => deck.getByRole('heading').first().textContent();
  await expect(deck.getByRole('heading')).toHaveCount(1);
  await expect(deck).toBeFocused();

  const first = await topName();
  await page.keyboard.press('ArrowRight'); // shortlist the first
  await expect(deck.getByRole('heading').first()).not.toHaveText(first!);
  const second = await topName();
  await page.keyboard.press('ArrowLeft'); // pass the second
  await expect(deck.getByRole('heading').first()).not.toHaveText(second!);
  await page.keyboard.press('u'); // the second comes back
  await expect(deck.getByRole('heading').first()).toHaveText(second!);
  await page.keyboard.press('ArrowRight'); // and is shortlisted
  await page.keyboard.press('ArrowLeft'); // the third is passed
  await expect(page.getByText('No more candidates to decide on.')).toBeVisible();

  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await expect.poll(() => statusCounts(request, employer.token, jobId)).toMatchObject({ shortlisted: 2, applied: 1 });
});

test('a candidate saved from search is removed on the saved page', async ({ page, employer, request }) => {
  const jobId = await publishJob(request, employer.token, 'Night Nurse');
  const name = `Pooja ${uniqueSurname()}`;
  await apply(request, jobId, name, 5);
  await logInThroughUi(page, employer);

  await page.goto(`/employer/candidates?q=${encodeURIComponent(name.split(' ')[1]!)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(name.split(' ')[1]!);
  await expect(page.getByText('1 candidate', { exact: true })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/employer/save-applicant/'));
  await page.getByRole('button', { name: `Save ${name}` }).click();
  expect([200, 201]).toContain((await saved).status());
  await expect(page.getByRole('button', { name: `Remove ${name} from saved` })).toBeVisible();

  await page.goto('/employer/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Candidates' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const removed = page.waitForResponse((r) => r.url().includes('/remove/'));
  await page.getByRole('button', { name: `Remove ${name} from saved` }).click();
  expect((await removed).status()).toBe(204);
  await expect(page.getByText('You have not saved anyone yet.')).toBeVisible();

  const list = await request.get(apiUrl('/api/employer/saved-applicants/'), { headers: authHeader(employer.token) });
  expect(await list.json()).toMatchObject({ count: 0 });
});
