/**
 * What the visual sweep opens: every route of src/routeTree.gen.ts (the sweep fails when one is missing here),
 * public pages as a visitor sees them, employer pages logged in with the sweep's data and the job seeker's pages
 * signed in as one of its applicants, plus a few key states
 * that cost one click (a menu, a panel, a form's errors, another calendar view).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SweepData } from './sweep-data';

export const SIZES = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1366, height: 768 },
} as const;
export type Size = keyof typeof SIZES;

export interface SweepState {
  /** The route's full path as src/routeTree.gen.ts names it. */
  route: string;
  /** A key state of the route (empty: the route as it opens). */
  state?: string;
  who: 'visitor' | 'employer' | 'seeker';
  url: (data: SweepData) => string;
  /** Where the route sends everyone instead: only the redirect is checked (the target has its own entry). */
  redirectsTo?: string;
  /** What shows that the page's data is there, beyond the common waits. */
  ready?: (page: Page, data: SweepData) => Promise<void>;
  /** Brings the page into the state once it is ready. */
  act?: (page: Page) => Promise<void>;
  /** Another route that renders the same component (axe runs there only; the layout checks and picture run here too). */
  aliasOf?: string;
  /** Only at these sizes (a state that exists at one size only). */
  sizes?: Size[];
}

const visible = (page: Page, text: string | RegExp) => expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();

const visitor = (route: string, extra: Partial<SweepState> = {}): SweepState => ({ route, who: 'visitor', url: () => route, ...extra });
const employer = (route: string, extra: Partial<SweepState> = {}): SweepState => ({ route, who: 'employer', url: () => route, ...extra });
const seeker = (route: string, extra: Partial<SweepState> = {}): SweepState => ({ route, who: 'seeker', url: () => route, ...extra });

export const SWEEP: SweepState[] = [
  visitor('/'),
  visitor('/', { state: 'menu-open', sizes: ['phone'], act: async (page) => {
    await page.locator('#nav-toggle').click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
  } }),
  visitor('/404', { redirectsTo: '/login' }),
  visitor('/services'),
  visitor('/faq'),
  visitor('/contact'),
  visitor('/contact', { state: 'errors', act: async (page) => {
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } }),
  visitor('/terms'),
  visitor('/privacy'),
  visitor('/pricing'),
  visitor('/registration', { aliasOf: '/signup' }),
  visitor('/employer-registration', { aliasOf: '/signup' }),
  visitor('/signup'),
  visitor('/signup', { state: 'errors', act: async (page) => {
    await page.getByRole('button', { name: /next|continue/i }).first().click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } }),
  visitor('/login'),
  visitor('/login', { state: 'errors', act: async (page) => {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } }),
  visitor('/forgot-password'),
  visitor('/jobs', { ready: (page) => visible(page, 'Staff Nurse') }),
  visitor('/jobs/$jobId', { url: (d) => `/jobs/${d.jobId}`, ready: (page) => visible(page, 'Patan Dhoka') }),
  visitor('/machines'),
  visitor('/reply', { url: (d) => `/reply#${d.replyToken}`, ready: (page) => visible(page, 'Sunday at 10 works') }),
  visitor('/join/$token', { url: (d) => `/join/${d.joinToken}`, ready: (page) => expect(page.getByRole('button', { name: 'Create account and join' })).toBeVisible() }),
  visitor('/join/$token', { state: 'errors', url: (d) => `/join/${d.joinToken}`, act: async (page) => {
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } }),
  visitor('/seeker/login'),
  visitor('/seeker/login', { state: 'errors', act: async (page) => {
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } }),
  visitor('/seeker', { redirectsTo: '/seeker/login' }),
  visitor('/seeker/', { redirectsTo: '/seeker/login' }),
  seeker('/seeker/applications/', { url: () => '/seeker/applications', ready: (page) => visible(page, 'Staff Nurse') }),
  seeker('/seeker/applications/$applicationId', {
    url: (d) => `/seeker/applications/${d.seekerApplicationId}`, ready: (page) => visible(page, 'In review'),
  }),
  seeker('/seeker/applications/$applicationId', {
    state: 'withdraw-confirm', url: (d) => `/seeker/applications/${d.seekerApplicationId}`, ready: (page) => visible(page, 'In review'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Withdraw application' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  }),
  seeker('/seeker/profile', { ready: (page) => visible(page, 'Your details') }),
  seeker('/seeker/profile', {
    state: 'errors', ready: (page) => visible(page, 'Your details'),
    act: async (page) => {
      await page.locator('#profile-full-name').fill('');
      await page.locator('form button[type=submit]').click();
      await expect(page.locator('.field-error').first()).toBeVisible();
    },
  }),
  seeker('/seeker/messages/', { url: () => '/seeker/messages', ready: (page) => visible(page, /council registration number/) }),
  seeker('/seeker/messages/$conversationId', {
    url: (d) => `/seeker/messages/${d.seekerConversationId}`, ready: (page) => visible(page, /council registration number/),
  }),
  seeker('/seeker/privacy', { ready: (page) => visible(page, 'Download your data') }),
  seeker('/seeker/alerts', { ready: (page) => visible(page, 'You have no saved searches yet.') }),
  seeker('/jobs', { state: 'best-match', url: () => '/jobs?sort=match', ready: (page) => visible(page, /% match/) }),
  seeker('/seeker/privacy', {
    state: 'delete-confirm', ready: (page) => visible(page, 'Download your data'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Delete my data' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  }),
  visitor('/seeker/unsubscribe', {
    url: () => '/seeker/unsubscribe?token=sweep-link', ready: (page) => expect(page.getByRole('button', { name: 'Stop these e-mails' })).toBeVisible(),
  }),
  visitor('/seeker/unsubscribe', { state: 'missing', ready: (page) => visible(page, 'This link is incomplete') }),
  visitor('/join/$token', { state: 'invalid', url: () => '/join/no-such-invitation', ready: (page) => visible(page, 'This invitation is no longer valid') }),

  employer('/employer/overview', { ready: (page) => expect(page.getByRole('heading', { name: 'Applications per day' })).toBeVisible() }),
  employer('/employer/jobs', { ready: (page) => visible(page, 'Tea Garden Supervisor') }),
  employer('/employer/jobs/new'),
  employer('/employer/jobs/new', { state: 'errors', act: async (page) => {
    await page.getByRole('button', { name: /publish/i }).first().click();
    await expect(page.locator('.field-error').first()).toBeVisible();
  } }),
  employer('/employer/jobs/$jobId/edit', { url: (d) => `/employer/jobs/${d.jobId}/edit`, ready: async (page) => {
    await expect(page.getByRole('textbox', { name: /title/i }).first()).toHaveValue('Staff Nurse');
  } }),
  employer('/employer/job-details', { url: (d) => `/employer/job-details?id=${d.jobId}`, ready: (page) => visible(page, 'Patan Dhoka') }),
  employer('/employer/job/$jobId/candidates', { url: (d) => `/employer/job/${d.jobId}/candidates`, ready: (page) => visible(page, 'Pooja Shrestha') }),
  employer('/employer/job/$jobId/candidates', { state: 'application', url: (d) => `/employer/job/${d.jobId}/candidates?application=${d.applicationId}`,
    ready: (page) => visible(page, 'would like to join your team') }),
  // Every job seeker on the portal, newest first: the run's other specs add seekers after the sweep's, so the page
  // is ready when it lists anyone, not when it lists one of the sweep's.
  employer('/employer/candidates', { ready: (page) => expect(page.locator('.result-list > li').first()).toBeVisible() }),
  employer('/employer/saved', { ready: (page) => visible(page, 'Pooja Shrestha') }),
  employer('/employer/swipe'),
  employer('/employer/swipe', { state: 'deck', url: (d) => `/employer/swipe?mode=applicants&job=${d.jobId}`, ready: (page) => visible(page, /Gita Rai|Pooja Shrestha|Anjali/) }),
  employer('/employer/messages', { ready: (page) => visible(page, 'Gita Rai') }),
  employer('/employer/messages', { state: 'conversation', url: (d) => `/employer/messages?c=${d.conversationId}`, ready: (page) => visible(page, 'Sunday at 10 works') }),
  employer('/employer/calendar', { ready: (page) => visible(page, /Anjali|Hiring team meeting/) }),
  employer('/employer/calendar', { state: 'week', url: () => '/employer/calendar?view=week', ready: (page) => visible(page, /Anjali|Hiring team meeting/) }),
  employer('/employer/calendar', { state: 'agenda', url: () => '/employer/calendar?view=agenda', ready: (page) => visible(page, 'Hiring team meeting') }),
  employer('/employer/calendar', { state: 'event', url: (d) => `/employer/calendar?event=${d.interviewId}`, ready: (page) => visible(page, 'Bring the council registration.') }),
  employer('/employer/payment', { ready: (page) => expect(page.getByRole('heading', { name: 'Current plan: Starter' })).toBeVisible() }),
  employer('/employer/payment/return/$gateway', { url: (d) => `/employer/payment/return/test?payment=${d.paidPaymentId}`,
    ready: (page) => visible(page, 'Payment received') }),
  employer('/employer/payment/test-gateway/$paymentId', { url: (d) => `/employer/payment/test-gateway/${d.pendingPaymentId}`,
    ready: (page) => expect(page.getByRole('button', { name: 'Pay (test)' })).toBeVisible() }),
  employer('/employer/support', { ready: (page) => visible(page, 'shows the wrong PAN') }),
  employer('/employer/support', { state: 'ticket', url: (d) => `/employer/support?ticket=${d.ticketId}`, ready: (page) => visible(page, 'shows another one') }),
  employer('/employer/support', { state: 'new', url: () => '/employer/support?new=true', ready: (page) => expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible() }),
  employer('/employer/settings'),
  employer('/employer/billing-settings', { ready: (page) => expect(page.getByRole('textbox', { name: 'PAN/VAT Number' })).toHaveValue('601234567') }),
  employer('/employer/company-settings', { ready: (page) => expect(page.getByRole('textbox', { name: /company name/i })).toHaveValue('Himalayan Tea Traders') }),
  employer('/employer/notification-settings', { ready: (page) => expect(page.getByRole('switch').first()).toBeVisible() }),
  employer('/employer/profile-settings', { ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible() }),
  employer('/employer/security-settings', { ready: (page) => visible(page, /This device|Current/) }),
  employer('/employer/not-found'),
  employer('/settings/billing', { aliasOf: '/employer/billing-settings', ready: (page) => expect(page.getByRole('textbox', { name: 'PAN/VAT Number' })).toHaveValue('601234567') }),
  employer('/settings/company', { aliasOf: '/employer/company-settings', ready: (page) => expect(page.getByRole('textbox', { name: /company name/i })).toHaveValue('Himalayan Tea Traders') }),
  employer('/settings/language', { ready: (page) => expect(page.getByRole('radio', { name: 'English' })).toBeChecked() }),
  employer('/settings/notifications', { aliasOf: '/employer/notification-settings', ready: (page) => expect(page.getByRole('switch').first()).toBeVisible() }),
  employer('/settings/profile', { aliasOf: '/employer/profile-settings', ready: (page) => expect(page.getByRole('textbox').first()).toBeVisible() }),
  employer('/settings/security', { aliasOf: '/employer/security-settings', ready: (page) => visible(page, /This device|Current/) }),
  employer('/settings/team', { ready: (page) => visible(page, 'Sunita Gurung') }),
  employer('/settings/activity', { ready: (page) => visible(page, /^\d+ entr(y|ies)$/) }),
];

/** The full paths of src/routeTree.gen.ts (its FileRoutesByFullPath interface), as the router knows them. */
export function routeTreePaths(): string[] {
  const source = readFileSync(resolve(import.meta.dirname, '../../../src/routeTree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error('src/routeTree.gen.ts has no FileRoutesByFullPath interface: has the router changed its generated file?');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

/** A file-name-safe name: "/employer/job/$jobId/candidates" + "application" → "employer_job_jobId_candidates--application". */
export function screenName(state: SweepState): string {
  const base = state.route === '/' ? 'index' : state.route.slice(1).replace(/\//g, '_').replace(/\$/g, '');
  return state.state ? `${base}--${state.state}` : base;
}

export const stateLabel = (state: SweepState): string => (state.state ? `${state.route} [${state.state}]` : state.route);
