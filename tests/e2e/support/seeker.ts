// A job seeker signs in through the page (docs/seekers.md "Who can sign in"), with the code the SMTP peer received.
import type { Page } from '@playwright/test';
import { expect, toast } from './fixtures';
import { latestMailSeq, waitForOtp } from './mail';

/** On /seeker/login: asks for a code for `email`, types the one mailed, and lands on the applications. */
export async function signInAsSeeker(page: Page, email: string): Promise<void> {
  const after = latestMailSeq();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'OTP sent successfully!')).toBeVisible();
  await page.getByLabel('Code').fill(await waitForOtp(email, { after }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/seeker\/applications$/);
}
