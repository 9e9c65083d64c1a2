import { LOGIN_ATTEMPTS_WARN_AT, LOGIN_MAX_FAILURES_PER_EMAIL, LOCKOUT_DEFAULT_MINUTES } from '@/domain/constants';
import { expect, loginForm, test } from './support/fixtures';

/** Seconds left in the banner's m:ss countdown. */
function secondsLeft(text: string): number | undefined {
  const clock = /(\d+):(\d{2})/.exec(text);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : undefined;
}

test('repeated wrong passwords lock the form behind an "Account Locked" banner with a countdown', async ({ page, employer }) => {
  const form = loginForm(page);
  await page.clock.install();
  await page.goto('/login');
  await form.email.fill(employer.email);

  let lastStatus = 0;
  let lastBody: { detail?: string } = {};
  for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES_PER_EMAIL + 1 && lastStatus !== 429; attempt += 1) {
    await form.password.fill(`Wrong-guess-${attempt}`);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login/'));
    await form.signIn.click();
    const response = await answer;
    lastStatus = response.status();
    lastBody = await response.json();
    await expect(form.password).toHaveValue('');
    // The last few attempts are counted down before the lock (docs/decisions.md "Login lockout").
    const left = LOGIN_MAX_FAILURES_PER_EMAIL - attempt;
    if (lastStatus === 400 && left <= LOGIN_ATTEMPTS_WARN_AT) {
      await expect(page.getByRole('alert')).toContainText(
        left === 0 ? 'No attempts left: a further try will be refused for up to 15 minutes.'
          : `${left} attempt${left === 1 ? '' : 's'} left before sign-in is locked for up to 15 minutes.`,
      );
    } else if (lastStatus === 400) {
      await expect(page.getByRole('alert')).not.toContainText('left');
    }
  }
  expect(lastStatus, 'the server locks the e-mail after repeated failures').toBe(429);

  const banner = page.getByRole('alert').filter({ hasText: 'Account Locked' });
  await expect(banner).toBeVisible();
  await expect(form.signIn).toBeDisabled();
  await expect(form.email).toBeDisabled();
  await expect(form.password).toBeDisabled();

  // The server's own message is shown (docs/requirements.md §8: for 5 seconds).
  const detail = lastBody.detail ?? '';
  expect(detail).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
  await expect(page.getByText(detail, { exact: true }).first()).toBeVisible();

  const minutes = Number(/in (\d+) minute/.exec(detail)?.[1] ?? LOCKOUT_DEFAULT_MINUTES);
  const atLock = secondsLeft(await banner.innerText());
  expect(atLock, 'countdown shown in the banner').toBeDefined();
  expect(atLock!).toBeLessThanOrEqual(minutes * 60);
  expect(atLock!).toBeGreaterThan(minutes * 60 - 10);

  await page.clock.runFor(60_000);
  await expect.poll(async () => secondsLeft(await banner.innerText())).toBeLessThanOrEqual(atLock! - 59);
  await expect(page.getByText(detail, { exact: true })).toBeHidden();
  await expect(form.signIn).toBeDisabled();

  // When the countdown ends the form opens again.
  await page.clock.runFor(minutes * 60_000);
  await expect(banner).toBeHidden();
  await expect(form.signIn).toBeEnabled();
  await expect(form.password).toBeEnabled();
});
