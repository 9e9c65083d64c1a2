// Failed logins by e-mail and address, for the lockout window. An attempt is stored as a failure before its
// password is checked (and withdrawn when it was right), so concurrent attempts cannot all pass the limit.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { lockKey } from '../db/client';

export type LoginAttempt =
  /** Let through: this attempt's id, and the failures now counted for the e-mail and the address (this one too). */
  | { id: string; counted: { email: number; ip: number } }
  /** Refused: the latest failures (newest first, at most the max) of the e-mail and of the address. */
  | { email: Date[]; ip: Date[] };

export class LoginFailuresRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts a login attempt before its outcome is known. Under a transaction-scoped lock on the e-mail and one on the
   * address (taken in one order, so two attempts never wait on each other crosswise), which every process shares,
   * reads each one's failures after `since`; when both are under their max, stores the attempt as a failure at
   * `now` and returns its id. A refused attempt stores nothing.
   */
  async begin(email: string, ip: string, now: Date, since: Date, max: { email: number; ip: number }): Promise<LoginAttempt> {
    return this.db.transaction(async (tx) => {
      for (const key of [lockKey(`login email ${email}`), lockKey(`login ip ${ip}`)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        await tx.execute(sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`);
      }
      const recent = async (column: typeof loginFailures.email | typeof loginFailures.ip, value: string, limit: number) =>
        (await tx.select({ at: loginFailures.at }).from(loginFailures)
          .where(and(eq(column, value), gt(loginFailures.at, since)))
          .orderBy(desc(loginFailures.at)).limit(limit)).map((r) => r.at);
      const byEmail = await recent(loginFailures.email, email, max.email);
      const byIp = await recent(loginFailures.ip, ip, max.ip);
      if (byEmail.length >= max.email || byIp.length >= max.ip) return { email: byEmail, ip: byIp };
      const [row] = await tx.insert(loginFailures).values({ email, ip, at: now }).returning({ id: loginFailures.id });
      return { id: row!.id, counted: { email: byEmail.length + 1, ip: byIp.length + 1 } };
    });
  }

  /** Forgets every failure before `before`. */
  async forget(before: Date): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.at, before));
  }

  async clear(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
