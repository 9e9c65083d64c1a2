// Interview scorecards (docs/teams.md "Interview scorecards"): a job's criteria, the members' scorecards on an
// application, and the interviewers of calendar events. Every method takes the caller's company first.
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarEvents, companyMembers, eventInterviewers, scorecardCriteria, scorecards } from '../db/schema';

export type ScorecardRow = typeof scorecards.$inferSelect;
export interface CriterionValues { name: string; source: 'skill' | 'custom' }
export interface MemberName { userId: string; fullName: string }

export class ScorecardsRepository {
  constructor(private readonly db: Db) {}

  /** The job's stored criteria in order (none: the job's skills are its criteria). */
  async criteria(companyId: string, jobId: string): Promise<CriterionValues[]> {
    const rows = await this.db.select({ name: scorecardCriteria.name, source: scorecardCriteria.source }).from(scorecardCriteria)
      .where(and(eq(scorecardCriteria.companyId, companyId), eq(scorecardCriteria.jobId, jobId)))
      .orderBy(asc(scorecardCriteria.position));
    return rows.map((r) => ({ name: r.name, source: r.source === 'skill' ? 'skill' : 'custom' }));
  }

  /** Replaces the job's criteria with `list`, in its order. */
  async replaceCriteria(companyId: string, jobId: string, list: CriterionValues[]): Promise<void> {
    await this.db.delete(scorecardCriteria).where(and(eq(scorecardCriteria.companyId, companyId), eq(scorecardCriteria.jobId, jobId)));
    if (list.length === 0) return;
    await this.db.insert(scorecardCriteria).values(list.map((c, position) => ({ companyId, jobId, name: c.name, source: c.source, position })));
  }

  /** The application's scorecards, oldest first. */
  ofApplication(companyId: string, applicationId: string): Promise<ScorecardRow[]> {
    return this.db.select().from(scorecards)
      .where(and(eq(scorecards.companyId, companyId), eq(scorecards.applicationId, applicationId)))
      .orderBy(asc(scorecards.createdAt), asc(scorecards.id));
  }

  /** Writes the member's scorecard for the application: the first one, or a change of theirs. */
  async upsert(companyId: string, v: {
    applicationId: string; userId: string; authorName: string; ratings: { criterion: string; rating: number }[];
    recommendation: string; notes: string; now: Date;
  }): Promise<ScorecardRow> {
    const [row] = await this.db.insert(scorecards).values({
      companyId, applicationId: v.applicationId, userId: v.userId, authorName: v.authorName, ratings: v.ratings,
      recommendation: v.recommendation, notes: v.notes, createdAt: v.now, updatedAt: v.now,
    }).onConflictDoUpdate({
      target: [scorecards.applicationId, scorecards.userId],
      set: { authorName: v.authorName, ratings: v.ratings, recommendation: v.recommendation, notes: v.notes, updatedAt: v.now },
      setWhere: eq(scorecards.companyId, companyId),
    }).returning();
    return row!;
  }

  /** Whether the member has a scorecard for the application. */
  async hasScorecard(companyId: string, applicationId: string, userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: scorecards.id }).from(scorecards)
      .where(and(eq(scorecards.companyId, companyId), eq(scorecards.applicationId, applicationId), eq(scorecards.userId, userId)));
    return row !== undefined;
  }

  /** Those of `userIds` who are members of the company, with their names. */
  async members(companyId: string, userIds: readonly string[]): Promise<MemberName[]> {
    if (userIds.length === 0) return [];
    return this.db.select({ userId: companyMembers.userId, fullName: companyMembers.fullName }).from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, [...userIds])));
  }

  /** Sets an event's interviewers (members of the company, checked by the caller). */
  async setInterviewers(companyId: string, eventId: string, userIds: readonly string[]): Promise<void> {
    await this.db.delete(eventInterviewers).where(and(eq(eventInterviewers.companyId, companyId), eq(eventInterviewers.eventId, eventId)));
    if (userIds.length === 0) return;
    await this.db.insert(eventInterviewers).values([...new Set(userIds)].map((userId) => ({ companyId, eventId, userId })));
  }

  /** The interviewers of these events who are still members, by event, in name order. */
  async interviewers(companyId: string, eventIds: readonly string[]): Promise<Map<string, MemberName[]>> {
    const out = new Map<string, MemberName[]>();
    if (eventIds.length === 0) return out;
    const rows = await this.db.select({ eventId: eventInterviewers.eventId, userId: eventInterviewers.userId, fullName: companyMembers.fullName })
      .from(eventInterviewers)
      .innerJoin(companyMembers, and(eq(companyMembers.userId, eventInterviewers.userId), eq(companyMembers.companyId, eventInterviewers.companyId)))
      .where(and(eq(eventInterviewers.companyId, companyId), inArray(eventInterviewers.eventId, [...eventIds])))
      .orderBy(asc(companyMembers.fullName));
    for (const r of rows) out.set(r.eventId, [...(out.get(r.eventId) ?? []), { userId: r.userId, fullName: r.fullName }]);
    return out;
  }

  /**
   * Interviewers (still members) of the application's interviews that had ended by `now` and were not cancelled,
   * who have no scorecard for it: each once, with the latest such interview's id and end.
   */
  async pending(companyId: string, applicationId: string, now: Date): Promise<(MemberName & { eventId: string; endedAt: Date })[]> {
    const rows = await this.db.select({
      userId: eventInterviewers.userId, fullName: companyMembers.fullName, eventId: calendarEvents.id, endedAt: calendarEvents.endsAt,
    }).from(eventInterviewers)
      .innerJoin(calendarEvents, eq(calendarEvents.id, eventInterviewers.eventId))
      .innerJoin(companyMembers, and(eq(companyMembers.userId, eventInterviewers.userId), eq(companyMembers.companyId, eventInterviewers.companyId)))
      .where(and(
        eq(eventInterviewers.companyId, companyId), eq(calendarEvents.applicationId, applicationId),
        ne(calendarEvents.status, 'cancelled'), lte(calendarEvents.endsAt, now),
        sql`not exists (select 1 from ${scorecards} where ${scorecards.applicationId} = ${applicationId}
          and ${scorecards.userId} = ${eventInterviewers.userId})`,
      ))
      .orderBy(asc(companyMembers.fullName), asc(calendarEvents.endsAt));
    const byUser = new Map<string, MemberName & { eventId: string; endedAt: Date }>();
    for (const r of rows) byUser.set(r.userId, r);
    return [...byUser.values()];
  }
}
