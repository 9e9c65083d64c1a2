// Signed-in sessions: one row per token, only the token's SHA-256 stored. Keyed by the account's own user id
// (or the token's hash, which is what a request brings).
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Prebuilt } from '../db/prebuilt';
import { sessions, users } from '../db/schema';

export interface SessionOfToken { session_id: string; user_id: string; email: string; locale: 'en' | 'ne' | null; digits: 'devanagari' | 'latin'; last_used_at: Date }
export interface SessionListed { id: string; userAgent: string; ip: string; createdAt: Date; lastUsedAt: Date }

/** Read on every authenticated request (on PostgreSQL), so built once rather than by drizzle each time. */
const sessionOfToken = new Prebuilt(() => sql`
  SELECT ${sessions.id} AS session_id, ${users.id} AS user_id, ${users.email} AS email, ${users.locale} AS locale, ${users.digits} AS digits, ${sessions.lastUsedAt} AS last_used_at
  FROM ${sessions} INNER JOIN ${users} ON ${users.id} = ${sessions.userId}
  WHERE ${sessions.tokenHash} = ${sql.placeholder('tokenHash')}`);

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  async create(userId: string, o: { tokenHash: string; ip: string; userAgent: string }, now: Date): Promise<void> {
    await this.db.insert(sessions).values({ userId, ...o, createdAt: now, lastUsedAt: now });
  }

  /** The session of a token's hash, with its account (not inside a transaction: the statement is prebuilt). */
  async ofToken(tokenHash: string): Promise<SessionOfToken | undefined> {
    const [row] = await sessionOfToken.rows<SessionOfToken>(this.db, 'by token', { tokenHash });
    return row;
  }

  async touch(sessionId: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
  }

  /** How many sessions the account has, and a page of them, most recently used first. */
  async page(userId: string, o: { limit: number; offset: number }): Promise<{ total: number; rows: SessionListed[] }> {
    const mine = eq(sessions.userId, userId);
    const [{ total } = { total: 0 }] = await this.db.select({ total: count() }).from(sessions).where(mine);
    const rows = await this.db.select({
      id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt,
    }).from(sessions).where(mine).orderBy(desc(sessions.lastUsedAt), desc(sessions.id)).limit(o.limit).offset(o.offset);
    return { total, rows };
  }

  /** Whether the session still exists. */
  async isOpen(sessionId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId));
    return row !== undefined;
  }

  /** Ends one session (logout). */
  async end(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Ends one of the account's sessions; false when the account has no such session. */
  async endOne(userId: string, sessionId: string): Promise<boolean> {
    const gone = await this.db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    return gone.length > 0;
  }

  /** Ends every session of the account but one; returns the ids of those that ended. */
  async endOthers(userId: string, keepSessionId: string): Promise<string[]> {
    const ended = await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    return ended.map((r) => r.id);
  }

  /** Ends every session of the account; returns the ids of those that ended. */
  async endAll(userId: string): Promise<string[]> {
    const ended = await this.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    return ended.map((r) => r.id);
  }
}
