// Failed logins by e-mail and address, for the lockout window.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export class LoginFailuresRepository {
  constructor(private readonly db: Db) {}

  /** When the latest `max` failures for the e-mail or the address after `since` happened, newest first. */
  async recent(by: 'email' | 'ip', value: string, since: Date, max: number): Promise<Date[]> {
    const rows = await this.db.select({ at: loginFailures.at }).from(loginFailures)
      .where(and(eq(by === 'email' ? loginFailures.email : loginFailures.ip, value), gt(loginFailures.at, since)))
      .orderBy(desc(loginFailures.at)).limit(max);
    return rows.map((r) => r.at);
  }

  /** Records a failure and forgets every failure before `forgetBefore`. */
  async record(email: string, ip: string, now: Date, forgetBefore: Date): Promise<void> {
    await this.db.insert(loginFailures).values({ email, ip, at: now });
    await this.db.delete(loginFailures).where(lt(loginFailures.at, forgetBefore));
  }

  async clear(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
