/**
 * The Nepali text sweep (docs/i18n.md): every state of the visual sweep (tests/e2e/support/sweep-routes.ts) opened
 * at `/ne` + its address on a phone, public pages as a visitor, employer pages logged in with the sweep's data and
 * the job seeker's pages signed in as one of its applicants.
 * Each page fails (softly: one run lists every page) on English left on it (support/untranslated.ts) and on Latin
 * digits, where the reader's digits are Devanagari. What the sweep's data wrote (names, job titles, messages,
 * e-mails) is the user's own and stays as written.
 *
 * Cheap on purpose: one page per state at one size, no axe, a screenshot only of a page that fails.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/domain/constants';
import ne from '@/domain/i18n/locales/ne';
import { expect, test as base } from './support/fixtures';
import { sweepData, type SweepData } from './support/sweep-data';
import { SIZES, SWEEP, screenName, stateLabel, type SweepState } from './support/sweep-routes';
import { latinDigits, untranslatedText } from './support/untranslated';

const test = base.extend<{ who: SweepState['who'] }, { sweep: SweepData }>({
  who: ['visitor', { option: true }],
  // Made once per run and shared with the visual sweep (see sweepData).
  // eslint-disable-next-line no-empty-pattern
  sweep: [async ({}, provide) => { await provide(await sweepData()); }, { scope: 'worker', timeout: 180_000 }],
  storageState: async ({ who, sweep, storageState }, provide) => {
    await provide(who === 'employer' ? sweep.storageStatePath : who === 'seeker' ? sweep.seekerStorageStatePath : storageState);
  },
});

/** Text of the Nepali catalogue up to its first placeholder (enough to find a heading or a message by). */
const neStart = (key: keyof typeof ne) => ne[key].split('{')[0]!.trim();
const visible = (page: Page, text: string | RegExp) => expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();

/**
 * The states whose waits (`ready`, `act`) find the page by its English text: the same waits by the Nepali
 * catalogue's. A state missing here whose wait reads English fails as "did not settle".
 */
const IN_NEPALI: Record<string, Pick<SweepState, 'ready' | 'act'>> = {
  '/ [menu-open]': { act: async (page) => {
    await page.locator('#nav-toggle').click();
    await expect(page.getByRole('navigation', { name: ne['header.mainNav'] }).getByRole('link', { name: ne['siteNav.pricing'] })).toBeVisible();
  } },
  '/contact [errors]': { act: async (page) => {
    await page.getByRole('button', { name: ne['contact.send'] }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } },
  '/signup [errors]': { act: async (page) => {
    await page.getByRole('button', { name: ne['signup.next'], exact: true }).first().click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } },
  '/login [errors]': { act: async (page) => {
    await page.getByRole('button', { name: ne['login.submit'], exact: true }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } },
  '/join/$token': { ready: (page) => expect(page.getByRole('button', { name: ne['join.submitNew'] })).toBeVisible() },
  '/join/$token [errors]': { act: async (page) => {
    await page.getByRole('button', { name: ne['join.submitNew'] }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } },
  '/join/$token [invalid]': { ready: (page) => visible(page, ne['join.invalid']) },
  '/seeker/login [errors]': { act: async (page) => {
    await page.getByRole('button', { name: ne['seeker.signIn.sendCode'] }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } },
  '/seeker/applications/$applicationId': { ready: (page) => visible(page, ne['seeker.status.in_review']) },
  '/seeker/applications/$applicationId [withdraw-confirm]': {
    ready: (page) => visible(page, ne['seeker.status.in_review']),
    act: async (page) => {
      await page.getByRole('button', { name: ne['seeker.application.withdraw'] }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  '/seeker/unsubscribe': { ready: (page) => expect(page.getByRole('button', { name: ne['seeker.unsubscribe.confirm'] })).toBeVisible() },
  '/seeker/unsubscribe [missing]': { ready: (page) => visible(page, neStart('seeker.unsubscribe.missing')) },
  '/seeker/profile': { ready: (page) => visible(page, ne['seeker.profile.details']) },
  '/seeker/profile [errors]': { ready: (page) => visible(page, ne['seeker.profile.details']) },
  '/seeker/privacy': { ready: (page) => visible(page, ne['seeker.privacy.downloadHeading']) },
  '/seeker/alerts': { ready: (page) => visible(page, ne['seeker.alerts.none']) },
  '/jobs [best-match]': { ready: (page) => visible(page, /% मिल्छ/) },
  '/seeker/privacy [delete-confirm]': {
    ready: (page) => visible(page, ne['seeker.privacy.downloadHeading']),
    act: async (page) => {
      await page.getByRole('button', { name: ne['seeker.privacy.delete'] }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  '/employer/overview': { ready: (page) => expect(page.getByRole('heading', { name: ne['overview.perDay'] })).toBeVisible() },
  '/employer/jobs/new [errors]': { act: async (page) => {
    await page.getByRole('button', { name: ne['jobs.publish'] }).first().click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } },
  '/employer/jobs/$jobId/edit': { ready: (page) => expect(page.getByRole('textbox', { name: ne['jobLabel.title'] }).first()).toHaveValue('Staff Nurse') },
  '/employer/payment': { ready: (page) => expect(page.getByRole('heading', { name: `${ne['payment.currentPlan']}: ${ne['pricing.planName.starter']}` })).toBeVisible() },
  '/employer/payment/return/$gateway': { ready: (page) => visible(page, neStart('payment.paid')) },
  '/employer/payment/test-gateway/$paymentId': { ready: (page) => expect(page.getByRole('button', { name: ne['payment.testPay'] })).toBeVisible() },
  '/employer/support [new]': { ready: (page) => expect(page.getByRole('textbox', { name: ne['support.subject'] })).toBeVisible() },
  '/employer/billing-settings': { ready: (page) => expect(page.getByRole('textbox', { name: ne['billing.pan'] })).toHaveValue('601234567') },
  '/settings/billing': { ready: (page) => expect(page.getByRole('textbox', { name: ne['billing.pan'] })).toHaveValue('601234567') },
  '/employer/company-settings': { ready: (page) => expect(page.getByRole('textbox', { name: ne['settings.company.name'] })).toHaveValue('Himalayan Tea Traders') },
  '/settings/company': { ready: (page) => expect(page.getByRole('textbox', { name: ne['settings.company.name'] })).toHaveValue('Himalayan Tea Traders') },
  '/employer/security-settings': { ready: (page) => visible(page, ne['security.thisDevice']) },
  '/settings/security': { ready: (page) => visible(page, ne['security.thisDevice']) },
  '/settings/language': { ready: (page) => expect(page.getByRole('radio', { name: 'नेपाली' })).toBeChecked() },
  '/settings/activity': { ready: (page) => visible(page, /^[०-९]+ प्रविष्टि$/) },
};

/**
 * What the sweep's data wrote (tests/e2e/support/sweep-data.ts): the user's own text, shown as written. Kept in
 * step with that file by hand; a name missing here shows up as "untranslated" on the page that shows it.
 */
const PEOPLE = ['Gita Rai', 'Pooja Shrestha', 'Anjali Tamang Gurung', 'Ramesh Thapa', 'Sunita Gurung', 'Sita Rai'];
const OWN_DATA: readonly string[] = [
  ...PEOPLE,
  // Initials the avatars draw from the names
  ...PEOPLE.map((name) => name.split(' ').map((part) => part[0]).join('').slice(0, 2)),
  'Himalayan Tea Traders Pvt. Ltd.', 'Himalayan Tea Traders', 'HT',
  'Tea estates and a packing house in Ilam, selling orthodox tea across Nepal and abroad since 2052 BS.',
  'Staff Nurse', 'Senior Accountant for Finance and Administration (Kathmandu head office)', 'Tea Garden Supervisor', 'Delivery Rider',
  'Care for patients on the medical ward of a busy hospital in Lalitpur. You will work in rotating shifts with a team of twelve nurses, keep patient records and teach new staff.',
  'Registered with the Nepal Nursing Council; two years on a ward; able to work night shifts.',
  'Patan Dhoka, Lalitpur-11', 'Patient care', 'IV therapy', 'Tally', 'Excel', 'VAT returns', 'Team leadership', 'Driving licence',
  'Staff nurse, medical ward', 'Record keeping', '+977 9841000000', '+977 9800000000', '601234567', 'Ilam Bazaar, Ilam',
  ...PEOPLE.slice(0, 4).flatMap((name) => [1, 2, 3, 5].map((years) => `I am ${name}; I have ${years} years on a medical ward and would like to join your team.`)),
  'Needs a council registration first.', 'Strong ICU experience; call after Dashain.',
  'Interview: Anjali Tamang Gurung', 'Head office, Patan Dhoka', 'Bring the council registration.', 'Hiring team meeting', 'Meeting room 2',
  'Namaste Gita! Are you free for an interview on Sunday at 10?', 'Yes, Sunday at 10 works for me. Thank you!',
  'Namaste Pooja! Could you send us your council registration number before Friday?',
  'Invoice for the Growth plan shows the wrong PAN number and our old address in Ilam Bazaar',
  'Our PAN is 601234567; the invoice for last month shows another one.',
  'tax-invoice-JGR-000001-himalayan-tea-traders-kartik-2083.pdf', 'resume.pdf', 'logo.png',
];

/**
 * Latin digits a Nepali page shows on purpose, each with its reason. Keep it tiny.
 */
const DIGITS_ALLOWED: readonly { route: string; text: RegExp; why: string }[] = [
  // The digits choice shows each kind of digit as its sample: "Latin (123)".
  { route: '/settings/language', text: /\(123\)/, why: 'the Latin digits option shows Latin digits' },
  // Invoice numbers as issued on the tax invoice, which a reader matches against the PDF and their books.
  { route: '/employer/payment', text: /JGR-\d{6}/, why: 'invoice numbers' },
  // A network address is an identifier, not a count.
  { route: '/employer/security-settings', text: /"\d+\.\d+\.\d+\.\d+"/, why: 'IP address' },
  { route: '/settings/security', text: /"\d+\.\d+\.\d+\.\d+"/, why: 'IP address' },
];

/** Waits until the page shows what it is for, as the visual sweep does (tests/e2e/visual-sweep.spec.ts `settle`). */
async function settle(page: Page, state: SweepState, data: SweepData): Promise<void> {
  const waits = IN_NEPALI[stateLabel(state)] ?? state;
  await expect(page.locator('#root[inert]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await waits.ready?.(page, data);
  await expect(page.locator('.loading, .navigation-progress')).toHaveCount(0);
  await waits.act?.(page);
}

/** A code the API answers with (`shortlisted`, `full_time`, an id): never the user's text, so never allowed. */
const CODE = /^[a-z0-9_.:/-]*$/;

/**
 * What the API's answers brought to the page: the users' own text (other tests' jobs and people are on the same
 * public list and search), with the initials avatars draw from names. A code is not allowed (shown raw, it is a
 * missing translation), and neither is anything the page wrote itself.
 */
function collectApiText(page: Page): { found: string[]; read: () => Promise<unknown> } {
  const found: string[] = [];
  const reading: Promise<unknown>[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (CODE.test(value)) return;
      found.push(value);
      const words = value.split(' ');
      if (words.length >= 2 && words.every((w) => /^\p{Lu}/u.test(w))) found.push(words.map((w) => w[0]).join('').slice(0, 2));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'GET' || !response.ok() || !new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    reading.push(response.json().then(walk, () => undefined));
  });
  return { found, read: () => Promise.all(reading) };
}

async function findings(page: Page, state: SweepState, data: SweepData): Promise<string[]> {
  const apiText = collectApiText(page);
  await page.goto(`/ne${state.url(data)}`);
  if (state.redirectsTo) {
    await expect(page).toHaveURL((url) => url.pathname === `/ne${state.redirectsTo}`);
    return [];
  }
  await settle(page, state, data);
  const problems: string[] = [];
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'ne') problems.push(`<html lang="${lang}">, not ne`);
  await apiText.read();
  const ownData = [...OWN_DATA, ...apiText.found];
  problems.push(...(await untranslatedText(page, ownData)).map((p) => `English: ${p}`));
  const digitsAllowed = DIGITS_ALLOWED.filter((d) => d.route === state.route);
  problems.push(...(await latinDigits(page, ownData))
    .filter((found) => !digitsAllowed.some((d) => d.text.test(found)))
    .map((p) => `Latin digits: ${p}`));
  return problems;
}

test.use({ viewport: SIZES.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 1, reducedMotion: 'reduce', serviceWorkers: 'block' });

base('every Nepali wait names a state of the sweep', () => {
  const labels = new Set(SWEEP.map(stateLabel));
  expect(Object.keys(IN_NEPALI).filter((label) => !labels.has(label)), 'waits for states the sweep no longer has').toEqual([]);
});

const TITLES = { visitor: 'public pages', employer: 'employer pages, logged in', seeker: 'job seeker pages, signed in' } as const;

for (const who of ['visitor', 'employer', 'seeker'] as const) {
  const states = SWEEP.filter((s) => s.who === who && (!s.sizes || s.sizes.includes('phone')));
  test.describe(() => {
    test.use({ who });
    test(`${TITLES[who]} (${states.length}) in Nepali on a phone`, async ({ context, sweep }, testInfo) => {
      test.setTimeout(30_000 + states.length * 15_000);
      // The sweep reads: it leaves the account's language as the data made it, so the visual sweep, reading the
      // same account in English, is not sent to Nepali by the account's choice (src/session/preferences-sync.ts).
      await context.route('**/api/settings/preferences/', (route) =>
        route.request().method() === 'PATCH' ? route.fulfill({ status: 200, json: {} }) : route.continue());
      // A device that chose Nepali: the account's own choice (another test may have made it English) does not move
      // it back to English (docs/i18n.md "Choosing the language").
      await context.addInitScript((key) => localStorage.setItem(key, 'ne'), STORAGE_KEYS.locale);
      for (const state of states) {
        const label = `/ne${stateLabel(state)}`;
        await test.step(label, async () => {
          const page = await context.newPage();
          try {
            const problems = await findings(page, state, sweep);
            if (problems.length) await page.screenshot({ path: join(testInfo.outputDir, `${screenName(state)}.png`), fullPage: true });
            expect.soft(problems, `${label}: write these in the catalogue (src/domain/i18n/locales/ne.ts)`).toEqual([]);
          } catch (error) {
            await page.screenshot({ path: join(testInfo.outputDir, `${screenName(state)}.png`), fullPage: true }).catch(() => undefined);
            expect.soft(String((error as Error).message ?? error), `${label}: the page did not settle`).toBe('');
          } finally {
            await page.close();
          }
        });
      }
    });
  });
}
