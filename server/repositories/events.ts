// The company's calendar: interviews and other events, and its private subscription feed. Every method takes the
// caller's company first: another company's event is not found.
import { and, asc, eq, gt, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, calendarEvents, calendarFeeds, jobSeekers, jobs } from '../db/schema';

export type EventRow = typeof calendarEvents.$inferSelect;
/** What a new or changed event writes. */
export type EventValues = Omit<typeof calendarEvents.$inferInsert, 'id' | 'companyId'>;

export interface EventWithParty {
  event: EventRow;
  candidateName: string | null;
  candidateEmail: string | null;
  /** The language the candidate applied in: their e-mails are written in it. */
  candidateLocale: 'en' | 'ne' | null;
  jobTitle: string | null;
}

/** Which events a list holds; every field left out matches all. */
export interface EventFilter {
  /** Events overlapping the span. */
  during?: { from: Date; to: Date } | undefined;
  /** Events not ended by then. */
  endingFrom?: Date | undefined;
  applicationId?: string | undefined;
  status?: string | undefined;
  /**
   * Only the interviews of these jobs (a hiring manager's, docs/teams.md "Rules"): events tied to no application
   * belong to no job and are left out too. Null or left out: every event.
   */
  jobIds?: readonly string[] | null | undefined;
}

const columns = {
  event: calendarEvents,
  candidateName: jobSeekers.fullName,
  candidateEmail: jobSeekers.email,
  candidateLocale: jobSeekers.locale,
  jobTitle: jobs.title,
};

function matching(companyId: string, f: EventFilter & { id?: string }): SQL | undefined {
  return and(
    eq(calendarEvents.companyId, companyId),
    f.id ? eq(calendarEvents.id, f.id) : undefined,
    f.during ? and(lt(calendarEvents.startsAt, f.during.to), gt(calendarEvents.endsAt, f.during.from)) : undefined,
    f.endingFrom ? gte(calendarEvents.endsAt, f.endingFrom) : undefined,
    f.applicationId ? eq(calendarEvents.applicationId, f.applicationId) : undefined,
    f.status ? eq(calendarEvents.status, f.status) : undefined,
    f.jobIds ? (f.jobIds.length
      ? inArray(calendarEvents.applicationId, sql`(select ${applications.id} from ${applications}
          where ${applications.companyId} = ${companyId} and ${inArray(applications.jobId, [...f.jobIds])})`)
      : sql`false`) : undefined,
  );
}

export class EventsRepository {
  constructor(private readonly db: Db) {}

  private select(where: SQL | undefined) {
    return this.db.select(columns).from(calendarEvents)
      .leftJoin(applications, eq(applications.id, calendarEvents.applicationId))
      .leftJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where)
      .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
      .$dynamic();
  }

  /** The company's events matching `filter`, earliest first, with the candidate and job of interviews. */
  list(companyId: string, filter: EventFilter, page?: { limit: number; offset: number }): Promise<EventWithParty[]> {
    const q = this.select(matching(companyId, filter));
    return page ? q.limit(page.limit).offset(page.offset) : q;
  }

  async count(companyId: string, filter: EventFilter): Promise<number> {
    const [r] = await this.db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents).where(matching(companyId, filter));
    return r?.n ?? 0;
  }

  async find(companyId: string, id: string): Promise<EventWithParty | undefined> {
    const [row] = await this.select(matching(companyId, { id }));
    return row;
  }

  /** The company's other scheduled events overlapping `e` (at most 20, earliest first). */
  overlapping(companyId: string, e: Pick<EventRow, 'id' | 'startsAt' | 'endsAt'>) {
    return this.db.select({ id: calendarEvents.id, title: calendarEvents.title, startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt })
      .from(calendarEvents)
      .where(and(
        eq(calendarEvents.companyId, companyId), eq(calendarEvents.status, 'scheduled'), ne(calendarEvents.id, e.id),
        lt(calendarEvents.startsAt, e.endsAt), gt(calendarEvents.endsAt, e.startsAt),
      ))
      .orderBy(asc(calendarEvents.startsAt)).limit(20);
  }

  /** The event, locked until the transaction ends. */
  async lockForUpdate(companyId: string, id: string): Promise<EventRow | undefined> {
    const [row] = await this.db.select().from(calendarEvents)
      .where(and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId))).for('update');
    return row;
  }

  async create(companyId: string, values: EventValues): Promise<string> {
    const [row] = await this.db.insert(calendarEvents).values({ ...values, companyId }).returning({ id: calendarEvents.id });
    return row!.id;
  }

  async update(companyId: string, id: string, values: Partial<EventValues>): Promise<void> {
    await this.db.update(calendarEvents).set(values).where(and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)));
  }

  /** The candidate's name and the job of one of the company's applications (an interview's default title). */
  async interviewNames(companyId: string, applicationId: string): Promise<{ seeker: string; job: string } | undefined> {
    const [names] = await this.db.select({ seeker: jobSeekers.fullName, job: jobs.title }).from(applications)
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId)).innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
    return names;
  }

  /** Keeps the hash of the company's feed token, replacing any earlier one. */
  async replaceFeed(companyId: string, tokenHash: string, now: Date): Promise<void> {
    await this.db.insert(calendarFeeds).values({ companyId, tokenHash, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.companyId, set: { tokenHash, createdAt: now } });
  }

  async feed(companyId: string): Promise<{ createdAt: Date } | undefined> {
    const [row] = await this.db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.companyId, companyId));
    return row;
  }

  async deleteFeed(companyId: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.companyId, companyId));
  }

  /** The subscription feed (no company yet): the company whose feed a token's hash opens. */
  async companyOfFeed(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db.select({ companyId: calendarFeeds.companyId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
    return row?.companyId;
  }
}
