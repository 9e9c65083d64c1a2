import { apiUrl } from './support/accounts';
import { latestMailSeq, waitForOtp } from './support/mail';
import { atPath } from './support/routes';
import { expect, loginForm, logInThroughUi, test } from './support/fixtures';

test('Forgot password: the code from e-mail sets a new password that then signs in', async ({ page, employer, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot password/i }).click();
  await expect(page).toHaveURL(atPath('/forgot-password'));
  // The URL changes before the page's code has loaded; until then the login form, with its own Email, is shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(employer.email);
  const mailBefore = latestMailSeq();
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await waitForOtp(employer.email, { after: mailBefore });

  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  const newPassword = 'Bhaktapur-Durbar-2082';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(atPath('/login'));

  // The old password no longer works; the new one does.
  const old = await request.post(apiUrl('/api/auth/login/'), {
    data: { email: employer.email, password: employer.password, user_type: 'employer' },
  });
  expect(old.ok()).toBe(false);
  await expect(loginForm(page).email).toBeVisible();
  await logInThroughUi(page, { email: employer.email, password: newPassword });
});
