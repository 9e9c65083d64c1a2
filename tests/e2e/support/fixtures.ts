/** The e2e `test`: Playwright's, plus a fresh employer account per test and the login screen's controls. */
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createEmployer, type Employer } from './accounts';

/**
 * E2E_SLOW_CHUNKS_MS=1500 holds every script for that long, as a weak connection does: a step that acts before
 * the page it waits for has loaded then fails every time instead of now and then.
 */
const SLOW_CHUNKS_MS = Number(process.env.E2E_SLOW_CHUNKS_MS ?? 0);

/** What the page's Content-Security-Policy refused, per browser context (see the `context` fixture). */
const cspViolations = new WeakMap<BrowserContext, string[]>();

/** The CSP violations recorded so far in the page's context; a test that provokes one on purpose empties it. */
export function cspViolationsOf(page: Page): string[] {
  const found = cspViolations.get(page.context());
  if (!found) throw new Error('this page was not opened from the test fixtures');
  return found;
}

const CSP_MARK = 'Content Security Policy violation:';

export const test = base.extend<{ employer: Employer }>({
  // Every page of every test runs under the server's CSP: anything it refuses (a script, a style, a connection,
  // a form target) fails the test that caused it.
  context: async ({ context }, provide) => {
    const found: string[] = [];
    cspViolations.set(context, found);
    await context.addInitScript((mark) => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`${mark} ${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} on ${document.location.pathname}`);
      });
    }, CSP_MARK);
    context.on('console', (msg) => {
      if (msg.text().includes('Content Security Policy')) found.push(msg.text());
    });
    await provide(context);
    expect(found, 'Content Security Policy violations').toEqual([]);
  },
  page: async ({ page }, provide, testInfo) => {
    if (SLOW_CHUNKS_MS > 0) {
      testInfo.setTimeout(testInfo.timeout * 4);
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_CHUNKS_MS));
        await route.continue();
      });
    }
    await provide(page);
  },
  employer: async ({ request }, provide) => {
    await provide(await createEmployer(request));
  },
});

export { expect };

/** The login screen's controls, by the spec's accessible names. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    remember: page.getByRole('checkbox', { name: 'Remember my email' }),
    signIn: page.getByRole('button', { name: 'Sign In', exact: true }),
  };
}

/** Waits until the app has taken over a prerendered page (inert until then: no focus, no typing). */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('#root[inert]')).toHaveCount(0);
}

/** Holds the scripts whose URL matches until `release` is called: the page they belong to waits for them. */
export async function holdScripts(page: Page, url: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** A sonner toast showing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Logs in on /login and waits for the overview; returns the token the login call answered. */
export async function logInThroughUi(
  page: Page,
  employer: Pick<Employer, 'email' | 'password'>,
  options: { remember?: boolean } = {},
): Promise<string> {
  const form = loginForm(page);
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await form.email.fill(employer.email);
  await form.password.fill(employer.password);
  if (options.remember !== undefined) await form.remember.setChecked(options.remember);
  const loginResponse = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/') && r.request().method() === 'POST');
  await form.signIn.click();
  const response = await loginResponse;
  expect(response.status(), 'login call status').toBe(200);
  await expect(page).toHaveURL(/\/employer\/overview$/);
  return ((await response.json()) as { token: string }).token;
}

/** Every value in the page's browser storage, to check a token or e-mail is (not) kept anywhere. */
export function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      Array.from({ length: store.length }, (_, i) => store.getItem(store.key(i)!) ?? ''),
    ),
  );
}
