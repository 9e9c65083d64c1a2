// The overview's figures of one company (docs/decisions.md "Dashboard stats"), read in one round trip.
import { and, eq, sql, type Column } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Prebuilt } from '../db/prebuilt';
import { applications, calendarEvents, jobs } from '../db/schema';
import { listColumns, type ApplicationRow, type ListRow } from './applications';
import { cardColumns, type SeekerCard } from './job-seekers';
import { activeJobSql } from './jobs';
import { jsonColumn, rowFromJson } from './json-rows';

const RECENT = 5;
const DEADLINES = 5;
/** `{ key: alias.column, … }` as JSON: only the columns the view reads, not whole rows with descriptions. */
const jsonObject = (alias: string, columns: Record<string, Column>) => sql`json_build_object(${sql.join(
  Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.identifier(alias)}.${sql.identifier(column.name)}`),
  sql`, `,
)})`;
const RECENT_JOB = jsonObject('j', listColumns.job);
const RECENT_SEEKER = jsonObject('s', cardColumns);

// Everything in one round trip, each part as JSON; built once, run with each request's values.
const stats = new Prebuilt(() => {
  const { placeholder } = sql;
  const [company, newSince, chartSince, today, now] = [placeholder('company'), placeholder('newSince'), placeholder('chartSince'), placeholder('today'), placeholder('now')];
  const mine = eq(applications.companyId, company);
  const ownJobs = eq(jobs.companyId, company);
  const openJobs = and(ownJobs, activeJobSql(today));
  return sql`SELECT
    (SELECT json_build_object(
      'total', count(*),
      'recent', count(*) FILTER (WHERE ${applications.createdAt} >= ${newSince}),
      'shortlisted', count(*) FILTER (WHERE ${applications.status} = 'shortlisted'),
      'hires', count(*) FILTER (WHERE ${applications.status} = 'hired'))
      FROM ${applications} WHERE ${mine}) AS figures,
    (SELECT coalesce(json_object_agg(d, n), '{}') FROM (
      SELECT to_char(${applications.createdAt} AT TIME ZONE 'Asia/Kathmandu', 'YYYY-MM-DD') AS d, count(*)::int AS n
      FROM ${applications} WHERE ${mine} AND ${applications.createdAt} >= ${chartSince} GROUP BY 1) per_day) AS per_day,
    (SELECT json_build_object('active', count(*) FILTER (WHERE ${activeJobSql(today)}),
      'views', coalesce(sum(${jobs.viewsCount}), 0)) FROM ${jobs} WHERE ${ownJobs}) AS job_figures,
    (SELECT coalesce(json_agg(d ORDER BY d.deadline, d.id), '[]') FROM (
      SELECT ${jobs.id} AS id, ${jobs.title} AS title, ${jobs.deadline} AS deadline, ${jobs.applicationsCount} AS applications_count
      FROM ${jobs} WHERE ${openJobs} ORDER BY ${jobs.deadline}, ${jobs.id} LIMIT ${DEADLINES}) d) AS deadlines,
    (SELECT coalesce(json_agg(json_build_object('application', row_to_json(a), 'seeker', ${RECENT_SEEKER}, 'job', ${RECENT_JOB})
      ORDER BY a.created_at DESC, a.id DESC), '[]')
      FROM (SELECT * FROM ${applications} WHERE ${mine} ORDER BY created_at DESC, id DESC LIMIT ${RECENT}) a
      JOIN job_seekers s ON s.id = a.job_seeker_id JOIN jobs j ON j.id = a.job_id) AS recent,
    (SELECT count(*)::int FROM ${calendarEvents} WHERE ${calendarEvents.companyId} = ${company}
      AND ${calendarEvents.kind} = 'interview' AND ${calendarEvents.status} = 'scheduled' AND ${calendarEvents.startsAt} > ${now}) AS interviews`;
});

export interface DashboardStats {
  figures: { total: number; recent: number; shortlisted: number; hires: number };
  jobFigures: { active: number; views: number };
  /** Applications per Kathmandu date (`YYYY-MM-DD`) since `chartSince`; days without any left out. */
  perDay: Record<string, number>;
  deadlines: { id: string; title: string; deadline: string; applications_count: number }[];
  recent: { application: ApplicationRow; seeker: SeekerCard; job: ListRow['job'] }[];
  interviews: number;
}

export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /**
   * The company's figures: applications (new since `newSince`, per day since `chartSince`), jobs open on `today`,
   * the nearest deadlines, the latest applications, interviews after `now`.
   */
  async stats(companyId: string, o: { newSince: Date; chartSince: Date; today: string; now: Date }): Promise<DashboardStats> {
    const [row] = await stats.rows<Record<'figures' | 'per_day' | 'job_figures' | 'deadlines' | 'recent' | 'interviews', unknown>>(
      this.db, 'stats', { company: companyId, ...o });
    const recent = jsonColumn<{ application: Record<string, unknown>; seeker: Omit<SeekerCard, 'updatedAt'> & { updatedAt: string }; job: ListRow['job'] }[]>(row!.recent)
      .map((r) => ({ application: rowFromJson(applications, r.application), seeker: { ...r.seeker, updatedAt: new Date(r.seeker.updatedAt) }, job: r.job }));
    return {
      figures: jsonColumn(row!.figures),
      jobFigures: jsonColumn(row!.job_figures),
      perDay: jsonColumn(row!.per_day),
      deadlines: jsonColumn(row!.deadlines),
      recent,
      interviews: Number(row!.interviews),
    };
  }
}
