import { expect, logInThroughUi, test, toast } from './support/fixtures';

test('revoking another session from /settings/security sends that device to /login on its next navigation', async ({ browser, page, employer }) => {
  await logInThroughUi(page, employer);
  const other = await browser.newContext({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15' });
  try {
    const laptop = await other.newPage();
    await logInThroughUi(laptop, employer);

    await page.goto('/settings/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Settings' })).toBeVisible();
    const devices = page.getByRole('list', { name: 'Signed-in Devices' }).getByRole('listitem');
    // Registering the account made a session too; this device and the laptop are the ones signed in here.
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(devices.filter({ hasText: 'Safari on macOS' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Sign out Safari on macOS' }).click();
    await expect(toast(page, 'Device signed out.')).toBeVisible();
    await expect(devices.filter({ hasText: 'Safari on macOS' })).toHaveCount(0);
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);

    // The other device learns on its next call: a 401, and the session machine takes it to /login.
    await laptop.goto('/employer/jobs');
    await expect(laptop).toHaveURL(/\/login$/);
    // This device is still signed in.
    await page.goto('/employer/overview');
    await expect(page).toHaveURL(/\/employer\/overview$/);
  } finally {
    await other.close();
  }
});

test('a notification setting is kept after a reload', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/settings/notifications');
  const weekly = page.getByRole('switch', { name: 'Weekly summary' });
  const applications = page.getByRole('switch', { name: 'New applications' });
  await expect(weekly).not.toBeChecked();
  await expect(applications).toBeChecked();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings/notifications/') && r.request().method() === 'PATCH');
  await weekly.check();
  expect((await saved).ok()).toBe(true);
  await expect(toast(page, 'Notification settings saved.')).toBeVisible();
  await expect(weekly).toBeEnabled();
  const again = page.waitForResponse((r) => r.url().endsWith('/api/settings/notifications/') && r.request().method() === 'PATCH');
  await applications.uncheck();
  expect((await again).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly summary' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'New applications' })).not.toBeChecked();
});

test('the settings hub links notification and security settings', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/employer/settings');
  await page.getByRole('link', { name: /Security Settings/ }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeVisible();
  await page.goto('/employer/settings');
  await page.getByRole('link', { name: /Notification Settings/ }).click();
  await expect(page.getByRole('switch', { name: 'Messages' })).toBeVisible();
});
