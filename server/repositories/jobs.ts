// The company's jobs. Every method takes the caller's company first: another company's job is not found.
import { and, desc, eq, getTableColumns, ilike, ne, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/client';
import { Prebuilt } from '../db/prebuilt';
import { jobs } from '../db/schema';
import type { JobForMatch } from '../lib/match-inputs';
import { jsonColumn } from './json-rows';

type Schemas = components['schemas'];
export type JobRow = typeof jobs.$inferSelect;
/** The columns a new or changed job writes (services/jobs.ts' jobChanges). */
export type JobValues = Omit<typeof jobs.$inferInsert, 'id' | 'companyId' | 'createdAt'>;
export type JobOrdering = 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'deadline' | '-deadline' | 'title' | '-title'
  | 'applications_count' | '-applications_count' | 'views_count' | '-views_count';

/** The columns a list row reads: not the long texts, nor what the view leaves out. */
const NOT_IN_SUMMARY = ['description', 'requirements', 'companyId'] as const;
type SummaryKey = Exclude<keyof JobRow, (typeof NOT_IN_SUMMARY)[number]>;
export type JobSummaryRow = Pick<JobRow, SummaryKey>;
export const JOB_SUMMARY_KEYS = (Object.keys(getTableColumns(jobs)) as (keyof JobRow)[])
  .filter((key): key is SummaryKey => !(NOT_IN_SUMMARY as readonly string[]).includes(key));

/**
 * src/domain/plans.ts isActiveJob in SQL, over a job's status and deadline columns (a whole table's or an alias's):
 * published, deadline on or after `today` (a Kathmandu date). The one definition of an active job that the
 * overview, the job list, the plan's usage and limit, and the public list all count by; never NULL.
 */
export function activeJobSql(today: Placeholder | SQL | string, columns: { status: SQL | Column; deadline: SQL | Column } = jobs): SQL {
  return sql`(${columns.status} = 'published' AND ${columns.deadline} IS NOT NULL AND ${columns.deadline} >= ${today}::date)`;
}

/** `%` and `_` typed by the user match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * services/jobs.ts' jobSummaryView in SQL: a select list with the answer's names, over the job in row `alias` (any
 * select with the jobs table's columns), `today` a Kathmandu date. A list aggregates such rows into JSON text and
 * sends it as it is, so the server skips reading each value, building the view and writing JSON again: a large part of the
 * job list's time per request on PostgreSQL. routes/jobs.test.ts holds it to jobSummaryView, row by row.
 */
export function jobSummaryColumns(alias: string, today: Placeholder | SQL): SQL {
  const column = (key: keyof JobSummaryRow) => sql`${sql.identifier(alias)}.${sql.identifier(jobs[key].name)}`;
  // Date#toISOString: UTC, milliseconds cut (not rounded), as to_char's MS.
  const iso = (key: 'createdAt' | 'updatedAt' | 'publishedAt') =>
    sql`to_char(${column(key)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const rupeesOf = (key: 'salaryMinPaisa' | 'salaryMaxPaisa') => sql`round(${column(key)} / 100.0)`;
  const fields: Record<keyof Schemas['JobSummary'], SQL> = {
    id: column('id'),
    title: column('title'),
    category: column('category'),
    job_level: column('jobLevel'),
    employment_type: column('employmentType'),
    vacancies: column('vacancies'),
    province: column('province'),
    district: column('district'),
    address: column('address'),
    remote_allowed: column('remoteAllowed'),
    salary_min: rupeesOf('salaryMinPaisa'),
    salary_max: rupeesOf('salaryMaxPaisa'),
    salary_negotiable: column('salaryNegotiable'),
    show_salary: column('showSalary'),
    experience_min_years: column('experienceMinYears'),
    education_level: column('educationLevel'),
    skills: column('skills'),
    deadline: column('deadline'),
    status: column('status'),
    is_open: activeJobSql(today, { status: column('status'), deadline: column('deadline') }),
    featured: column('featured'),
    created_at: iso('createdAt'),
    updated_at: iso('updatedAt'),
    published_at: iso('publishedAt'),
    views_count: column('viewsCount'),
    applications_count: column('applicationsCount'),
  };
  return sql.join(Object.entries(fields).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`), sql`, `);
}

const ORDER_COLUMNS = {
  created_at: jobs.createdAt,
  updated_at: jobs.updatedAt,
  deadline: jobs.deadline,
  title: jobs.title,
  applications_count: jobs.applicationsCount,
  views_count: jobs.viewsCount,
} as const;

/** A list of ids as one placeholder's value: `in` reads it back (an empty list matches nothing). */
export const idList = (ids: readonly string[]) => ids.join(',');
export const inIdList = (column: Column, placeholder: Placeholder | string) =>
  sql`${column} = ANY(string_to_array(${placeholder}, ',')::uuid[])`;

// Counts per status and the page (as JSON text, in the answer's shape) in one round trip, built once per shape:
// search or not, status or not, some jobs only (a hiring manager's) or not, order.
const list = new Prebuilt((shape: string) => {
  const [searching, byStatus, someJobs, ordering] = shape.split('|') as ['1' | '0', '1' | '0', '1' | '0', string];
  const like = sql.placeholder('like');
  const mine = and(eq(jobs.companyId, sql.placeholder('company')), searching === '1'
    ? or(ilike(jobs.title, like), ilike(jobs.category, like), ilike(jobs.district, like), sql`array_to_string(${jobs.skills}, ' ') ILIKE ${like}`)
    : undefined, someJobs === '1' ? inIdList(jobs.id, sql.placeholder('jobIds')) : undefined)!;
  const column = sql.identifier(ORDER_COLUMNS[ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS].name);
  const direction = sql.raw(ordering.startsWith('-') ? 'DESC' : 'ASC');
  const columnList = sql.join(JOB_SUMMARY_KEYS.map((key) => sql.identifier(jobs[key].name)), sql`, `);
  return sql`SELECT
    (SELECT coalesce(json_object_agg(status, n), '{}') FROM (
      SELECT ${jobs.status} AS status, count(*)::int AS n FROM ${jobs} WHERE ${mine} GROUP BY 1) per_status) AS counts,
    (SELECT coalesce(json_agg(v ORDER BY p.${column} ${direction}, p.id DESC), '[]')::text FROM (
      SELECT ${columnList} FROM ${jobs}
      WHERE ${and(mine, byStatus === '1' ? eq(jobs.status, sql.placeholder('status')) : undefined)}
      ORDER BY ${column} ${direction}, id DESC LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}) p
      CROSS JOIN LATERAL (SELECT ${jobSummaryColumns('p', sql.placeholder('today'))}) v) AS page`;
});

export class JobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A page of the company's jobs as the answer's JSON text (`page`), with the count of each status over the search
   * (`counts`, statuses without jobs left out). `today` is Kathmandu's.
   */
  async listPage(companyId: string, o: {
    search: string | undefined; status: string | undefined; ordering: JobOrdering; limit: number; offset: number; today: string;
    /** Only these jobs (a hiring manager's, docs/teams.md "Rules"); null for every job. */
    jobIds?: readonly string[] | null;
  }): Promise<{ counts: Record<string, number>; page: string }> {
    const jobIds = o.jobIds ?? null;
    const shape = `${o.search ? 1 : 0}|${o.status ? 1 : 0}|${jobIds ? 1 : 0}|${o.ordering}`;
    const [row] = await list.rows<{ counts: unknown; page: string }>(this.db, shape, {
      company: companyId, like: o.search ? likePattern(o.search) : null, status: o.status ?? null, limit: o.limit, offset: o.offset,
      today: o.today, jobIds: jobIds ? idList(jobIds) : null,
    });
    return { counts: jsonColumn<Record<string, number>>(row!.counts), page: row!.page };
  }

  async create(companyId: string, values: JobValues, now: Date): Promise<JobRow> {
    const [row] = await this.db.insert(jobs).values({ ...values, companyId, createdAt: now }).returning();
    return row!;
  }

  async find(companyId: string, id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)));
    return row;
  }

  /** Whether the job is the company's. */
  async exists(companyId: string, id: string): Promise<boolean> {
    const [job] = await this.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)));
    return job !== undefined;
  }

  /** The job, locked until the transaction ends. */
  async lockForUpdate(companyId: string, id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId))).for('update');
    return row;
  }

  async update(companyId: string, id: string, values: Partial<JobValues>): Promise<JobRow | undefined> {
    const [row] = await this.db.update(jobs).set(values).where(and(eq(jobs.id, id), eq(jobs.companyId, companyId))).returning();
    return row;
  }

  /**
   * Deletes the job if nobody applied; false when it has applications (or is not the company's). The counter is
   * raised in the same transaction as every new application, so this cannot lose one.
   */
  async deleteUnapplied(companyId: string, id: string): Promise<boolean> {
    const deleted = await this.db.delete(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId), eq(jobs.applicationsCount, 0))).returning({ id: jobs.id });
    return deleted.length > 0;
  }

  async close(companyId: string, id: string, now: Date): Promise<JobRow | undefined> {
    const [closed] = await this.db.update(jobs).set({ status: 'closed', featured: false, updatedAt: now })
      .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId))).returning();
    return closed;
  }

  /** The job's fields the match score reads. */
  async matchFields(companyId: string, id: string): Promise<JobForMatch | undefined> {
    const [row] = await this.db.select({
      skills: jobs.skills, province: jobs.province, district: jobs.district, remoteAllowed: jobs.remoteAllowed,
      experienceMinYears: jobs.experienceMinYears, educationLevel: jobs.educationLevel,
    }).from(jobs).where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)));
    return row;
  }

  /** The company's jobs not closed, published first, newest first (at most 100): the candidate filters offer them. */
  /** The company's jobs that are not closed, with what tells two of the same title apart. */
  async notClosed(companyId: string): Promise<{
    id: string; title: string; status: string; district: string | null; createdAt: Date; publishedAt: Date | null;
  }[]> {
    return this.db.select({
      id: jobs.id, title: jobs.title, status: jobs.status, district: jobs.district, createdAt: jobs.createdAt, publishedAt: jobs.publishedAt,
    }).from(jobs)
      .where(and(eq(jobs.companyId, companyId), ne(jobs.status, 'closed')))
      .orderBy(sql`${jobs.status} = 'published' DESC`, desc(jobs.createdAt)).limit(100);
  }
}
