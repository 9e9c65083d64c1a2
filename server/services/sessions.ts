// Signed-in sessions: one row per token, only the token's SHA-256 stored.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { Prebuilt } from '../db/prebuilt';
import { companies, sessions, users } from '../db/schema';
import { newToken, sha256Hex } from '../lib/tokens';
import type { SessionCache } from './session-cache';

/** `last_used_at` is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  user_type: 'employer';
}

export interface Authenticated {
  sessionId: string;
  userId: string;
  email: string;
}

export async function createSession(
  db: Db | Tx, userId: string, meta: { ip: string; userAgent: string }, now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId, tokenHash: sha256Hex(token), ip: meta.ip, userAgent: meta.userAgent.slice(0, 500), createdAt: now, lastUsedAt: now,
  });
  return token;
}

/** Read on every authenticated request (on PostgreSQL), so built once rather than by drizzle each time. */
const sessionOfToken = new Prebuilt(() => sql`
  SELECT ${sessions.id} AS session_id, ${users.id} AS user_id, ${users.email} AS email, ${sessions.lastUsedAt} AS last_used_at
  FROM ${sessions} INNER JOIN ${users} ON ${users.id} = ${sessions.userId}
  WHERE ${sessions.tokenHash} = ${sql.placeholder('tokenHash')}`);

/** The session of a token; with `cache` (PGlite only, see session-cache.ts) most lookups skip the query. */
export async function findSession(db: Db, token: string, now: Date, cache?: SessionCache): Promise<Authenticated | undefined> {
  const tokenHash = sha256Hex(token);
  const at = now.getTime();
  const hit = cache?.get(tokenHash, at);
  if (hit) {
    if (at - hit.lastUsedAt > TOUCH_EVERY_MS) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, hit.sessionId));
      hit.lastUsedAt = at;
    }
    return { sessionId: hit.sessionId, userId: hit.userId, email: hit.email };
  }
  const mark = cache?.mark() ?? -1;
  const [row] = await sessionOfToken.rows<{ session_id: string; user_id: string; email: string; last_used_at: Date }>(
    db, 'by token', { tokenHash });
  if (!row) return undefined;
  let lastUsedAt = row.last_used_at.getTime();
  if (at - lastUsedAt > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session_id));
    lastUsedAt = at;
  }
  const found = { sessionId: row.session_id, userId: row.user_id, email: row.email };
  cache?.set(tokenHash, { ...found, lastUsedAt, at }, mark);
  return found;
}

export const endSession = (db: Db | Tx, sessionId: string) => db.delete(sessions).where(eq(sessions.id, sessionId));

export const endOtherSessions = (db: Db | Tx, userId: string, keepSessionId: string) =>
  db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));

export const endAllSessions = (db: Db | Tx, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

/** The `user` object of login and register answers. */
export async function sessionUser(db: Db | Tx, userId: string): Promise<SessionUser> {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: companies.fullName })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished`);
  return { id: row.id, email: row.email, full_name: row.fullName ?? '', user_type: 'employer' };
}
