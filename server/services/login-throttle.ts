// Login lockout: 5 failures for one e-mail or 20 from one address within 15 minutes lock further tries
// until the window has room again.
import {
  LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_MAX_FAILURES_PER_EMAIL,
} from '../../src/domain/constants';
import { ApiError } from '../lib/api-error';
import type { LoginFailuresRepository } from '../repositories/login-failures';

async function lockedUntil(failures: LoginFailuresRepository, by: 'email' | 'ip', value: string, max: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const recent = await failures.recent(by, value, since, max);
  // Locked until the max-th most recent failure leaves the window.
  return recent.length >= max ? recent[max - 1]!.getTime() + LOGIN_FAILURE_WINDOW_MS : 0;
}

/** Throws the 429 when the e-mail or the address is locked out. */
export async function assertNotLockedOut(failures: LoginFailuresRepository, email: string, ip: string, now: Date): Promise<void> {
  const until = Math.max(
    await lockedUntil(failures, 'email', email, LOGIN_MAX_FAILURES_PER_EMAIL, now),
    await lockedUntil(failures, 'ip', ip, LOGIN_MAX_FAILURES_PER_ADDRESS, now),
  );
  const seconds = Math.ceil((until - now.getTime()) / 1000);
  if (seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    throw new ApiError(429, { detail: `Too many login attempts. Please try again in ${minutes} minutes.` }, { 'Retry-After': String(seconds) });
  }
}

/** Records a failed login; failures older than the window are forgotten. */
export async function recordLoginFailure(failures: LoginFailuresRepository, email: string, ip: string, now: Date): Promise<void> {
  await failures.record(email, ip, now, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
}
