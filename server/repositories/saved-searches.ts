// A job seeker's saved searches and their alerts (docs/seekers.md "Finding jobs"). Every read and write of one
// job seeker's searches takes that job seeker's id; the alert pass reads the due ones of everybody.
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lockUntilCommit } from './advisory-lock';
import { jobSeekers, savedSearches } from '../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type AlertFrequency = 'daily' | 'weekly';
/** The public list's filters as a saved search keeps them (the names of its query). */
export type SavedFilters = Record<string, string | boolean>;

/** A due search with what its e-mail needs of its job seeker. */
export interface DueSearch {
  search: SavedSearchRow;
  email: string;
  fullName: string;
  locale: 'en' | 'ne';
}

export class SavedSearchesRepository {
  constructor(private readonly db: Db) {}

  async list(jobSeekerId: string): Promise<SavedSearchRow[]> {
    return this.db.select().from(savedSearches).where(eq(savedSearches.jobSeekerId, jobSeekerId))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  }

  /**
   * How many searches the job seeker has, holding their lock until the transaction ends: two saves at once (from
   * two tabs, or two processes) count one after the other, so the limit holds.
   */
  async countForUpdate(jobSeekerId: string): Promise<number> {
    await lockUntilCommit(this.db, `saved-searches:${jobSeekerId}`);
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.jobSeekerId, jobSeekerId));
    return row?.n ?? 0;
  }

  /** A new search tells only jobs published after it was saved. */
  async create(jobSeekerId: string, o: { filters: SavedFilters; frequency: AlertFrequency; now: Date }): Promise<SavedSearchRow> {
    const [row] = await this.db.insert(savedSearches).values({
      jobSeekerId, filters: o.filters, frequency: o.frequency, lastSentAt: o.now, createdAt: o.now,
    }).returning();
    return row!;
  }

  async setFrequency(jobSeekerId: string, id: string, frequency: AlertFrequency): Promise<SavedSearchRow | undefined> {
    const [row] = await this.db.update(savedSearches).set({ frequency })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.jobSeekerId, jobSeekerId))).returning();
    return row;
  }

  async remove(jobSeekerId: string, id: string): Promise<boolean> {
    const rows = await this.db.delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.jobSeekerId, jobSeekerId))).returning({ id: savedSearches.id });
    return rows.length > 0;
  }

  /** The one-click unsubscribe of one alert: its signed link names the search alone. */
  async removeById(id: string): Promise<void> {
    await this.db.delete(savedSearches).where(eq(savedSearches.id, id));
  }

  /**
   * Searches due at `now`, in id order after `after`: daily ones last told before `dailyBefore`, weekly ones before
   * `weeklyBefore`; never a job seeker who deleted their data.
   */
  async due(o: { dailyBefore: Date; weeklyBefore: Date; after: string | null; limit: number }): Promise<DueSearch[]> {
    return this.db.select({ search: savedSearches, email: jobSeekers.email, fullName: jobSeekers.fullName, locale: jobSeekers.locale })
      .from(savedSearches).innerJoin(jobSeekers, eq(jobSeekers.id, savedSearches.jobSeekerId))
      .where(and(
        isNull(jobSeekers.deletedAt),
        o.after ? gt(savedSearches.id, o.after) : undefined,
        or(
          and(eq(savedSearches.frequency, 'daily'), lte(savedSearches.lastSentAt, o.dailyBefore)),
          and(eq(savedSearches.frequency, 'weekly'), lte(savedSearches.lastSentAt, o.weeklyBefore)),
        ),
      ))
      .orderBy(asc(savedSearches.id)).limit(o.limit);
  }

  /** Jobs published up to `until` were told (or there were none). */
  async markSent(id: string, until: Date): Promise<void> {
    await this.db.update(savedSearches).set({ lastSentAt: until }).where(eq(savedSearches.id, id));
  }

  /** Erasing a job seeker (docs/seekers.md "Privacy") removes their searches. */
  async removeAll(jobSeekerId: string): Promise<void> {
    await this.db.delete(savedSearches).where(eq(savedSearches.jobSeekerId, jobSeekerId));
  }
}
