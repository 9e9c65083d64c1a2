// Login lockout: 5 failures for one e-mail or 20 from one address within 15 minutes lock further tries
// until the window has room again.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import {
  LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_MAX_FAILURES_PER_EMAIL,
} from '../../src/domain/constants';
import type { Db, Tx } from '../db/client';
import { loginFailures } from '../db/schema';
import { ApiError } from '../lib/api-error';

async function lockedUntil(db: Db, column: typeof loginFailures.email | typeof loginFailures.ip, value: string, max: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const rows = await db.select({ at: loginFailures.at }).from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at)).limit(max);
  // Locked until the max-th most recent failure leaves the window.
  return rows.length >= max ? rows[max - 1]!.at.getTime() + LOGIN_FAILURE_WINDOW_MS : 0;
}

/** Throws the 429 when the e-mail or the address is locked out. */
export async function assertNotLockedOut(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const until = Math.max(
    await lockedUntil(db, loginFailures.email, email, LOGIN_MAX_FAILURES_PER_EMAIL, now),
    await lockedUntil(db, loginFailures.ip, ip, LOGIN_MAX_FAILURES_PER_ADDRESS, now),
  );
  const seconds = Math.ceil((until - now.getTime()) / 1000);
  if (seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    throw new ApiError(429, { detail: `Too many login attempts. Please try again in ${minutes} minutes.` }, { 'Retry-After': String(seconds) });
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ email, ip, at: now });
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)));
}

export const clearLoginFailures = (db: Db | Tx, email: string) => db.delete(loginFailures).where(eq(loginFailures.email, email));
