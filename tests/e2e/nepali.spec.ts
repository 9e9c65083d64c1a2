/**
 * The portal in Nepali end to end (docs/i18n.md): a new employer signs up, posts a job and shortlists an applicant,
 * and a login is locked after wrong passwords, all at `/ne/...` URLs. Every screen is read in Nepali: `<html lang>`,
 * the names of its controls (from src/domain/i18n/locales/ne.ts), links that stay under /ne/, the language switch
 * back to the same page in English, and no English left on it (support/untranslated.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LOGIN_MAX_FAILURES_PER_EMAIL } from '@/domain/constants';
import { STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { applyToJob } from './support/applications';
import { typedBs } from './support/bs-date';
import { expect, test } from './support/fixtures';
import { latestMailSeq, waitForOtp } from './support/mail';
import { expectNepaliOnly, latinDigits } from './support/untranslated';

/** The site's pages a visitor reaches without an account. */
const PUBLIC_PAGES = ['/', '/services', '/pricing', '/faq', '/privacy', '/terms', '/contact', '/jobs', '/login', '/signup'];

const DEVANAGARI_CLOCK = /[०-९]+:[०-९]{2}/;

/** `<html lang="ne">`, every link of the page's own site under /ne/, and the switch's link to the same page in English. */
async function expectNepaliPage(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  expect(path, 'a Nepali page is at a /ne/ URL').toMatch(/^\/ne(\/|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const english = path.slice(3) || '/';
  await expect(page.getByRole('link', { name: 'English', exact: true }).first()).toHaveAttribute('href', new RegExp(`^${english}(\\?|#|$)`));
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links
      .filter((a) => (a as HTMLElement).checkVisibility() && !a.hasAttribute('hreflang') && !a.hasAttribute('download'))
      .map((a) => a.getAttribute('href')!));
  const local = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'));
  expect(local.filter((href) => !/^\/ne(\/|$|\?|#)/.test(href)), `links on ${path} that leave Nepali`).toEqual([]);
}

/** Latin digits shown on a Nepali page, noted on the test (the portal writes Devanagari digits itself). */
async function noteLatinDigits(page: Page, allowed: readonly string[]): Promise<void> {
  const found = await latinDigits(page, allowed);
  if (found.length) {
    test.info().annotations.push({ type: 'latin digits', description: `${new URL(page.url()).pathname}: ${found.join(' | ')}` });
  }
}

/** The full check of a Nepali screen: the page, no English, and digits noted. */
async function checkScreen(page: Page, allowed: readonly string[] = []): Promise<void> {
  await expectNepaliPage(page);
  await expectNepaliOnly(page, allowed);
  await noteLatinDigits(page, allowed);
}

test.describe('public pages in Nepali', () => {
  for (const path of PUBLIC_PAGES) {
    test(`/ne${path} is all Nepali and its switch leads to ${path}`, async ({ page }) => {
      // The job list shows what employers wrote (titles, company names) as they wrote it: their own data.
      const jobList = path === '/jobs' ? page.waitForResponse((r) => new URL(r.url()).pathname === '/api/jobs/') : undefined;
      await page.goto(`/ne${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root[inert]')).toHaveCount(0);
      const listed = jobList ? ((await (await jobList).json()) as { results: { title: string; company: { name: string } }[] }).results : [];
      await checkScreen(page, listed.flatMap((job) => [job.title, job.company.name]));
      await page.getByRole('link', { name: 'English', exact: true }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test('a new employer signs up, posts a job and shortlists an applicant, all in Nepali', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('nepali');
  const company = `Everest Digital ${randomBytes(2).toString('hex')}`;
  const contact = 'Sita Sharma';
  const title = `Kotlin Developer ${randomBytes(3).toString('hex')}`;
  const applicant = 'Anjali Tamang';
  // What this test typed or made: the user's own data, shown as it was written.
  const ownData = [email, company, contact, '+977 9812345678', title, 'Lakeside, Pokhara', 'Kotlin', applicant, 'AT' /* its initials */,
    'Build and ship our Android apps for farmers across Nepal.', 'Two years of Kotlin',
    // applyToJob's application (tests/e2e/support/applications.ts)
    'Staff nurse', 'Patient care', 'I have three years on a medical ward.', 'resume.pdf', '+977 9841000000'];

  // Sign up, in five steps.
  await page.goto('/ne/signup');
  const next = page.getByRole('button', { name: 'अर्को', exact: true });
  const step = (name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });
  await expect(page.getByRole('heading', { level: 1, name: 'आफ्नो रोजगारदाता खाता बनाउनुहोस्' })).toBeVisible();
  await expect(step('कम्पनीको जानकारी')).toBeVisible();
  await checkScreen(page, ownData);
  await page.getByRole('textbox', { name: 'कम्पनीको नाम', exact: true }).fill(company);
  await page.getByRole('textbox', { name: 'इमेल', exact: true }).fill(email);
  await next.click();

  await expect(step('कम्पनीको प्रोफाइल')).toBeVisible();
  await page.getByRole('combobox', { name: 'उद्योगको प्रकार' }).selectOption('Hospitality');
  await checkScreen(page, ownData);
  await next.click();

  await expect(step('सम्पर्क विवरण')).toBeVisible();
  await page.getByRole('textbox', { name: 'सम्पर्क व्यक्ति', exact: true }).fill(contact);
  await page.getByRole('textbox', { name: 'सम्पर्क नम्बर', exact: true }).fill('+977 9812345678');
  await checkScreen(page, ownData);
  await next.click();

  await expect(step('खाताको सुरक्षा')).toBeVisible();
  await page.getByLabel('पासवर्ड', { exact: true }).fill('short1A');
  await page.getByLabel('पासवर्ड पुष्टि गर्नुहोस्', { exact: true }).fill('short1A');
  await next.click();
  await expect(page.getByText('पासवर्डमा कम्तीमा ८ अक्षर हुनुपर्छ', { exact: true })).toBeVisible();
  await checkScreen(page, ownData);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('पासवर्ड पुष्टि गर्नुहोस्', { exact: true }).fill(STRONG_PASSWORD);
  await next.click();

  // The code comes from the SMTP peer; the resend countdown is in Devanagari digits.
  await expect(step('इमेल प्रमाणीकरण')).toBeVisible();
  const mailBefore = latestMailSeq();
  await next.click();
  const otp = await waitForOtp(email, { after: mailBefore });
  await expect(page.getByText(/^तपाईं [०-९]+:[०-९]{2} पछि कोड फेरि पठाउन सक्नुहुन्छ/)).toBeVisible();
  await checkScreen(page, ownData);
  await page.getByRole('textbox', { name: /^अङ्क (1|१)$/ }).evaluate((box, code) => {
    const data = new DataTransfer();
    data.setData('text/plain', code);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, otp);
  await page.getByRole('checkbox', { name: /सेवाका सर्तहरू/ }).check();
  await page.getByRole('button', { name: /^(अर्को|दर्ता गर्नुहोस्)$/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ne/employer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'सारांश' })).toBeVisible();
  await checkScreen(page, ownData);

  // Post a job through the form.
  await page.getByRole('navigation', { name: 'रोजगारदाता', exact: true }).getByRole('link', { name: 'जागिर', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/ne/employer/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'जागिरहरू' })).toBeVisible();
  await checkScreen(page, ownData);
  await page.goto('/ne/employer/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'जागिर पोस्ट गर्नुहोस्' })).toBeVisible();
  await page.getByRole('textbox', { name: 'पदको नाम' }).fill(title);
  await page.getByRole('textbox', { name: 'विवरण' }).fill('Build and ship our Android apps for farmers across Nepal.');
  await page.getByRole('textbox', { name: 'आवश्यकताहरू' }).fill('- Two years of Kotlin');
  await page.getByRole('combobox', { name: 'क्षेत्र' }).selectOption('Technology');
  await page.getByRole('combobox', { name: 'पदको तह' }).selectOption('Mid');
  await page.getByRole('combobox', { name: 'रोजगारीको प्रकार' }).selectOption('Full Time');
  await page.getByRole('spinbutton', { name: 'रिक्त पद सङ्ख्या' }).fill('2');
  await page.getByRole('combobox', { name: 'प्रदेश' }).selectOption('Gandaki');
  await page.getByRole('combobox', { name: 'जिल्ला' }).selectOption('Kaski');
  await page.getByRole('textbox', { name: 'ठेगाना' }).fill('Lakeside, Pokhara');
  await page.getByRole('textbox', { name: 'न्यूनतम तलब' }).fill('80000');
  await page.getByRole('textbox', { name: 'अधिकतम तलब' }).fill('125000');
  await page.getByRole('spinbutton', { name: 'न्यूनतम अनुभव (वर्ष)' }).fill('2');
  await page.getByRole('combobox', { name: 'शिक्षाको तह' }).selectOption('Bachelor');
  const skills = page.getByRole('combobox', { name: 'सीप' }).or(page.getByRole('textbox', { name: 'सीप' }));
  await skills.fill('Kotlin');
  await skills.press('Enter');
  await page.getByRole('textbox', { name: 'आवेदनको अन्तिम मिति' })
    .fill(typedBs(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)));
  // The salary as read back, in rupees (its digits are noted by checkScreen when they are Latin).
  await expect(page.getByText(/^रु [०-९0-9,]+$/).last()).toBeVisible();
  await checkScreen(page, ownData);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/employer/jobs/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'प्रकाशित गर्नुहोस्', exact: true }).click();
  expect((await created).status(), 'POST /api/employer/jobs/').toBe(201);
  await expect(page).toHaveURL(/\/ne\/employer\/job-details\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await checkScreen(page, ownData);
  const jobId = new URL(page.url()).searchParams.get('id')!;

  // An applicant applies (through the API), and is shortlisted on the job's pipeline.
  await applyToJob(request, jobId, applicant);
  await page.goto(`/ne/employer/job/${jobId}/candidates`);
  await expect(page.getByRole('heading', { level: 1, name: 'जागिरका उम्मेदवारहरू' })).toBeVisible();
  const stages = page.getByRole('navigation', { name: 'छनोट प्रक्रियाका चरणहरू' });
  await expect(stages.getByRole('link', { name: 'आवेदन दिइएको १ आवेदन' })).toBeVisible();
  await checkScreen(page, ownData);
  await page.getByRole('link', { name: new RegExp(`^${applicant}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: applicant })).toBeVisible();
  await checkScreen(page, ownData);
  await page.getByRole('button', { name: 'छोटो सूचीमा राख्नुहोस्', exact: true }).click();
  await expect(stages.getByRole('link', { name: 'छोटो सूचीमा १ आवेदन' })).toBeVisible();
  await expect(stages.getByRole('link', { name: 'आवेदन दिइएको ० आवेदन' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'अन्तर्वार्तामा सार्नुहोस्' })).toBeVisible();
  await checkScreen(page, ownData);

  // The switch takes the reader to the same page in English.
  const here = new URL(page.url());
  await page.getByRole('link', { name: 'English', exact: true }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === here.pathname.slice(3) && url.search === here.search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Candidates' })).toBeVisible();
});

test('wrong passwords lock a Nepali login, with the countdown in Devanagari digits', async ({ page, employer }) => {
  await page.clock.install();
  await page.goto('/ne/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, [employer.email]);
  const email = page.getByLabel('इमेल', { exact: true });
  const password = page.getByLabel('पासवर्ड', { exact: true });
  const signIn = page.getByRole('button', { name: 'लग इन गर्नुहोस्', exact: true });
  await email.fill(employer.email);
  let status = 0;
  for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES_PER_EMAIL + 1 && status !== 429; attempt += 1) {
    await password.fill(`Wrong-guess-${attempt}`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/'));
    await signIn.click();
    status = (await answer).status();
    await expect(password).toHaveValue('');
  }
  expect(status, 'the server locks the e-mail after repeated failures').toBe(429);

  const banner = page.getByRole('alert').filter({ hasText: 'खाता लक गरिएको छ' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/तपाईं [०-९]+:[०-९]{2} पछि फेरि प्रयास गर्न सक्नुहुन्छ।/);
  // The server's own message beside it may still carry Latin digits: noted by checkScreen below.
  await expect(signIn).toBeDisabled();
  await checkScreen(page, [employer.email]);
  const clock = async () => DEVANAGARI_CLOCK.exec(await banner.innerText())?.[0];
  const atLock = await clock();
  await page.clock.runFor(60_000);
  await expect.poll(clock).not.toBe(atLock);
});
