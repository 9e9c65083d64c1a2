/**
 * The jobs side of the employer workspace end to end: an employer posts a job through the form, it is
 * on the public /jobs board, a job seeker applies (e-mail confirmed by the code from the SMTP peer), the
 * employer sees the application, and the jobs list still shows after an offline reload.
 */
import { randomBytes } from 'node:crypto';
import { uniqueEmail } from './support/accounts';
import { expect, logInThroughUi, test } from './support/fixtures';
import { latestMailSeq, waitForOtp } from './support/mail';
import { keptAnswers } from './support/query-cache';
import { serviceWorkerReady } from './support/service-worker';
import { typedBs } from './support/bs-date';

/** The smallest file that starts like a PDF (the server checks the content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n'
  + 'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A Kathmandu date some days ahead, typed in BS as the date field takes it. */
const daysAhead = (days: number) => typedBs(new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

test('post a job, see it on /jobs, apply as a job seeker, see the application, reload the jobs list offline', async ({
  page, context, employer,
}) => {
  test.setTimeout(90_000);
  const title = `Kotlin Developer ${randomBytes(3).toString('hex')}`;
  const seekerName = 'Sunita Gurung';
  await logInThroughUi(page, employer);

  // Post a job through the form.
  await page.goto('/employer/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Build and ship our Android apps for farmers across Nepal.');
  // Typed as a list, with a line a visitor must see as text, never run.
  await page.getByRole('textbox', { name: 'Requirements' }).fill(
    '- Two years of Kotlin\n- You have shipped an app to the Play Store\n- <img src=x onerror="document.title=1">',
  );
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Technology');
  await page.getByRole('combobox', { name: 'Job Level' }).selectOption('Mid');
  await page.getByRole('combobox', { name: 'Employment Type' }).selectOption('Full Time');
  await page.getByRole('spinbutton', { name: 'Vacancies' }).fill('2');
  await page.getByRole('combobox', { name: 'Province' }).selectOption('Gandaki');
  await page.getByRole('combobox', { name: 'District' }).selectOption('Kaski');
  await page.getByRole('textbox', { name: 'Address' }).fill('Lakeside, Pokhara');
  const minimum = page.getByRole('textbox', { name: 'Minimum Salary' });
  await minimum.fill('80000');
  await page.getByRole('textbox', { name: 'Maximum Salary' }).fill('125000');
  await expect(minimum, 'lakh grouping once the field is left').toHaveValue('80,000');
  await expect(page.getByText('NPR 1,25,000')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Minimum Experience (years)' }).fill('2');
  await page.getByRole('combobox', { name: 'Education Level' }).selectOption('Bachelor');
  const skills = page.getByRole('combobox', { name: 'Skills' }).or(page.getByRole('textbox', { name: 'Skills' }));
  await skills.fill('Kotlin');
  await skills.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Kotlin' })).toBeVisible();
  const deadline = page.getByRole('textbox', { name: 'Application Deadline' });
  await deadline.fill(daysAhead(30));
  await expect(page.getByText(/^\d+ \w+ \d{4} BS = \w{3} \d+ \w{3} \d{4} AD$/)).toBeVisible();

  const created = page.waitForResponse((r) => r.url().endsWith('/api/employer/jobs/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Publish' }).click();
  expect((await created).status(), 'POST /api/employer/jobs/').toBe(201);
  await expect(page).toHaveURL(/\/employer\/job-details\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const jobId = new URL(page.url()).searchParams.get('id')!;
  const requirementsShown = [
    'Two years of Kotlin', 'You have shipped an app to the Play Store', '<img src=x onerror="document.title=1">',
  ];
  const requirements = page.getByRole('heading', { name: 'Requirements' }).locator('xpath=following-sibling::div[1]');
  await expect(requirements.getByRole('listitem')).toHaveText(requirementsShown);

  // A job seeker finds it on the public board and applies.
  const seeker = await context.browser()!.newContext();
  const board = await seeker.newPage();
  const origin = new URL(page.url()).origin;
  await board.goto(`${origin}/jobs?q=${encodeURIComponent(title)}&province=Gandaki`);
  // On a phone the chosen province is folded under More filters, which says one filter is set.
  await board.getByRole('button', { name: 'More filters (1 set)' }).click();
  await expect(board.getByRole('combobox', { name: 'Province' })).toHaveValue('Gandaki');
  await board.getByRole('link', { name: title, exact: true }).click();
  await expect(board).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(board.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(board.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveText(requirementsShown);
  await expect(board.getByRole('region', { name: 'Requirements' }).locator('img')).toHaveCount(0);

  const email = uniqueEmail('seeker');
  await board.getByRole('textbox', { name: 'Full Name' }).fill(seekerName);
  await board.getByRole('textbox', { name: 'Email' }).fill(email);
  const after = latestMailSeq();
  await board.getByRole('button', { name: 'Send Code' }).click();
  const otp = await waitForOtp(email, { after });
  await board.getByRole('textbox', { name: 'Verification Code' }).fill(otp);
  await board.getByRole('textbox', { name: 'Phone' }).fill('+977 9812345678');
  const seekerSkills = board.getByRole('combobox', { name: 'Skills' }).or(board.getByRole('textbox', { name: 'Skills' }));
  await seekerSkills.fill('Kotlin');
  await seekerSkills.press('Enter');
  await board.getByRole('combobox', { name: 'Province' }).selectOption('Gandaki');
  await board.getByRole('combobox', { name: 'District' }).selectOption('Kaski');
  await board.getByRole('spinbutton', { name: 'Experience (years)' }).fill('3');
  await board.getByRole('combobox', { name: 'Education Level' }).selectOption('Bachelor');
  await board.getByRole('textbox', { name: 'Cover Letter' }).fill('I built two Kotlin apps used in Pokhara.');
  await board.getByLabel('Résumé (PDF)').setInputFiles({ name: 'sunita-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  const applied = board.waitForResponse((r) => r.url().endsWith(`/api/jobs/${jobId}/apply/`));
  await board.getByRole('button', { name: 'Send Application' }).click();
  const answer = await applied;
  expect(answer.status(), `POST apply: ${await answer.text()}`).toBe(201);
  await expect(board.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await seeker.close();

  // The employer sees the application on the job and on the overview.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Newest applications' }).getByText(seekerName)).toBeVisible();
  await page.goto('/employer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent applications' }).getByText(seekerName)).toBeVisible();

  // The jobs list, seen once online (opened from the navigation), still shows after a reload offline.
  await page.getByRole('navigation', { name: 'Employer', exact: true }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await serviceWorkerReady(page);
  // Kept on the device a moment after it arrived (src/session/query-cache-store.ts).
  const listKept = async () => Object.values(await keptAnswers(page)).some((kept) =>
    Object.values(JSON.parse(kept.text) as Record<string, { queryKey: unknown[] }>)
      .some((query) => query.queryKey.join('/').startsWith('employer/jobs/list') && JSON.stringify(query).includes(title)));
  await expect.poll(listKept).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.setOffline(false);
});
