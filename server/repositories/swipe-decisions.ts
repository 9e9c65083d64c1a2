// The company's swipe decisions, one per idempotency key. Every method takes the caller's company first.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { savedApplicants, swipeDecisions } from '../db/schema';

export type DecisionRow = typeof swipeDecisions.$inferSelect;
export type NewDecision = Omit<typeof swipeDecisions.$inferInsert, 'id' | 'companyId'>;

export class SwipeDecisionsRepository {
  constructor(private readonly db: Db) {}

  async find(companyId: string, key: string): Promise<DecisionRow | undefined> {
    return (await this.db.select().from(swipeDecisions).where(and(eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.key, key))))[0];
  }

  /** The decision, locked until the transaction ends. */
  async lockForUpdate(companyId: string, key: string): Promise<DecisionRow | undefined> {
    const [original] = await this.db.select().from(swipeDecisions)
      .where(and(eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.key, key))).for('update');
    return original;
  }

  async markUndone(companyId: string, id: string, now: Date): Promise<void> {
    await this.db.update(swipeDecisions).set({ undoneAt: now })
      .where(and(eq(swipeDecisions.id, id), eq(swipeDecisions.companyId, companyId)));
  }

  /** Stores a decision; undefined when the company already has one with its key. */
  async insertIfNew(companyId: string, values: NewDecision): Promise<DecisionRow | undefined> {
    const [row] = await this.db.insert(swipeDecisions).values({ ...values, companyId }).onConflictDoNothing().returning();
    return row;
  }

  /**
   * The job seekers the seekers' deck leaves out: those decided on (for this job, or without one) and not undone,
   * and those the company saved.
   */
  async excludedFromDeck(companyId: string, jobId: string | null): Promise<Set<string>> {
    const decided = and(
      eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.mode, 'seekers'), isNull(swipeDecisions.undoneAt),
      sql`${swipeDecisions.kind} <> 'undo'`, jobId ? eq(swipeDecisions.jobId, jobId) : isNull(swipeDecisions.jobId),
    );
    const excluded = await this.db.select({ id: swipeDecisions.jobSeekerId }).from(swipeDecisions).where(decided)
      .union(this.db.select({ id: savedApplicants.jobSeekerId }).from(savedApplicants).where(eq(savedApplicants.companyId, companyId)));
    return new Set(excluded.map((e) => e.id));
  }
}
