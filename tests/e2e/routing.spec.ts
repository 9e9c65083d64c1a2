import { atPath, PROTECTED_PAGES } from './support/routes';
import { appTookOver, expect, holdScripts, logInThroughUi, test } from './support/fixtures';

test('every protected route sends a logged-out visitor to /login', async ({ page }) => {
  for (const path of PROTECTED_PAGES) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(atPath('/login'));
  }
});

test('/404 and unknown paths redirect to /login', async ({ page }) => {
  for (const path of ['/404', '/no-such-page', '/jobs/not/a/real/path/at/all']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(atPath('/login'));
  }
});

test('/login sends a logged-in employer to the overview', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/login');
  await expect(page).toHaveURL(atPath('/employer/overview'));
});

test('the view scrolls to the top on a path change', async ({ page }) => {
  await page.goto('/faq');
  await appTookOver(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // A client-side navigation through the footer's link to the privacy policy.
  await page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first().click();
  await expect(page).toHaveURL(atPath('/privacy'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a reader who scrolls a prerendered page before the app takes over stays where they scrolled', async ({ page }) => {
  // The takeover waits for the route's code: hold it until the reader has scrolled.
  const { release } = await holdScripts(page, /\/assets\/faq-[^/]*\.js$/);
  await page.goto('/faq');
  await expect(page.locator('#root[inert] h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);

  release();

  await appTookOver(page);
  // The takeover's first render, and anything it queued, has run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a prerendered page waiting for the app shows the loading bar until the app has taken over', async ({ page }) => {
  const { release } = await holdScripts(page, /\/assets\/faq-[^/]*\.js$/);
  // The bar is the inert root's ::before (no script has run to draw an element).
  const bar = () => page.evaluate(() => {
    const style = getComputedStyle(document.getElementById('root')!, '::before');
    return { content: style.content, opacity: style.opacity };
  });
  await page.goto('/faq');
  await expect(page.locator('#root[inert] h1')).toBeVisible();
  await expect.poll(bar, { message: 'the bar fades in while the page is inert' }).toEqual({ content: '""', opacity: '1' });

  release();
  await appTookOver(page);
  expect((await bar()).content).toBe('none');
});

test('the app adopts a prerendered page\'s markup instead of drawing it again', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // The heading as the server sent it, before any script ran.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { firstH1: Element | null }).firstH1 = document.querySelector('h1');
  }));
  for (const path of ['/faq', '/login']) {
    await page.goto(path);
    await appTookOver(page);
    const adopted = await page.evaluate(() => {
      const first = (window as unknown as { firstH1: Element | null }).firstH1;
      return first !== null && first === document.querySelector('h1') && first.isConnected;
    });
    expect(adopted, `${path}: the server's h1 is still the page's h1`).toBe(true);
  }
  // And it works as the app: a client-side navigation, and a field that takes typing.
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@example.com');
  await page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first().click();
  await expect(page).toHaveURL(atPath('/privacy'));
  await expect(page.locator('h1')).toHaveCount(1);
  expect(errors).toEqual([]);
});
