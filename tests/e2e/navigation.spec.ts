import type { Page } from '@playwright/test';
import { atPath } from './support/routes';
import { appTookOver, expect, holdScripts, logInThroughUi, test } from './support/fixtures';

/** On phones the bar folds into a "Menu" disclosure. */
async function openMainNavigation(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // rendered, so isVisible() is settled
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

test('the bar has the spec\'s links, a More menu with the legal pages, and logged-out actions', async ({ page }) => {
  await page.goto('/');
  const nav = await openMainNavigation(page);
  for (const name of ['Home', 'Registration', 'Services', 'FAQs', 'Contact', 'Pricing', 'Post a Job', 'Sign In', 'Sign Up']) {
    await expect(nav.getByRole('link', { name, exact: true }), name).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Employer Dashboard' })).toHaveCount(0);

  await nav.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('menu', { name: 'More' });
  await expect(more.getByRole('menuitem', { name: 'Terms of Service' })).toBeVisible();
  await more.getByRole('menuitem', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(atPath('/privacy'));

  await (await openMainNavigation(page)).getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(atPath('/login'));
});

test('a logged-in employer sees Employer Dashboard, which opens the overview', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/pricing');
  const nav = await openMainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Employer Dashboard' }).click();
  await expect(page).toHaveURL(atPath('/employer/overview'));
});

test('a page still loading shows "Loading page" over the one it replaces', async ({ page }) => {
  // A weak connection: the next page's code arrives only when released.
  const { release } = await holdScripts(page, /\/assets\/forgot-password-[^/]*\.js$/);
  await page.goto('/login');
  await appTookOver(page);
  const loading = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(loading).toHaveCount(0);

  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(loading).toBeVisible();
  await expect(loading, 'faded in once the wait is noticeable').toHaveCSS('opacity', '1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your employer account' })).toBeVisible();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});
