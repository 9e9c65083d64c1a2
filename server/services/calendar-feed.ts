// The private subscription feed: a 256-bit token in the URL, only its SHA-256 stored; a new one replaces the old.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarFeeds } from '../db/schema';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the company's feed token, replacing any earlier one; the token is returned this once. */
export async function rotateFeedToken(db: Db, companyId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(calendarFeeds).values({ companyId, tokenHash: hashOf(token), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.companyId, set: { tokenHash: hashOf(token), createdAt: now } });
  return token;
}

export async function feedOf(db: Db, companyId: string) {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.companyId, companyId));
  return row;
}

export async function deleteFeed(db: Db, companyId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.companyId, companyId));
}

/** The company whose feed this token opens, if any. */
export async function companyOfFeedToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db.select({ companyId: calendarFeeds.companyId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashOf(token)));
  return row?.companyId;
}
