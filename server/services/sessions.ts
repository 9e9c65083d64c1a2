// Signed-in sessions: a new token per login, and the session a request's token belongs to.
import { newToken, sha256Hex } from '../lib/tokens';
import type { SessionsRepository } from '../repositories/sessions';
import type { UsersRepository } from '../repositories/users';
import type { Authenticated } from './authenticated';
import type { SessionCache } from './session-cache';

/** `last_used_at` is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  user_type: 'employer';
}

/** A new session for the account; returns its token (only the token's hash is stored). */
export async function createSession(
  sessions: SessionsRepository, userId: string, meta: { ip: string; userAgent: string }, now: Date,
): Promise<string> {
  const token = newToken();
  await sessions.create(userId, { tokenHash: sha256Hex(token), ip: meta.ip, userAgent: meta.userAgent.slice(0, 500) }, now);
  return token;
}

/** The session of a token; with `cache` (PGlite only, see session-cache.ts) most lookups skip the query. */
export async function findSession(sessions: SessionsRepository, token: string, now: Date, cache?: SessionCache): Promise<Authenticated | undefined> {
  const tokenHash = sha256Hex(token);
  const at = now.getTime();
  const hit = cache?.get(tokenHash, at);
  if (hit) {
    if (at - hit.lastUsedAt > TOUCH_EVERY_MS) {
      await sessions.touch(hit.sessionId, now);
      hit.lastUsedAt = at;
    }
    return { sessionId: hit.sessionId, userId: hit.userId, email: hit.email, locale: hit.locale, digits: hit.digits };
  }
  const mark = cache?.mark() ?? -1;
  const row = await sessions.ofToken(tokenHash);
  if (!row) return undefined;
  let lastUsedAt = row.last_used_at.getTime();
  if (at - lastUsedAt > TOUCH_EVERY_MS) {
    await sessions.touch(row.session_id, now);
    lastUsedAt = at;
  }
  const found = { sessionId: row.session_id, userId: row.user_id, email: row.email, locale: row.locale, digits: row.digits };
  cache?.set(tokenHash, { ...found, lastUsedAt, at }, mark);
  return found;
}

/** The `user` object of login and register answers. */
export async function sessionUser(users: UsersRepository, userId: string): Promise<SessionUser> {
  const row = await users.withCompanyName(userId);
  if (!row) throw new Error(`user ${userId} vanished`);
  return { id: row.id, email: row.email, full_name: row.fullName ?? '', user_type: 'employer' };
}
