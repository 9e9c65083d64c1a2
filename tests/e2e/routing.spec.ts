import { atPath, PROTECTED_PAGES } from './support/routes';
import { expect, logInThroughUi, test } from './support/fixtures';

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
  await expect(page.locator('h1')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // A client-side navigation through the footer's link to the privacy policy.
  await page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first().click();
  await expect(page).toHaveURL(atPath('/privacy'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
