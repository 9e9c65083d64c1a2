import { apiUrl, authHeader, logInThroughApi, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { latestMailSeq, waitForOtp } from './support/mail';
import { atPath } from './support/routes';
import { expect, test, toast } from './support/fixtures';

test('an employer signs up through the five steps with the OTP from e-mail and lands on the overview', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  const step = (title: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) });
  await page.goto('/signup');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  // 1 Company Info
  await expect(step('Company Info')).toBeVisible();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText('Full name is required', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Everest Digital Pvt. Ltd.');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await next.click();

  // 2 Company Profile
  await expect(step('Company Profile')).toBeVisible();
  await expect(previous).toBeEnabled();
  await page.getByRole('combobox', { name: 'Industry Type' }).selectOption('Hospitality');
  await next.click();

  // 3 Contact Details
  await expect(step('Contact Details')).toBeVisible();
  await page.getByRole('textbox', { name: 'Contact Person', exact: true }).fill('Sita Sharma');
  await page.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('+977 9812345678');
  await next.click();

  // 4 Account Security: the password is checked when leaving this step.
  await expect(step('Account Security')).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password', { exact: true });
  await password.fill('short1A');
  await confirm.fill('short1A');
  await next.click();
  await expect(page.getByText('Password must be at least 8 characters long', { exact: true })).toBeVisible();
  await password.fill('alllowercase1');
  await confirm.fill('alllowercase1');
  await next.click();
  await expect(
    page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number', { exact: true }),
  ).toBeVisible();
  await password.fill(STRONG_PASSWORD);
  await confirm.fill(`${STRONG_PASSWORD}x`);
  await next.click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await confirm.fill(STRONG_PASSWORD);
  await next.click();

  // 5 Verify Your Email: the first Next here sends the OTP; the code comes from the SMTP peer.
  await expect(step('Verify Your Email')).toBeVisible();
  const mailBefore = latestMailSeq();
  await next.click();
  await expect(toast(page, /^OTP sent (successfully!|to your email!)$/)).toBeVisible();
  const otp = await waitForOtp(email, { after: mailBefore });
  await expect(page.getByText(/\b[0-2]:[0-5]\d\b/), 'resend countdown as m:ss').toBeVisible();

  const submit = page.getByRole('button', { name: /^(Next|Sign Up)$/ });
  await submit.click();
  await expect(page.getByText('Please enter the 6-digit OTP code', { exact: true })).toBeVisible();
  // Pasting the code into the first box fills all six.
  await page.getByLabel('Digit 1', { exact: true }).evaluate((box, code) => {
    const data = new DataTransfer();
    data.setData('text/plain', code);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, otp);
  for (const [index, digit] of [...otp].entries()) {
    await expect(page.getByLabel(`Digit ${index + 1}`, { exact: true })).toHaveValue(digit);
  }
  await submit.click();
  await expect(page.getByText('Please accept the terms and conditions', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /terms/i }).check();

  const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register/'));
  await submit.click();
  expect((await registered).ok(), 'register call succeeds').toBe(true);
  await expect(page).toHaveURL(atPath('/employer/overview'));
  // Every post-signup task succeeded, so the summary is the success one; only one toast shows at a time.
  await expect(toast(page, 'Account setup completed successfully!')).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);

  // The account exists with what the wizard collected (the post-signup tasks reached the server).
  const token = await logInThroughApi(request, { email, password: STRONG_PASSWORD });
  await expect
    .poll(async () => (await (await request.get(apiUrl('/api/profile/hr/'), { headers: authHeader(token) })).json()) as unknown)
    .toMatchObject({ contact_name: 'Sita Sharma', contact_number: '+977 9812345678' });
  const company = await (await request.get(apiUrl('/api/profile/company/'), { headers: authHeader(token) })).json();
  expect(company).toMatchObject({ full_name: 'Everest Digital Pvt. Ltd.', industry_type: 'Hospitality' });
});
