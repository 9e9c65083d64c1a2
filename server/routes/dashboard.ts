// The overview's figures (docs/decisions.md "Dashboard stats"), recent applications and upcoming deadlines.
import { and, eq, gte, sql, type Column } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OVERVIEW_CHART_DAYS, OVERVIEW_NEW_DAYS } from '../../src/domain/constants';
import { kathmanduToday } from '../../src/domain/job-rules';
import { Prebuilt } from '../db/prebuilt';
import { applications, calendarEvents, jobs } from '../db/schema';
import { applicationView, cardColumns, listColumns, type ListRow } from '../services/applications';
import type { SeekerCard } from '../services/seeker-index';
import { jsonColumn, rowFromJson } from '../services/json-rows';
import type { Workspace } from './workspace';

const DAY_MS = 86_400_000;
const RECENT = 5;
const DEADLINES = 5;
/** `{ key: alias.column, … }` as JSON: only the columns the view reads, not whole rows with descriptions. */
const jsonObject = (alias: string, columns: Record<string, Column>) => sql`json_build_object(${sql.join(
  Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.identifier(alias)}.${sql.identifier(column.name)}`),
  sql`, `,
)})`;
const RECENT_JOB = jsonObject('j', listColumns.job);
const RECENT_SEEKER = jsonObject('s', cardColumns);

/** The `days` Kathmandu dates up to today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.parse(`${kathmanduToday(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

// Everything in one round trip, each part as JSON; built once, run with each request's values.
const stats = new Prebuilt(() => {
  const { placeholder } = sql;
  const [company, newSince, chartSince, today, now] = [placeholder('company'), placeholder('newSince'), placeholder('chartSince'), placeholder('today'), placeholder('now')];
  const mine = eq(applications.companyId, company);
  const ownJobs = eq(jobs.companyId, company);
  const openJobs = and(ownJobs, eq(jobs.status, 'published'), gte(jobs.deadline, today));
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
    (SELECT json_build_object('active', count(*) FILTER (WHERE ${jobs.status} = 'published' AND ${jobs.deadline} >= ${today}),
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

export default async function dashboardRoutes(app: FastifyInstance, { companyOf }: Workspace) {
  const { db, clock, config } = app.deps;

  app.get('/api/dashboard/stats/', async (req) => {
    const company = await companyOf(req);
    const now = clock.now();
    const today = kathmanduToday(now);
    const days = lastDays(now, OVERVIEW_CHART_DAYS);
    const newSince = new Date(now.getTime() - OVERVIEW_NEW_DAYS * DAY_MS);
    // The first chart day starts at Kathmandu midnight (UTC+05:45).
    const chartSince = new Date(Date.parse(`${days[0]}T00:00:00+05:45`));
    const [row] = await stats.rows<Record<'figures' | 'per_day' | 'job_figures' | 'deadlines' | 'recent' | 'interviews', unknown>>(
      db, 'stats', { company, newSince, chartSince, today, now });
    const figures = jsonColumn<{ total: number; recent: number; shortlisted: number; hires: number }>(row!.figures);
    const jobFigures = jsonColumn<{ active: number; views: number }>(row!.job_figures);
    const perDay = jsonColumn<Record<string, number>>(row!.per_day);
    const recent = jsonColumn<{ application: Record<string, unknown>; seeker: Omit<SeekerCard, 'updatedAt'> & { updatedAt: string }; job: ListRow['job'] }[]>(row!.recent)
      .map((r) => ({ application: rowFromJson(applications, r.application), seeker: { ...r.seeker, updatedAt: new Date(r.seeker.updatedAt) }, job: r.job }));

    return {
      active_jobs: jobFigures.active,
      total_applications: figures.total,
      new_applications: figures.recent,
      shortlisted: figures.shortlisted,
      upcoming_interviews: Number(row!.interviews),
      hires: figures.hires,
      job_views: Number(jobFigures.views),
      applications_per_day: days.map((date) => ({ date, count: perDay[date] ?? 0 })),
      recent_applications: recent.map((r) => applicationView(config, r)),
      upcoming_deadlines: jsonColumn<{ id: string; title: string; deadline: string; applications_count: number }[]>(row!.deadlines),
    };
  });
}
