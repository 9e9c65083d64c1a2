// Every application's status history, for replaying it against the status machine (docs/teams.md "Replaying status
// histories"). A maintenance read over every company at once, so it takes no company id; nothing serving a request
// uses it.
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applicationEvents } from '../db/schema';

export interface StatusEventRow {
  applicationId: string;
  seq: number;
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  reason: string | null;
  at: Date;
}

export class StatusHistoriesRepository {
  constructor(private readonly db: Db) {}

  /** Every history entry in order (application, then seq), `batch` rows per read. */
  async *all(batch = 5000): AsyncGenerator<StatusEventRow> {
    let after: { applicationId: string; seq: number } | undefined;
    for (;;) {
      const e = applicationEvents;
      const rows = await this.db.select({
        applicationId: e.applicationId, seq: e.seq, fromStatus: e.fromStatus, toStatus: e.toStatus, actor: e.actor,
        reason: e.reason, at: e.at,
      }).from(e)
        .where(after && or(gt(e.applicationId, after.applicationId), and(eq(e.applicationId, after.applicationId), gt(e.seq, after.seq))))
        .orderBy(asc(e.applicationId), asc(e.seq)).limit(batch);
      yield* rows;
      if (rows.length < batch) return;
      after = rows.at(-1)!;
    }
  }
}
