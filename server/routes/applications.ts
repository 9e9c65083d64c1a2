// Applications to the caller's jobs: list, one in full, status changes (the status machine decides) and the résumé.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { notFound } from '../lib/api-error';
import { visibleJobs } from '../plugins/policy';
import {
  applicationDetail, applicationView, changeStatus, lockApplication, staleStatus, statusChangeErrors,
} from '../services/applications';
import { pageOf, pageWindow } from '../services/pagination';
import { scheduleStatusMail } from '../services/seeker-status-mail';

type ListQuery = NonNullable<operations['listApplications']['parameters']['query']>;
type IdParams = { id: string };
type StatusRequest = FastifyRequest<{ Params: IdParams; Body: components['schemas']['ApplicationStatusUpdate'] }>;

export default async function applicationRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;
  const { companyOf } = app.workspace;

  app.get<{ Querystring: ListQuery }>('/api/applications/', async (req) => {
    const companyId = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const jobIds = visibleJobs(req);
    const status_counts = await repos.applications.statusCounts(companyId, req.query.job, jobIds);
    const status = req.query.status as ApplicationStatus | undefined;
    const rows = await repos.applications.listOfCompany(companyId, {
      jobId: req.query.job, jobIds, status, ordering: req.query.ordering ?? '-created_at', limit, offset,
    });
    const views = rows.map((r) => applicationView(config, r));
    const count = status ? status_counts[status] : status_counts.all;
    return { ...pageOf(req, count, views, req.query), status_counts };
  });

  app.get<{ Params: IdParams }>('/api/applications/:id/', async (req) =>
    applicationDetail(repos.applications, config, await companyOf(req), req.params.id, clock.now()));

  const setStatus = async (req: StatusRequest) => {
    const companyId = await companyOf(req);
    const expected = req.body.expected_status;
    await repos.transaction(async (tx) => {
      const row = await lockApplication(tx.applications, companyId, req.params.id);
      const now = clock.now();
      // Changed since the client last saw it: nothing changes, and the client gets it as it is now.
      if (expected !== undefined && row.status !== expected) {
        throw staleStatus(expected, await applicationDetail(tx.applications, config, companyId, row.id, now));
      }
      const to = await changeStatus(tx.applications, row, req.body.status, { reason: req.body.reason, userId: req.auth.userId, now });
      // In the same transaction: a move that is made is always told, one that is not never is (docs/seekers.md "E-mails").
      await scheduleStatusMail(tx.queue, companyId, { applicationId: row.id, from: row.status as ApplicationStatus, to, now });
    });
    return applicationDetail(repos.applications, config, companyId, req.params.id, clock.now());
  };
  // The status machine judges also a body the contract refused (e.g. a reason too long), so one 400 says all.
  const rules = {
    rules: async (req: FastifyRequest, body: Record<string, unknown>) => {
      const found = await repos.applications.detail(await companyOf(req), (req.params as IdParams).id);
      return found && typeof body.status === 'string'
        ? statusChangeErrors(found.row.application, body.status, typeof body.reason === 'string' ? body.reason : undefined, clock.now())
        : undefined;
    },
  };
  app.patch('/api/applications/:id/status/', { config: rules }, setStatus);
  app.post('/api/applications/:id/status/', { config: rules }, setStatus);

  app.get<{ Params: IdParams }>('/api/applications/:id/resume/', async (req, reply) => {
    const companyId = await companyOf(req);
    const row = await repos.applications.resume(companyId, req.params.id);
    if (!row) throw notFound();
    const filename = `${row.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'resume'}-resume.pdf`;
    return reply.type('application/pdf')
      .header('Content-Disposition', `attachment; filename="resume.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(row.bytes));
  });
}
