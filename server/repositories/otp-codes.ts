// One-time codes sent by e-mail, by e-mail address and purpose; the code itself is kept only as a keyed hash.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otps } from '../db/schema';

export type OtpCodeRow = typeof otps.$inferSelect;

export class OtpCodesRepository {
  constructor(private readonly db: Db) {}

  /** When the latest code for the e-mail and purpose was made. */
  async latestCreatedAt(email: string, purpose: string): Promise<Date | undefined> {
    const [latest] = await this.db.select({ createdAt: otps.createdAt }).from(otps)
      .where(and(eq(otps.email, email), eq(otps.purpose, purpose)))
      .orderBy(desc(otps.createdAt)).limit(1);
    return latest?.createdAt;
  }

  /** Replaces every code for the e-mail and purpose with a new one, in one transaction. */
  async replace(o: Pick<OtpCodeRow, 'id' | 'email' | 'purpose' | 'codeHash' | 'createdAt' | 'expiresAt'>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(otps).where(and(eq(otps.email, o.email), eq(otps.purpose, o.purpose)));
      await tx.insert(otps).values(o);
    });
  }

  /** The latest code for the e-mail and purpose not used up yet. */
  async latestUnconsumed(email: string, purpose: string): Promise<OtpCodeRow | undefined> {
    const [row] = await this.db.select().from(otps)
      .where(and(eq(otps.email, email), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
      .orderBy(desc(otps.createdAt)).limit(1);
    return row;
  }

  /**
   * Counts a try on the code before it is compared, in one guarded statement, so concurrent tries from any process
   * take at most `max` between them. Returns the tries counted with this one, or undefined when none was left (or
   * the code was used up or replaced meanwhile).
   */
  async takeTry(id: string, max: number): Promise<number | undefined> {
    const [row] = await this.db.update(otps).set({ wrongTries: sql`${otps.wrongTries} + 1` })
      .where(and(eq(otps.id, id), lt(otps.wrongTries, max), isNull(otps.consumedAt)))
      .returning({ wrongTries: otps.wrongTries });
    return row?.wrongTries;
  }

  /** The try was the right code: it is given back and the code marked verified (first verification kept). */
  async rightTry(id: string, now: Date): Promise<void> {
    await this.db.update(otps)
      .set({ wrongTries: sql`greatest(${otps.wrongTries} - 1, 0)`, verifiedAt: sql`coalesce(${otps.verifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(otps.id, id));
  }

  /** Uses a checked code up (in the caller's transaction); false when another request used it first. */
  async consume(id: string, now: Date): Promise<boolean> {
    const used = await this.db.update(otps).set({ consumedAt: now })
      .where(and(eq(otps.id, id), isNull(otps.consumedAt))).returning({ id: otps.id });
    return used.length === 1;
  }

  async discard(id: string): Promise<void> {
    await this.db.delete(otps).where(eq(otps.id, id));
  }

  async removeOfEmail(email: string): Promise<void> {
    await this.db.delete(otps).where(eq(otps.email, email));
  }
}
