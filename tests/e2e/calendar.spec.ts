/**
 * The interview calendar against the real server: an interview booked from an application in the job pipeline,
 * seen in the calendar's week view, downloaded as an .ics file, and the candidate's invitation (with its .ics)
 * received by the SMTP peer. Data is made through the API, the applicant applying with the OTP from the peer.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl, authHeader, uniqueEmail } from './support/accounts';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { latestMailSeq, mailTo, waitForOtp } from './support/mail';
import { stackMailDir } from './support/stack-env';
import { typedBs } from './support/bs-date';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const uniqueSurname = () => `Zq${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** The Kathmandu date `days` from now (UTC+05:45). */
const kathmanduDay = (days: number) => new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function publishJob(request: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title, description: 'Keep accounts for our Kathmandu office.', requirements: 'Two years with Tally.', category: 'Finance',
      job_level: 'Mid', employment_type: 'Full Time', vacancies: 1, province: 'Bagmati', district: 'Kathmandu',
      address: 'New Baneshwor', remote_allowed: false, salary_min: 40_000, salary_max: 55_000, salary_negotiable: false,
      show_salary: true, experience_min_years: 2, education_level: 'Bachelor', skills: ['Tally', 'Excel'],
      deadline: kathmanduDay(30), status: 'published',
    },
  });
  expect(response.status(), `create job answered: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function apply(request: APIRequestContext, jobId: string, fullName: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('seeker');
  const after = latestMailSeq();
  const sent = await request.post(apiUrl(`/api/jobs/${jobId}/apply/send-otp/`), { data: { email } });
  expect(sent.ok(), `apply send-otp answered ${sent.status()}`).toBe(true);
  const otp = await waitForOtp(email, { after });
  const applied = await request.post(apiUrl(`/api/jobs/${jobId}/apply/`), {
    multipart: {
      full_name: fullName, email, otp_code: otp, phone: '+977 9841000000', headline: 'Accountant', skills: 'Tally, Excel',
      province: 'Bagmati', district: 'Kathmandu', experience_years: '3', education_level: 'Bachelor',
      cover_letter: 'I keep tidy books.', resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(applied.status(), `apply answered: ${await applied.text()}`).toBe(201);
  return { id: ((await applied.json()) as { application: { id: string } }).application.id, email };
}

/** The raw messages the SMTP peer received for `to`. */
const rawMailTo = (to: string) =>
  readdirSync(stackMailDir()).filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(stackMailDir(), f), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(to.toLowerCase())).map((m) => m.raw);

test('an interview booked from an application shows in the calendar, downloads as .ics and reaches the candidate', async ({ page, employer, request }) => {
  const jobId = await publishJob(request, employer.token, 'Accountant');
  const name = `Gita ${uniqueSurname()}`;
  const application = await apply(request, jobId, name);
  const day = kathmanduDay(1);
  await logInThroughUi(page, employer);

  await page.goto(`/employer/job/${jobId}/candidates?application=${application.id}`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const form = page.getByRole('form', { name: 'Schedule an interview' });
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(typedBs(day));
  await form.getByLabel('Starts (Nepal time)').fill('14:00');
  await form.getByLabel('Ends (Nepal time)').fill('14:45');
  await form.getByLabel('Place').fill('New Baneshwor office, 3rd floor');
  await form.getByLabel('Online meeting link').fill('https://meet.example.com/gita');
  const booked = page.waitForResponse((r) => r.url().endsWith('/api/employer/events/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Book interview' }).click();
  expect((await booked).status()).toBe(201);
  await expect(page.getByText('Interview booked; the candidate has been e-mailed')).toBeVisible();
  const detail = await request.get(apiUrl(`/api/applications/${application.id}/`), { headers: authHeader(employer.token) });
  expect(await detail.json()).toMatchObject({ status: 'interview' });

  await page.goto(`/employer/calendar?view=week&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(`\\(\\d+ \\w+ \\d{4} BS\\)`) }).first()).toBeVisible();
  const link = page.getByRole('link', { name: new RegExp(`14:00–14:45 Interview: ${name}`) });
  await expect(link).toBeVisible();
  await link.click();
  const details = page.getByRole('region', { name: `Interview: ${name} (Accountant)` });
  await expect(details.getByText(/14:00–14:45 Nepal time/)).toBeVisible();
  await expect(details.getByText(/BS\)/)).toBeVisible();

  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download .ics' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`interview-${day}.ics`);
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:Interview: ${name} (Accountant)`);
  const start = new Date(Date.parse(`${day}T14:00:00+05:45`)).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toContain(`DTSTART:${start}`);
  expect(ics).toContain('LOCATION:New Baneshwor office\\, 3rd floor');

  await expect.poll(() => mailTo(application.email).map((m) => m.subject), { message: 'the invitation e-mail', timeout: 15_000 })
    .toContain(`Interview invitation from ${employer.companyName}`);
  const invitation = mailTo(application.email).find((m) => m.subject.startsWith('Interview invitation'))!;
  expect(invitation.text).toContain('New Baneshwor office, 3rd floor');
  expect(invitation.text).toContain('14:00–14:45 Nepal time');
  const raw = rawMailTo(application.email).find((r) => r.includes('Interview invitation'))!;
  expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
  expect(raw).toContain('filename=interview.ics');
});

test('free events: overlap warning, month and agenda views, cancel with confirmation, and the private feed', async ({ page, employer, request }) => {
  const day = kathmanduDay(2);
  await logInThroughUi(page, employer);
  await page.goto(`/employer/calendar?view=month&date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  for (const [title, start, end] of [['Board meeting', '10:00', '11:00'], ['Site visit', '10:30', '11:30']] as const) {
    await page.getByRole('button', { name: 'New event' }).click();
    const form = page.getByRole('form', { name: 'New event' });
    await form.getByLabel('Title').fill(title);
    await form.getByRole('textbox', { name: 'Date', exact: true }).fill(typedBs(day));
    await form.getByLabel('Starts (Nepal time)').fill(start);
    await form.getByLabel('Ends (Nepal time)').fill(end);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(toast(page, 'This overlaps another event: Board meeting.')).toBeVisible();

  const month = page.getByRole('table');
  await expect(month.getByRole('columnheader', { name: 'Sun' })).toBeVisible();
  // On a phone the month's grid only marks the day; its events are listed under the grid, titles whole.
  await expect(month.getByRole('link', { name: /Site visit/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Site visit .*Overlaps/ })).toBeVisible();

  await page.getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/view=agenda/);
  const dayHeading = page.getByRole('heading', { level: 3, name: /BS\)/ }).first();
  await expect(dayHeading).toBeVisible();
  await page.getByRole('link', { name: /10:00–11:00 Board meeting/ }).click();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Cancel "Board meeting"?');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('link', { name: /Board meeting.*Cancelled/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel event' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Make subscription address' }).click();
  const address = page.getByLabel('Subscription address');
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const body = await feed.text();
  expect(body).toContain('SUMMARY:Site visit');
  expect(body).toContain('STATUS:CANCELLED');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
});
