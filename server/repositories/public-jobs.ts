// The public side of jobs: open jobs (published, deadline not passed) of every company, with their company's
// public face. Nothing here reads or changes what only a company may see.
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, jobs, media } from '../db/schema';
import { activeJobSql, type JobRow } from './jobs';

export interface PublicRow {
  job: JobRow;
  company: { id: string; name: string; industry: string; website: string; logoId: string | null };
  logoExt: string | null;
}

/** The public list's filters (each optional). */
export interface PublicJobFilters {
  /** A prefix query for `to_tsquery('simple', …)`. */
  words?: string | undefined;
  province?: string | undefined;
  district?: string | undefined;
  category?: string | undefined;
  employmentType?: string | undefined;
  jobLevel?: string | undefined;
  remote?: boolean | undefined;
  /** Published after this instant and up to `publishedUntil` (a job alert's new jobs). */
  publishedAfter?: Date | undefined;
  publishedUntil?: Date | undefined;
}

/** At most this many open jobs are scored for one job seeker's best match (the newest, after the filters). */
export const BEST_MATCH_POOL = 500;

/** Open to job seekers: an active job (src/domain/plans.ts isActiveJob). */
const openJob = (today: string): SQL => activeJobSql(today);

const publicColumns = { job: jobs, company: { id: companies.id, name: companies.fullName, industry: companies.industryType, website: companies.website, logoId: companies.logoId }, logoExt: media.ext };

export class PublicJobsRepository {
  constructor(private readonly db: Db) {}

  private selectPublic() {
    return this.db.select(publicColumns).from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(media, eq(media.id, companies.logoId));
  }

  /** How many open jobs match on `today` (a Kathmandu date), and a page of them: featured first, then newest. */
  async page(today: string, q: PublicJobFilters, limit: number, offset: number): Promise<{ count: number; rows: PublicRow[] }> {
    const where = this.where(today, q);
    const [{ count } = { count: 0 }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(jobs).where(where);
    const rows = await this.selectPublic().where(where).orderBy(desc(jobs.featured), desc(jobs.publishedAt), desc(jobs.id)).limit(limit).offset(offset);
    return { count, rows };
  }

  /** The newest open jobs matching the filters, up to `limit`, newest first (for scoring, or a job alert). */
  async newest(today: string, q: PublicJobFilters, limit: number): Promise<PublicRow[]> {
    return this.selectPublic().where(this.where(today, q)).orderBy(desc(jobs.publishedAt), desc(jobs.id)).limit(limit);
  }

  private where(today: string, q: PublicJobFilters): SQL | undefined {
    return and(
      openJob(today),
      q.words ? sql`job_search_document(${jobs.title}, ${jobs.skills}, ${jobs.category}, ${jobs.district}, ${jobs.province}) @@ to_tsquery('simple', ${q.words})` : undefined,
      q.province ? eq(jobs.province, q.province) : undefined,
      q.district ? eq(jobs.district, q.district) : undefined,
      q.category ? eq(jobs.category, q.category) : undefined,
      q.employmentType ? eq(jobs.employmentType, q.employmentType) : undefined,
      q.jobLevel ? eq(jobs.jobLevel, q.jobLevel) : undefined,
      q.remote ? eq(jobs.remoteAllowed, true) : undefined,
      q.publishedAfter ? gt(jobs.publishedAt, q.publishedAfter) : undefined,
      q.publishedUntil ? lte(jobs.publishedAt, q.publishedUntil) : undefined,
    );
  }

  /** Counts a view of the job if it is open on `today`; false when it is not. */
  async countView(id: string, today: string): Promise<boolean> {
    const counted = await this.db.update(jobs).set({ viewsCount: sql`${jobs.viewsCount} + 1` })
      .where(and(eq(jobs.id, id), openJob(today))).returning({ id: jobs.id });
    return counted.length > 0;
  }

  async find(id: string): Promise<PublicRow | undefined> {
    const [row] = await this.selectPublic().where(eq(jobs.id, id));
    return row;
  }

  /** The job if it is open on `today`, with its company's name. */
  async findOpen(id: string, today: string): Promise<{ id: string; title: string; company: string } | undefined> {
    const [row] = await this.db.select({ id: jobs.id, title: jobs.title, company: companies.fullName }).from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(eq(jobs.id, id), openJob(today)));
    return row;
  }

  /**
   * Counts an application to the job, only while it is still open on `today`; returns the job's company, or
   * undefined when it is not open (in a transaction, a job closing meanwhile refuses the application).
   */
  async countApplication(id: string, today: string): Promise<string | undefined> {
    const [open] = await this.db.update(jobs).set({ applicationsCount: sql`${jobs.applicationsCount} + 1` })
      .where(and(eq(jobs.id, id), openJob(today))).returning({ companyId: jobs.companyId });
    return open?.companyId;
  }
}
