// Login lockout: 5 failures for one e-mail or 20 from one address within 15 minutes lock further tries
// until the window has room again (docs/decisions.md "Login lockout"). An attempt counts as a failure from before
// its password is checked, so attempts sent at the same moment, to any process, check at most the limit.
import {
  LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_MAX_FAILURES_PER_EMAIL,
} from '../../src/domain/constants';
import { ApiError } from '../lib/api-error';
import type { LoginFailuresRepository } from '../repositories/login-failures';
import { t } from '../lib/i18n';

/** Locked until the max-th most recent failure leaves the window (0: not locked). */
const lockedUntil = (recent: Date[], max: number) => (recent.length >= max ? recent[max - 1]!.getTime() + LOGIN_FAILURE_WINDOW_MS : 0);

/**
 * Counts a login attempt as a failure before the password is checked; throws the 429 when the e-mail or the
 * address is locked out. A refused attempt is not counted, so it does not move the lockout's end. Answers how many
 * more failures the e-mail and the address allow if this attempt fails (0: the next one is refused).
 */
export async function beginLoginAttempt(
  failures: LoginFailuresRepository, email: string, ip: string, now: Date,
): Promise<{ attemptsLeft: number }> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const attempt = await failures.begin(email, ip, now, since, { email: LOGIN_MAX_FAILURES_PER_EMAIL, ip: LOGIN_MAX_FAILURES_PER_ADDRESS });
  if ('id' in attempt) {
    const { counted } = attempt;
    return { attemptsLeft: Math.max(0, Math.min(LOGIN_MAX_FAILURES_PER_EMAIL - counted.email, LOGIN_MAX_FAILURES_PER_ADDRESS - counted.ip)) };
  }
  const until = Math.max(lockedUntil(attempt.email, LOGIN_MAX_FAILURES_PER_EMAIL), lockedUntil(attempt.ip, LOGIN_MAX_FAILURES_PER_ADDRESS));
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiError(429, { detail: t('api.auth.lockedOut', { minutes }) }, { 'Retry-After': String(seconds) });
}

/** The password was wrong: the attempt stays counted; failures older than the window are forgotten. */
export async function loginFailed(failures: LoginFailuresRepository, now: Date): Promise<void> {
  await failures.forget(new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
}

/** The password was right: the e-mail's failures, this attempt's too, are cleared. */
export async function loginSucceeded(failures: LoginFailuresRepository, email: string): Promise<void> {
  await failures.clear(email);
}
