// The durable job queue (docs/decisions.md "Reminders"): work scheduled for later, claimed by one server process at
// a time. Scheduling and cancelling a company's work take its id first; claiming spans companies, as one worker
// serves them all.
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queueJobs as q } from '../db/schema';

export type QueueJobRow = typeof q.$inferSelect;
export type QueueJobStatus = 'pending' | 'running' | 'done' | 'skipped' | 'cancelled' | 'failed';

/** One piece of work to schedule: `dedupeKey` names it within its kind, so scheduling it again finds the same row. */
export interface ScheduledJob {
  kind: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/** A claimed job: its row as the claim left it. Only the holder of `claim` may record steps or finish it. */
export type ClaimedJob = QueueJobRow & { claim: string };

export class QueueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Schedules a company's job, or gives the one with its kind and dedupe key this payload and time. A row with the
   * same payload is left as it is, whatever its state (a retry may have moved its time), so scheduling the same work
   * twice never does it twice; a row with another payload starts again (pending, no steps, no attempts), even one
   * that was done, because it is new work (e.g. the reminder of an interview at its new time); so does a cancelled
   * one. Answers the row's status afterwards (undefined when the key is another company's, which is left alone).
   */
  async schedule(companyId: string, job: ScheduledJob, now: Date): Promise<QueueJobStatus | undefined> {
    const [row] = await this.db.insert(q).values({
      kind: job.kind, dedupeKey: job.dedupeKey, companyId, payload: job.payload, status: 'pending', runAt: job.runAt,
      createdAt: now, updatedAt: now,
    }).onConflictDoUpdate({
      target: [q.kind, q.dedupeKey],
      set: {
        payload: sql`excluded.payload`, runAt: sql`excluded.run_at`, status: 'pending', attempts: 0, claim: null, lockedUntil: null,
        steps: sql`'[]'::jsonb`, lastError: null, updatedAt: sql`excluded.updated_at`,
      },
      // Tenancy: another company's row with the same key is never taken over.
      setWhere: and(eq(q.companyId, companyId), sql`(${q.payload} <> excluded.payload or ${q.status} = 'cancelled')`),
    }).returning({ status: q.status });
    if (row) return row.status as QueueJobStatus;
    const [kept] = await this.db.select({ status: q.status }).from(q)
      .where(and(eq(q.companyId, companyId), eq(q.kind, job.kind), eq(q.dedupeKey, job.dedupeKey)));
    return kept?.status as QueueJobStatus | undefined;
  }

  /**
   * Schedules work of no company (the daily retention pass, docs/seekers.md "Retention") once: a job with the same
   * kind and dedupe key is left as it is. Answers whether this call scheduled it.
   */
  async scheduleOnce(job: ScheduledJob, now: Date): Promise<boolean> {
    const rows = await this.db.insert(q).values({
      kind: job.kind, dedupeKey: job.dedupeKey, companyId: null, payload: job.payload, status: 'pending', runAt: job.runAt,
      createdAt: now, updatedAt: now,
    }).onConflictDoNothing({ target: [q.kind, q.dedupeKey] }).returning({ id: q.id });
    return rows.length > 0;
  }

  /**
   * Cancels a company's jobs of `kind` with these dedupe keys that have not finished: a pending one never runs, and a
   * running one loses its claim, so its worker records nothing more. Answers how many were cancelled.
   */
  async cancel(companyId: string, kind: string, dedupeKeys: string[], now: Date): Promise<number> {
    if (dedupeKeys.length === 0) return 0;
    const gone = await this.db.update(q).set({ status: 'cancelled', claim: null, lockedUntil: null, updatedAt: now })
      .where(and(
        eq(q.companyId, companyId), eq(q.kind, kind), inArray(q.dedupeKey, dedupeKeys), inArray(q.status, ['pending', 'running']),
      ))
      .returning({ id: q.id });
    return gone.length;
  }

  /** A company's job by kind and dedupe key. */
  async find(companyId: string, kind: string, dedupeKey: string): Promise<QueueJobRow | undefined> {
    const [row] = await this.db.select().from(q).where(and(eq(q.companyId, companyId), eq(q.kind, kind), eq(q.dedupeKey, dedupeKey)));
    return row;
  }

  /**
   * Claims up to `limit` jobs due by `now`, of any company, for `claim` until `now + leaseMs`: pending ones whose
   * time has come and running ones whose lease ran out (their process died). One statement with
   * `FOR UPDATE SKIP LOCKED`, so processes claiming at once never get the same job.
   */
  async claimDue(o: { claim: string; now: Date; leaseMs: number; limit: number; kinds: string[] }): Promise<ClaimedJob[]> {
    if (o.kinds.length === 0) return [];
    const now = sql.param(o.now, q.runAt);
    const lockedUntil = new Date(o.now.getTime() + o.leaseMs);
    const due = this.db.select({ id: q.id }).from(q)
      .where(and(
        inArray(q.kind, o.kinds),
        sql`((${q.status} = 'pending' and ${q.runAt} <= ${now}) or (${q.status} = 'running' and ${q.lockedUntil} <= ${now}))`,
      ))
      .orderBy(q.runAt).limit(o.limit).for('update', { skipLocked: true });
    const rows = await this.db.update(q)
      .set({ status: 'running', claim: o.claim, lockedUntil, attempts: sql`${q.attempts} + 1`, updatedAt: o.now })
      .where(inArray(q.id, due))
      .returning();
    return (rows as ClaimedJob[]).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
  }

  /**
   * Extends the claim's lease to `now + leaseMs` before the next step; false when the claim is no longer held (the
   * job was cancelled or moved, or another process took it after the lease ran out): the holder must stop.
   */
  async renew(id: string, claim: string, now: Date, leaseMs: number): Promise<boolean> {
    const held = await this.db.update(q).set({ lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
      .where(and(eq(q.id, id), eq(q.claim, claim), eq(q.status, 'running')))
      .returning({ id: q.id });
    return held.length > 0;
  }

  /** Records one step as done, while the claim holds; false otherwise. */
  async recordStep(id: string, claim: string, step: string, now: Date): Promise<boolean> {
    const held = await this.db.update(q).set({ steps: sql`${q.steps} || ${JSON.stringify([step])}::jsonb`, updatedAt: now })
      .where(and(eq(q.id, id), eq(q.claim, claim), eq(q.status, 'running')))
      .returning({ id: q.id });
    return held.length > 0;
  }

  /** Ends a claimed job as done, skipped or failed; false when the claim no longer holds (nothing changes). */
  async finish(id: string, claim: string, status: 'done' | 'skipped' | 'failed', now: Date, lastError?: string): Promise<boolean> {
    const held = await this.db.update(q).set({ status, claim: null, lockedUntil: null, lastError: lastError ?? null, updatedAt: now })
      .where(and(eq(q.id, id), eq(q.claim, claim), eq(q.status, 'running')))
      .returning({ id: q.id });
    return held.length > 0;
  }

  /** Gives a claimed job back untouched (its worker is stopping before it began): due again, the try not counted. */
  async release(id: string, claim: string, now: Date): Promise<void> {
    await this.db.update(q).set({ status: 'pending', claim: null, lockedUntil: null, attempts: sql`${q.attempts} - 1`, updatedAt: now })
      .where(and(eq(q.id, id), eq(q.claim, claim), eq(q.status, 'running')));
  }

  /** Gives a claimed job back to run again at `runAt` (after a failure), keeping its steps. */
  async retryAt(id: string, claim: string, runAt: Date, now: Date, lastError: string): Promise<boolean> {
    const held = await this.db.update(q).set({ status: 'pending', runAt, claim: null, lockedUntil: null, lastError, updatedAt: now })
      .where(and(eq(q.id, id), eq(q.claim, claim), eq(q.status, 'running')))
      .returning({ id: q.id });
    return held.length > 0;
  }

  /**
   * Deletes finished jobs, of any company, that were due before `before`; answers how many. Safe for the dedupe
   * keys: work is only ever scheduled ahead of now, so a key this old is never scheduled again.
   */
  /** Work waiting, across companies: due now (or late), and scheduled for later; for the metrics. */
  async depth(now: Date): Promise<{ due: number; later: number }> {
    const [row] = await this.db.select({
      due: sql<number>`count(*) filter (where ${q.runAt} <= ${now})::int`,
      later: sql<number>`count(*) filter (where ${q.runAt} > ${now})::int`,
    }).from(q).where(eq(q.status, 'pending'));
    return { due: row?.due ?? 0, later: row?.later ?? 0 };
  }

  async removeFinished(before: Date): Promise<number> {
    const gone = await this.db.delete(q).where(and(notInArray(q.status, ['pending', 'running']), lt(q.runAt, before)))
      .returning({ id: q.id });
    return gone.length;
  }
}
