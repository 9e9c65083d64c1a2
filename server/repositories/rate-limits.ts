// Fixed-window counters for the public rate limits (docs/decisions.md "Rate limits"), shared by every process on
// the database.
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters as c } from '../db/schema';

export class RateLimitsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one hit on `key` and answers the hits in its window so far and when the window ends. A window that has
   * passed starts again at this hit. One statement, so concurrent hits (from any process) each get their own count.
   */
  async hit(key: string, now: Date, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
    const at = sql.param(now, c.resetAt);
    const passed = sql`${c.resetAt} <= ${at}`;
    const [row] = await this.db.insert(c)
      .values({ key, hits: 1, resetAt: new Date(now.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          hits: sql`CASE WHEN ${passed} THEN 1 ELSE ${c.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${passed} THEN excluded.reset_at ELSE ${c.resetAt} END`,
        },
      })
      .returning({ hits: c.hits, resetAt: c.resetAt });
    return row!;
  }

  /** Deletes the counters whose window ended by `now`; answers how many. */
  async removeExpired(now: Date): Promise<number> {
    const gone = await this.db.delete(c).where(lte(c.resetAt, now)).returning({ key: c.key });
    return gone.length;
  }
}
