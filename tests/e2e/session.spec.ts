import type { Page } from '@playwright/test';
import { apiUrl, authHeader } from './support/accounts';
import { atPath } from './support/routes';
import { expect, loginForm, logInThroughUi, storedValues, test, toast } from './support/fixtures';

/** On phones Logout lives on the Settings hub (the bottom bar has no room for it). */
async function logOutThroughUi(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Employer', exact: true }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('region', { name: 'More' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(atPath('/login'));
}

test('logging out ends the session on the server and in the browser', async ({ page, employer, request }) => {
  const token = await logInThroughUi(page, employer);
  await logOutThroughUi(page);
  await expect(toast(page, 'Logged out successfully')).toBeVisible();

  const after = await request.get(apiUrl('/api/profile/company/'), { headers: authHeader(token) });
  expect(after.status(), 'the token stops working at once').toBe(401);
  expect((await storedValues(page)).join('\n')).not.toContain(token);

  await page.goto('/employer/overview');
  await expect(page).toHaveURL(atPath('/login'));
});

test('Remember my email keeps the address for the next visit', async ({ page, employer }) => {
  await page.goto('/login');
  await logInThroughUi(page, employer, { remember: true });
  await logOutThroughUi(page);
  await page.reload();
  await expect(loginForm(page).email).toHaveValue(employer.email);
  await expect(loginForm(page).remember).toBeChecked();
});

test('without Remember my email the address is not kept', async ({ page, employer }) => {
  await page.goto('/login');
  await logInThroughUi(page, employer, { remember: false });
  await logOutThroughUi(page);
  await page.reload();
  await expect(loginForm(page).email).toHaveValue('');
  expect((await storedValues(page)).join('\n')).not.toContain(employer.email);
});

test('a 401 mid-session clears the session and lands on /login', async ({ page, employer, request }) => {
  const token = await logInThroughUi(page, employer);
  // Let the overview finish its own calls first, or one of them meets the 401 before we navigate.
  await expect(page.getByRole('heading', { name: 'Applications per day' })).toBeVisible();
  expect((await storedValues(page)).join('\n')).toContain(token);
  // The same token ends on the server (as if revoked elsewhere); the browser still holds it.
  const loggedOut = await request.post(apiUrl('/api/auth/logout/'), { headers: authHeader(token) });
  expect(loggedOut.ok()).toBe(true);

  await page.goto('/settings/company');
  await expect(page).toHaveURL(atPath('/login'));
  await expect.poll(async () => (await storedValues(page)).join('\n')).not.toContain(token);

  // Cleared, not just redirected: a protected page stays out of reach.
  await page.goto('/employer/overview');
  await expect(page).toHaveURL(atPath('/login'));
});
