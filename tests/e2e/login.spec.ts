import { atPath } from './support/routes';
import { expectedErrorMessage } from './support/messages';
import { expect, loginForm, logInThroughUi, test, toast } from './support/fixtures';

test('logging in shows "Login successful" and replaces /login with the overview in history', async ({ page, employer }) => {
  await page.goto('/');
  await page.goto('/login');
  await logInThroughUi(page, employer);
  await expect(toast(page, 'Login successful')).toBeVisible();

  await page.goBack();
  // Had /login been pushed rather than replaced, Back would land on /login (and bounce to the overview).
  await expect(page).toHaveURL(atPath('/'));
});

test('a wrong password clears the password field and shows the server\'s message', async ({ page, employer }) => {
  const form = loginForm(page);
  await page.goto('/login');
  await form.email.fill(employer.email);
  await form.password.fill('Not-the-password-1');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/'));
  await form.signIn.click();
  const response = await answer;
  // DRF answers bad credentials with 400 non_field_errors; 401 would also be fair.
  expect([400, 401]).toContain(response.status());

  await expect(form.password).toHaveValue('');
  await expect(form.email).toHaveValue(employer.email);
  const message = expectedErrorMessage(response.status(), await response.json().catch(() => null));
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(atPath('/login'));
});

test('login validation uses the spec\'s messages before calling the server', async ({ page }) => {
  const form = loginForm(page);
  let loginCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login/')) loginCalls += 1;
  });
  await page.goto('/login');
  await form.signIn.click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();

  await form.email.fill('not-an-address');
  await form.password.fill('abc');
  await form.signIn.click();
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long', { exact: true })).toBeVisible();
  expect(loginCalls).toBe(0);
});

test('the password can be shown and hidden', async ({ page }) => {
  const form = loginForm(page);
  await page.goto('/login');
  await form.password.fill('Secret-123');
  await expect(form.password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: /show password/i }).click();
  await expect(form.password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: /hide password/i }).click();
  await expect(form.password).toHaveAttribute('type', 'password');
});
