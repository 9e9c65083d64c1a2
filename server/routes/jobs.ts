// The caller's jobs: list with counts per status, create, read, replace, change (publish, close), delete or close.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { kathmanduToday } from '../../src/domain/job-rules';
import { notFound } from '../lib/api-error';
import { visibleJobs } from '../plugins/policy';
import type { JobRow } from '../repositories/jobs';
import { applicationView } from '../services/applications';
import { checkActiveJobLimit } from '../services/billing';
import { becomesActive, JOB_WRITE_MESSAGES, jobChanges, jobRuleErrors, jobView, type JobInput } from '../services/jobs';
import { pageJson, pageOf, pageWindow } from '../services/pagination';

type Schemas = components['schemas'];
type ListQuery = NonNullable<operations['listJobs']['parameters']['query']>;
type JobApplicationsQuery = NonNullable<operations['listJobApplications']['parameters']['query']>;
type IdParams = { id: string };

export default async function jobRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;
  const { companyOf, matchJobs } = app.workspace;

  const ownJob = async (companyId: string, id: string): Promise<JobRow> => {
    const row = await repos.jobs.find(companyId, id);
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Querystring: ListQuery }>('/api/employer/jobs/', async (req, reply) => {
    const company = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const status = req.query.status;
    const { counts, page } = await repos.jobs.listPage(company, {
      search: req.query.search?.trim() || undefined, status, ordering: req.query.ordering ?? '-created_at', limit, offset,
      today: kathmanduToday(clock.now()), jobIds: visibleJobs(req),
    });
    const status_counts = { all: 0, draft: 0, published: 0, closed: 0 };
    for (const [name, n] of Object.entries(counts)) {
      status_counts[name as 'draft' | 'published' | 'closed'] = n;
      status_counts.all += n;
    }
    const count = status ? status_counts[status] : status_counts.all;
    return reply.type('application/json; charset=utf-8').send(pageJson(req, count, page, req.query, { status_counts }));
  });

  // The job rules run also on a body the contract refused, so one 400 names every field (plugins/errors.ts).
  const createRules = { rules: (_req: FastifyRequest, body: unknown) => jobRuleErrors(body, 'create', undefined, clock.now()) };
  const updateRules = (mode: 'replace' | 'patch') => ({
    rules: async (req: FastifyRequest, body: unknown) => {
      const current = await repos.jobs.find(await companyOf(req), (req.params as IdParams).id);
      return current && jobRuleErrors(body, mode, current, clock.now());
    },
  });

  app.post<{ Body: Schemas['JobWrite'] }>('/api/employer/jobs/', { config: createRules }, async (req, reply) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const changes = jobChanges(req.body, 'create', undefined, now);
    const row = await repos.transaction(async (tx) => {
      if (becomesActive(changes, undefined, now)) await checkActiveJobLimit(tx.billing, companyId, now);
      return tx.jobs.create(companyId, changes, now);
    });
    return reply.code(201).send(jobView(row, now));
  });

  app.get<{ Params: IdParams }>('/api/employer/jobs/:id/', async (req) =>
    jobView(await ownJob(await companyOf(req), req.params.id), clock.now()));

  const update = (mode: 'replace' | 'patch') => async (req: FastifyRequest<{ Params: IdParams; Body: JobInput }>) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const view = await repos.transaction(async (tx) => {
      const current = await tx.jobs.lockForUpdate(companyId, req.params.id);
      if (!current) throw notFound();
      const changes = jobChanges(req.body, mode, current, now);
      if (becomesActive(changes, current, now)) await checkActiveJobLimit(tx.billing, companyId, now, current.id);
      const row = await tx.jobs.update(companyId, current.id, changes);
      return jobView(row!, now);
    });
    matchJobs.forget(view.id); // after the commit, so nothing reads the old job back in meanwhile
    return view;
  };
  app.put<{ Params: IdParams; Body: Schemas['JobWrite'] }>('/api/employer/jobs/:id/', { config: updateRules('replace') }, update('replace'));
  app.patch<{ Params: IdParams; Body: Schemas['JobPatch'] }>('/api/employer/jobs/:id/', { config: updateRules('patch') }, update('patch'));

  app.delete<{ Params: IdParams }>('/api/employer/jobs/:id/', async (req, reply) => {
    const companyId = await companyOf(req);
    const now = clock.now();
    const deleted = await repos.jobs.deleteUnapplied(companyId, req.params.id);
    matchJobs.forget(req.params.id);
    if (deleted) return reply.code(204).send();
    const closed = await repos.jobs.close(companyId, req.params.id, now);
    if (!closed) throw notFound();
    return { detail: JOB_WRITE_MESSAGES.closedInstead, job: jobView(closed, now) };
  });

  app.get<{ Params: IdParams; Querystring: JobApplicationsQuery }>('/api/employer/jobs/:id/applications/', async (req) => {
    const companyId = await companyOf(req);
    const job = await ownJob(companyId, req.params.id);
    const { offset, limit } = pageWindow(req.query);
    const status_counts = await repos.applications.statusCountsOfJob(companyId, job);
    const status = req.query.status as ApplicationStatus | undefined;
    const rows = await repos.applications.listOfJob(companyId, job, { status, ordering: req.query.ordering ?? '-created_at', limit, offset });
    const count = status ? status_counts[status] : status_counts.all;
    return { ...pageOf(req, count, rows.map((r) => applicationView(config, r)), req.query), status_counts };
  });
}
