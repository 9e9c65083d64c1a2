/**
 * Plans on the job screens against the real server: a complete job refused by the plan's active-job limit says only
 * that (with the way to upgrade), and featuring jobs from the list and the job's page within the plan's featured
 * jobs, marked Featured on the public list and job page. Data is made through the API; a plan is bought with the
 * test gateway.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiUrl, authHeader } from './support/accounts';
import { expect, logInThroughUi, test, toast } from './support/fixtures';

/** A word no other test uses, so a search finds exactly this run's jobs. */
const uniqueWord = () => `Zq${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete job through the API: published, or a draft ready to publish. */
async function postJob(request: APIRequestContext, token: string, title: string, status: 'published' | 'draft' = 'published') {
  const response = await request.post(apiUrl('/api/employer/jobs/'), {
    headers: authHeader(token),
    data: {
      title,
      description: 'Guide trekkers on the Annapurna circuit and keep them safe.',
      requirements: 'A trekking guide licence; three seasons on the trail.',
      category: 'Hospitality',
      job_level: 'Mid',
      employment_type: 'Full Time',
      vacancies: 2,
      province: 'Gandaki',
      district: 'Kaski',
      address: 'Lakeside, Pokhara',
      remote_allowed: false,
      salary_min: 40_000,
      salary_max: 60_000,
      salary_negotiable: false,
      show_salary: true,
      experience_min_years: 2,
      education_level: '+2',
      skills: ['Trekking', 'First aid'],
      deadline: inDays(30),
      status,
    },
  });
  expect(response.status(), `POST job: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Buys `plan` with the test gateway, through the API. */
async function buyPlan(request: APIRequestContext, token: string, plan: string) {
  const headers = authHeader(token);
  const details = await request.patch(apiUrl('/api/employer/billing/details/'), {
    headers, data: { legal_name: 'Annapurna Treks Pvt. Ltd.', pan_number: '601234567', address: 'Lakeside, Pokhara' },
  });
  expect(details.ok()).toBe(true);
  const checkout = await request.post(apiUrl('/api/employer/billing/checkout/'), { headers, data: { plan, gateway: 'test' } });
  const { payment } = (await checkout.json()) as { payment: { id: string } };
  await request.post(apiUrl(`/api/employer/billing/test-gateway/${payment.id}/`), { headers, data: { action: 'pay' } });
  const confirmed = await request.post(apiUrl('/api/employer/billing/payments/confirm/'), {
    headers, data: { gateway: 'test', query: `payment=${payment.id}` },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('completed');
}

test('publishing a complete job beyond the plan says only the plan\'s limit, and the upgrade is one tap away', async ({ page, employer, request }) => {
  const word = uniqueWord();
  for (let i = 0; i < 5; i++) await postJob(request, employer.token, `${word} Guide ${i}`);
  await postJob(request, employer.token, `${word} Porter`, 'draft');
  await logInThroughUi(page, employer);

  await page.goto('/employer/jobs?status=draft');
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Free plan: 5 of 5 active jobs · 0 of 0 featured');
  await page.getByRole('button', { name: `Publish ${word} Porter` }).click();

  const limit = 'Your Free plan allows 5 active jobs at a time. Close a job or upgrade your plan to publish this one.';
  await expect(toast(page, limit)).toBeVisible();
  await expect(toast(page, 'Complete the job before publishing it')).toHaveCount(0);
  await toast(page, limit).getByRole('button', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/employer\/payment$/);
  await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();
  await expect(page.getByText('Active jobs: 5 of 5')).toBeVisible();
});

test('feature a job from the list and stop from its page, within the plan\'s featured jobs; job seekers see it marked first', async ({
  page, employer, request, context,
}) => {
  const word = uniqueWord();
  await buyPlan(request, employer.token, 'starter');
  const older = await postJob(request, employer.token, `${word} Cook`);
  await postJob(request, employer.token, `${word} Waiter`);
  await logInThroughUi(page, employer);

  await page.goto('/employer/jobs');
  const usage = page.getByRole('region', { name: 'Your plan' });
  await expect(usage).toContainText('Starter plan: 2 of 10 active jobs · 0 of 1 featured');
  await page.getByRole('button', { name: `Feature ${word} Cook` }).click();
  await expect(toast(page, `“${word} Cook” is featured: job seekers see it first`)).toBeVisible();
  await expect(usage).toContainText('1 of 1 featured');
  const cook = page.getByRole('article').filter({ has: page.getByRole('link', { name: `${word} Cook`, exact: true }) });
  await expect(cook.getByText('Featured', { exact: true })).toBeVisible();

  // The Starter plan features one job: the second says so in the plan's words.
  await page.getByRole('button', { name: `Feature ${word} Waiter` }).click();
  const limit = 'Your Starter plan allows 1 featured job at a time. Stop featuring a job or upgrade your plan to feature this one.';
  await expect(toast(page, limit)).toBeVisible();
  await expect(toast(page, limit).getByRole('button', { name: 'Upgrade plan' })).toBeVisible();

  // Job seekers: the featured job first and marked, on the list and on its page.
  const seeker = await context.browser()!.newContext();
  const board = await seeker.newPage();
  const origin = new URL(page.url()).origin;
  await board.goto(`${origin}/jobs?q=${word}`);
  const cards = board.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(`${word} Cook`);
  await expect(cards.first().getByText('Featured', { exact: true })).toBeVisible();
  await expect(cards.nth(1).getByText('Featured', { exact: true })).toHaveCount(0);
  await cards.first().getByRole('link', { name: `${word} Cook` }).click();
  await expect(board.getByRole('heading', { level: 1, name: `${word} Cook` })).toBeVisible();
  await expect(board.getByText('Featured', { exact: true })).toBeVisible();

  // The employer stops featuring it from the job's page; job seekers no longer see the mark.
  await page.goto(`/employer/job-details?id=${older}`);
  await expect(page.getByRole('heading', { level: 1, name: `${word} Cook` })).toBeVisible();
  await expect(page.getByText('Featured', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Stop featuring ${word} Cook` }).click();
  await expect(toast(page, `“${word} Cook” is no longer featured`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Feature ${word} Cook` })).toBeVisible();
  await board.reload();
  await expect(board.getByRole('heading', { level: 1, name: `${word} Cook` })).toBeVisible();
  await expect(board.getByText('Featured', { exact: true })).toHaveCount(0);
  await seeker.close();
});
