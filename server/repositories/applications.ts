// Applications to the company's jobs, with their history. Every method that reads or changes a company's
// applications takes the caller's company first: another company's application is not found.
import { and, asc, desc, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/client';
import { applicationEvents, applications, companies, companyMembers, jobs, jobSeekers, resumes, swipeDecisions } from '../db/schema';
import type { JobForMatch } from '../lib/match-inputs';
import type { JobRow } from './jobs';
import type { SeekerRow } from './job-seekers';
import { scoreSql } from './match-score-sql';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
type StatusCounts = components['schemas']['ApplicationStatusCounts'];
export type ApplicationOrdering = '-created_at' | 'created_at' | '-updated_at';

/** The columns an application list needs: the application, its job's match fields and title, the job seeker. */
export const listColumns = {
  application: applications,
  seeker: jobSeekers,
  job: {
    title: jobs.title, skills: jobs.skills, province: jobs.province, district: jobs.district,
    remoteAllowed: jobs.remoteAllowed, experienceMinYears: jobs.experienceMinYears, educationLevel: jobs.educationLevel,
  },
};

export interface ListRow {
  application: ApplicationRow;
  seeker: SeekerRow;
  job: { title: string } & JobForMatch;
}

const newestFirst = [desc(applications.createdAt), desc(applications.id)];
const ORDERS: Record<ApplicationOrdering, SQL[]> = {
  '-created_at': newestFirst,
  created_at: [asc(applications.createdAt), asc(applications.id)],
  '-updated_at': [desc(applications.updatedAt), desc(applications.id)],
};

/** The job, which the caller read as the company's (JobsRepository.find): its applications are the company's. */
function ownJob(companyId: string, job: Pick<JobRow, 'id' | 'companyId'>): string {
  if (job.companyId !== companyId) throw new Error('The job is not the company\'s.');
  return job.id;
}

/** The company's applications, to one job and/or some jobs only (an empty list: none). */
function ofCompanyJobs(companyId: string, jobId: string | undefined, jobIds: readonly string[] | null | undefined): SQL {
  return and(
    eq(applications.companyId, companyId),
    jobId ? eq(applications.jobId, jobId) : undefined,
    jobIds ? (jobIds.length ? inArray(applications.jobId, [...jobIds]) : sql`false`) : undefined,
  )!;
}

export class ApplicationsRepository {
  constructor(private readonly db: Db) {}

  /** Applications matching `where`, in `orderBy`, with the rows the views need. */
  private list(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
    return this.db.select(listColumns).from(applications)
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where).orderBy(...orderBy).limit(limit).offset(offset) as Promise<ListRow[]>;
  }

  /** Counts per status (and `all`) of the applications matching `where`. */
  private async countsWhere(where: SQL): Promise<StatusCounts> {
    const rows = await this.db.select({ status: applications.status, n: sql<number>`count(*)::int` })
      .from(applications).where(where).groupBy(applications.status);
    const counts = { all: 0, applied: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };
    for (const { status, n } of rows) {
      counts[status as ApplicationStatus] = n;
      counts.all += n;
    }
    return counts;
  }

  /**
   * Counts per status of the company's applications (to one job, with `jobId`; to some jobs only, with `jobIds`:
   * a hiring manager's, docs/teams.md "Rules").
   */
  statusCounts(companyId: string, jobId?: string, jobIds?: readonly string[] | null): Promise<StatusCounts> {
    return this.countsWhere(ofCompanyJobs(companyId, jobId, jobIds));
  }

  /** A page of the company's applications (to one job, with `jobId`; to some jobs only, with `jobIds`). */
  listOfCompany(companyId: string, o: {
    jobId?: string | undefined; jobIds?: readonly string[] | null; status?: ApplicationStatus | undefined;
    ordering: ApplicationOrdering; limit: number; offset: number;
  }): Promise<ListRow[]> {
    const mine = ofCompanyJobs(companyId, o.jobId, o.jobIds);
    return this.list(and(mine, o.status ? eq(applications.status, o.status) : undefined), [...ORDERS[o.ordering]], o.limit, o.offset);
  }

  /** Counts per status of the applications to one of the company's jobs (read by the job's index). */
  statusCountsOfJob(companyId: string, job: Pick<JobRow, 'id' | 'companyId'>): Promise<StatusCounts> {
    return this.countsWhere(eq(applications.jobId, ownJob(companyId, job)));
  }

  /** A page of the applications to one of the company's jobs; `-match_score` ranks by the match with the job. */
  listOfJob(companyId: string, job: JobRow, o: {
    status?: ApplicationStatus | undefined; ordering: ApplicationOrdering | '-match_score'; limit: number; offset: number;
  }): Promise<ListRow[]> {
    const ofJob = eq(applications.jobId, ownJob(companyId, job));
    const orderBy = o.ordering === '-match_score'
      ? [desc(scoreSql(job)), desc(jobSeekers.updatedAt), desc(applications.id)]
      : ORDERS[o.ordering];
    return this.list(and(ofJob, o.status ? eq(applications.status, o.status) : undefined), [...orderBy], o.limit, o.offset);
  }

  /**
   * The swipe deck's applicants: the applications to one of the company's jobs still `applied` that the company has
   * not decided on (an undone decision does not count), best match first. A job seeker who deleted their data has
   * nothing left to judge by (docs/seekers.md "Privacy"): not in the deck.
   */
  undecided(companyId: string, jobId: string, job: JobForMatch, limit: number): Promise<ListRow[]> {
    return this.list(and(
      eq(applications.jobId, jobId), eq(applications.status, 'applied'), isNull(jobSeekers.deletedAt),
      notExists(this.db.select({ one: sql`1` }).from(swipeDecisions)
        .where(and(
          and(
            eq(swipeDecisions.companyId, companyId), eq(swipeDecisions.mode, 'applicants'), isNull(swipeDecisions.undoneAt),
            sql`${swipeDecisions.kind} <> 'undo'`, eq(swipeDecisions.jobId, jobId),
          ),
          eq(swipeDecisions.jobSeekerId, applications.jobSeekerId),
        ))),
    ), [desc(scoreSql(job)), asc(applications.createdAt), asc(applications.id)], limit, 0);
  }

  /** One of the company's applications with its rows for the view, and its history in order. */
  async detail(companyId: string, id: string): Promise<{ row: ListRow; history: (ApplicationEventRow & { memberName: string | null })[] } | undefined> {
    const [row] = await this.list(and(eq(applications.id, id), eq(applications.companyId, companyId)), [], 1, 0);
    if (!row) return undefined;
    // Who moved it, by their name in the team now (docs/teams.md "Members").
    const history = await this.db.select({ event: applicationEvents, memberName: companyMembers.fullName }).from(applicationEvents)
      .leftJoin(companyMembers, and(eq(companyMembers.userId, applicationEvents.actorUserId), eq(companyMembers.companyId, companyId)))
      .where(eq(applicationEvents.applicationId, id)).orderBy(applicationEvents.seq);
    return { row, history: history.map((h) => ({ ...h.event, memberName: h.memberName })) };
  }

  /** The status of one of the company's applications. */
  async statusOf(companyId: string, id: string): Promise<string | undefined> {
    const [row] = await this.db.select({ status: applications.status }).from(applications)
      .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
    return row?.status;
  }

  /**
   * What an e-mail to the job seeker about one of the company's applications needs (docs/seekers.md "E-mails"):
   * where it stands now, and whom and in which language to write.
   */
  async statusMailFacts(companyId: string, id: string): Promise<{
    status: ApplicationStatus; updatedAt: Date; email: string; fullName: string; locale: 'en' | 'ne'; statusEmails: boolean;
    deleted: boolean; jobSeekerId: string; jobTitle: string; companyName: string;
  } | undefined> {
    const [row] = await this.db.select({
      status: applications.status, updatedAt: applications.updatedAt, email: jobSeekers.email, fullName: jobSeekers.fullName,
      locale: jobSeekers.locale, statusEmails: jobSeekers.statusEmails, deletedAt: jobSeekers.deletedAt,
      jobSeekerId: jobSeekers.id, jobTitle: jobs.title, companyName: companies.fullName,
    }).from(applications)
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
    if (!row) return undefined;
    const { deletedAt, ...rest } = row;
    return { ...rest, status: row.status as ApplicationStatus, deleted: deletedAt !== null };
  }

  /** One of the company's applications, locked until the transaction ends. */
  async lockForUpdate(companyId: string, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db.select().from(applications)
      .where(and(eq(applications.id, id), eq(applications.companyId, companyId))).for('update');
    return row;
  }

  /** The company's application of a job seeker to a job. */
  async findByJobAndSeeker(companyId: string, jobId: string, jobSeekerId: string): Promise<ApplicationRow | undefined> {
    const [application] = await this.db.select().from(applications).where(and(eq(applications.companyId, companyId),
      eq(applications.jobId, jobId), eq(applications.jobSeekerId, jobSeekerId)));
    return application;
  }

  /** Whether the application is the job seeker's, to one of the company's jobs. */
  async isOfSeeker(companyId: string, id: string, jobSeekerId: string): Promise<boolean> {
    const [application] = await this.db.select({ id: applications.id }).from(applications).where(and(
      eq(applications.id, id), eq(applications.companyId, companyId), eq(applications.jobSeekerId, jobSeekerId)));
    return application !== undefined;
  }

  /** A job seeker's applications to the company's jobs, newest first, with the job's title. */
  ofSeeker(companyId: string, jobSeekerId: string): Promise<{ application: ApplicationRow; jobTitle: string }[]> {
    return this.db.select({ application: applications, jobTitle: jobs.title }).from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.companyId, companyId), eq(applications.jobSeekerId, jobSeekerId)))
      .orderBy(desc(applications.createdAt));
  }

  /** The résumé sent with one of the company's applications, and the job seeker's name. */
  async resume(companyId: string, id: string): Promise<{ bytes: Uint8Array; name: string } | undefined> {
    const [row] = await this.db.select({ bytes: resumes.bytes, name: jobSeekers.fullName }).from(applications)
      .innerJoin(resumes, eq(resumes.id, applications.resumeId))
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .where(and(eq(applications.id, id), eq(applications.companyId, companyId)));
    return row;
  }

  /**
   * Writes a status of one of the company's applications (locked by the caller) and its history entry. No checks:
   * callers decide.
   */
  async recordStatus(
    companyId: string, row: Pick<ApplicationRow, 'id' | 'status'>, to: ApplicationStatus,
    o: { reason: string | null; userId: string; now: Date },
  ): Promise<void> {
    await this.db.update(applications).set({ status: to, updatedAt: o.now })
      .where(and(eq(applications.id, row.id), eq(applications.companyId, companyId)));
    await this.db.insert(applicationEvents).values({
      applicationId: row.id, fromStatus: row.status, toStatus: to, actor: 'employer', actorUserId: o.userId, reason: o.reason, at: o.now,
    });
  }

  /** The public apply flow (no company yet): whether someone with this e-mail applied for the job. */
  async appliedWithEmail(jobId: string, email: string): Promise<boolean> {
    const [already] = await this.db.select({ id: applications.id }).from(applications)
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .where(and(eq(applications.jobId, jobId), eq(jobSeekers.email, email)));
    return already !== undefined;
  }

  /** A new application (status `applied`) to a job of the company, with the first entry of its history. */
  async create(companyId: string, o: {
    jobId: string; jobSeekerId: string; coverLetter: string; resumeId: string; now: Date;
  }): Promise<{ id: string; createdAt: Date }> {
    const [application] = await this.db.insert(applications).values({
      jobId: o.jobId, companyId, jobSeekerId: o.jobSeekerId, coverLetter: o.coverLetter,
      resumeId: o.resumeId, status: 'applied', createdAt: o.now, updatedAt: o.now,
    }).returning({ id: applications.id, createdAt: applications.createdAt });
    await this.db.insert(applicationEvents).values({
      applicationId: application!.id, fromStatus: null, toStatus: 'applied', actor: 'job_seeker', reason: null, at: o.now,
    });
    return application!;
  }
}
