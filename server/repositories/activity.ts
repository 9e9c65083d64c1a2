// The team's activity log (docs/teams.md "Activity log"): append-only, one company's entries per call. Also what
// an application's timeline reads beside it (its status history, comments and scorecards).
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  activityLog, applicationEvents, applications, calendarEvents, companyMembers, jobSeekers, scorecards, users,
} from '../db/schema';

export type ActivitySubjectType = 'job' | 'application' | 'scorecard' | 'comment' | 'member' | 'invitation' | 'event'
  | 'conversation' | 'candidate' | 'billing' | 'company' | 'settings' | 'support';

export interface ActivityEntry {
  /** Who acted: null for the system (a scheduled job) or a visitor (an invitation accepted by a new person). */
  actor: { userId: string; name: string } | null;
  sessionId: string | null;
  /** An operationId of openapi/openapi.yaml, or a named event such as `member.joined`. */
  action: string;
  subjectType: ActivitySubjectType;
  subjectId: string | null;
  applicationId?: string | null;
  /** What changed; never passwords or tokens. */
  data?: Record<string, unknown>;
  at: Date;
}

export type ActivityRow = typeof activityLog.$inferSelect;

/** Which entries a list or an export holds; every field left out matches all. */
export interface ActivityFilter {
  actor?: string | undefined;
  subjectType?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function matching(companyId: string, f: ActivityFilter): SQL | undefined {
  return and(
    eq(activityLog.companyId, companyId),
    f.actor ? eq(activityLog.actorUserId, f.actor) : undefined,
    f.subjectType ? eq(activityLog.subjectType, f.subjectType) : undefined,
    f.from ? gte(activityLog.at, f.from) : undefined,
    f.to ? lte(activityLog.at, f.to) : undefined,
  );
}

export class ActivityRepository {
  constructor(private readonly db: Db) {}

  async append(companyId: string, e: ActivityEntry): Promise<void> {
    await this.db.insert(activityLog).values({
      companyId, actorUserId: e.actor?.userId ?? null, actorName: e.actor?.name ?? '', sessionId: e.sessionId,
      action: e.action, subjectType: e.subjectType, subjectId: e.subjectId, applicationId: e.applicationId ?? null,
      data: e.data ?? {}, at: e.at,
    });
  }

  /** A page of the company's entries, newest first. */
  list(companyId: string, filter: ActivityFilter, page: { limit: number; offset: number }): Promise<ActivityRow[]> {
    return this.db.select().from(activityLog).where(matching(companyId, filter))
      .orderBy(desc(activityLog.seq)).limit(page.limit).offset(page.offset);
  }

  async count(companyId: string, filter: ActivityFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(activityLog).where(matching(companyId, filter));
    return row?.n ?? 0;
  }

  /** Every matching entry, oldest first, with the actor's e-mail (for the CSV export). */
  all(companyId: string, filter: ActivityFilter): Promise<{ entry: ActivityRow; email: string | null }[]> {
    return this.db.select({ entry: activityLog, email: users.email }).from(activityLog)
      .leftJoin(users, eq(users.id, activityLog.actorUserId))
      .where(matching(companyId, filter)).orderBy(asc(activityLog.seq));
  }

  /** The entries about one application, oldest first, but those of `except` actions (told otherwise). */
  ofApplication(companyId: string, applicationId: string, except: readonly string[]): Promise<ActivityRow[]> {
    return this.db.select().from(activityLog).where(and(
      eq(activityLog.companyId, companyId), eq(activityLog.applicationId, applicationId),
      except.length ? notInArray(activityLog.action, [...except]) : undefined,
    )).orderBy(asc(activityLog.seq));
  }

  /** One of the company's applications' status history in order, with the names of who made each change. */
  async statusHistory(companyId: string, applicationId: string): Promise<{
    at: Date; fromStatus: string | null; toStatus: string; reason: string | null; actor: string;
    actorUserId: string | null; memberName: string | null; seekerName: string;
  }[]> {
    return this.db.select({
      at: applicationEvents.at, fromStatus: applicationEvents.fromStatus, toStatus: applicationEvents.toStatus,
      reason: applicationEvents.reason, actor: applicationEvents.actor, actorUserId: applicationEvents.actorUserId,
      memberName: companyMembers.fullName, seekerName: jobSeekers.fullName,
    }).from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .leftJoin(companyMembers, and(eq(companyMembers.userId, applicationEvents.actorUserId), eq(companyMembers.companyId, companyId)))
      .where(and(eq(applications.companyId, companyId), eq(applicationEvents.applicationId, applicationId)))
      .orderBy(asc(applicationEvents.seq));
  }

  /** The scorecards of one of the company's applications (who, when written, when last changed). */
  scorecardsOf(companyId: string, applicationId: string) {
    return this.db.select({
      id: scorecards.id, userId: scorecards.userId, authorName: scorecards.authorName,
      recommendation: scorecards.recommendation, createdAt: scorecards.createdAt, updatedAt: scorecards.updatedAt,
    }).from(scorecards)
      .where(and(eq(scorecards.companyId, companyId), eq(scorecards.applicationId, applicationId)))
      .orderBy(asc(scorecards.createdAt));
  }

  /** The application of one of the company's calendar events (an interview), if any. */
  async applicationOfEvent(companyId: string, eventId: string): Promise<string | null> {
    const [row] = await this.db.select({ applicationId: calendarEvents.applicationId }).from(calendarEvents)
      .where(and(eq(calendarEvents.companyId, companyId), eq(calendarEvents.id, eventId)));
    return row?.applicationId ?? null;
  }

  /** The names the company's members go by now, by user id. */
  async memberNames(companyId: string, userIds: readonly string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows = await this.db.select({ userId: companyMembers.userId, name: companyMembers.fullName }).from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, [...userIds])));
    return new Map(rows.map((r) => [r.userId, r.name]));
  }
}
