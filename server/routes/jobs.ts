// The caller's jobs: list with counts per status, create, read, replace, change (publish, close), delete or close.
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { kathmanduToday } from '../../src/domain/job-rules';
import { Prebuilt } from '../db/prebuilt';
import { applications, jobs, jobSeekers } from '../db/schema';
import { notFound } from '../lib/api-error';
import {
  applicationView, jobForMatch, listApplications, newestFirst, statusCounts,
} from '../services/applications';
import { checkActiveJobLimit } from '../services/billing';
import {
  JOB_SUMMARY_KEYS, JOB_WRITE_MESSAGES, jobChanges, jobSummaryColumns, jobView, type JobInput, type JobRow,
} from '../services/jobs';
import { scoreSql } from '../services/matching';
import { jsonColumn } from '../services/json-rows';
import { pageJson, pageOf, pageWindow } from '../services/pagination';
import type { Workspace } from './workspace';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listJobs']['parameters']['query']>;
type JobApplicationsQuery = NonNullable<operations['listJobApplications']['parameters']['query']>;
type IdParams = { id: string };

/** `%` and `_` typed by the user match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER_COLUMNS = {
  created_at: jobs.createdAt,
  updated_at: jobs.updatedAt,
  deadline: jobs.deadline,
  title: jobs.title,
  applications_count: jobs.applicationsCount,
  views_count: jobs.viewsCount,
} as const;

// Counts per status and the page (as JSON text, in the answer's shape) in one round trip, built once per shape:
// search or not, status or not, order.
const list = new Prebuilt((shape: string) => {
  const [searching, byStatus, ordering] = shape.split('|') as ['1' | '0', '1' | '0', string];
  const like = sql.placeholder('like');
  const mine = and(eq(jobs.companyId, sql.placeholder('company')), searching === '1'
    ? or(ilike(jobs.title, like), ilike(jobs.category, like), ilike(jobs.district, like), sql`array_to_string(${jobs.skills}, ' ') ILIKE ${like}`)
    : undefined)!;
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

export default async function jobRoutes(app: FastifyInstance, { companyOf, matchJobs }: Workspace) {
  const { db, clock, config } = app.deps;

  const ownJob = async (companyId: string, id: string): Promise<JobRow> => {
    const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)));
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: ListQuery }>('/api/employer/jobs/', async (req, reply) => {
    const company = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const term = req.query.search?.trim();
    const status = req.query.status;
    const shape = `${term ? 1 : 0}|${status ? 1 : 0}|${req.query.ordering ?? '-created_at'}`;
    const [row] = await list.rows<{ counts: unknown; page: string }>(db, shape, {
      company, like: term ? likePattern(term) : null, status: status ?? null, limit, offset,
      today: kathmanduToday(clock.now()),
    });
    const status_counts = { all: 0, draft: 0, published: 0, closed: 0 };
    for (const [name, n] of Object.entries(jsonColumn<Record<string, number>>(row!.counts))) {
      status_counts[name as 'draft' | 'published' | 'closed'] = n;
      status_counts.all += n;
    }
    const count = status ? status_counts[status] : status_counts.all;
    return reply.type('application/json; charset=utf-8').send(pageJson(req, count, row!.page, req.query, { status_counts }));
  });

  app.post<{ Body: Schemas['JobWrite'] }>('/api/employer/jobs/', async (req, reply) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const changes = jobChanges(req.body, 'create', undefined, now);
    if (changes.status === 'published') await checkActiveJobLimit(db, companyId, now);
    const [row] = await db.insert(jobs).values({ ...changes, companyId, createdAt: now }).returning();
    return reply.code(201).send(jobView(row!, now));
  });

  app.get<{ Params: IdParams }>('/api/employer/jobs/:id/', async (req) =>
    jobView(await ownJob(await companyOf(req), req.params.id), clock.now()));

  const update = (mode: 'replace' | 'patch') => async (req: FastifyRequest<{ Params: IdParams; Body: JobInput }>) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const view = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobs)
        .where(and(eq(jobs.id, req.params.id), eq(jobs.companyId, companyId))).for('update');
      if (!current) throw notFound();
      const changes = jobChanges(req.body, mode, current, now);
      if (changes.status === 'published' && current.status !== 'published') await checkActiveJobLimit(tx, companyId, now, current.id);
      const [row] = await tx.update(jobs).set(changes).where(eq(jobs.id, current.id)).returning();
      return jobView(row!, now);
    });
    matchJobs.forget(view.id); // after the commit, so nothing reads the old job back in meanwhile
    return view;
  };
  app.put<{ Params: IdParams; Body: Schemas['JobWrite'] }>('/api/employer/jobs/:id/', update('replace'));
  app.patch<{ Params: IdParams; Body: Schemas['JobPatch'] }>('/api/employer/jobs/:id/', update('patch'));

  app.delete<{ Params: IdParams }>('/api/employer/jobs/:id/', async (req, reply) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const mine = and(eq(jobs.id, req.params.id), eq(jobs.companyId, companyId));
    // The counter is raised in the same transaction as every new application, so this cannot lose one.
    const deleted = await db.delete(jobs).where(and(mine, eq(jobs.applicationsCount, 0))).returning({ id: jobs.id });
    matchJobs.forget(req.params.id);
    if (deleted.length) return reply.code(204).send();
    const [closed] = await db.update(jobs).set({ status: 'closed', updatedAt: now }).where(mine).returning();
    if (!closed) throw notFound();
    return { detail: JOB_WRITE_MESSAGES.closedInstead, job: jobView(closed, now) };
  });

  app.get<{ Params: IdParams; Querystring: JobApplicationsQuery }>('/api/employer/jobs/:id/applications/', async (req) => {
    const companyId = await companyOf(req);
    const job = await ownJob(companyId, req.params.id);
    const { offset, limit } = pageWindow(req.query);
    const ofJob = eq(applications.jobId, job.id);
    const status_counts = await statusCounts(db, ofJob);
    const status = req.query.status as ApplicationStatus | undefined;
    const orderBy = ({
      '-created_at': newestFirst,
      created_at: [asc(applications.createdAt), asc(applications.id)],
      '-updated_at': [desc(applications.updatedAt), desc(applications.id)],
      '-match_score': [desc(scoreSql(jobForMatch(job))), desc(jobSeekers.updatedAt), desc(applications.id)],
    } as const)[req.query.ordering ?? '-created_at'];
    const rows = await listApplications(db, and(ofJob, status ? eq(applications.status, status) : undefined), [...orderBy], limit, offset);
    const count = status ? status_counts[status] : status_counts.all;
    return { ...pageOf(req, count, rows.map((r) => applicationView(config, r)), req.query), status_counts };
  });
}
