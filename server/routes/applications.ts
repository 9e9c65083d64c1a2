// Applications to the caller's jobs: list, one in full, status changes (the status machine decides) and the résumé.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/schema.gen';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { applications, jobSeekers, resumes } from '../db/schema';
import { notFound } from '../lib/api-error';
import {
  applicationDetail, applicationView, changeStatus, listApplications, lockApplication, newestFirst, statusCounts,
} from '../services/applications';
import { pageOf, pageWindow } from '../services/pagination';
import type { Workspace } from './workspace';

type ListQuery = NonNullable<operations['listApplications']['parameters']['query']>;
type IdParams = { id: string };
type StatusRequest = FastifyRequest<{ Params: IdParams; Body: components['schemas']['ApplicationStatusUpdate'] }>;

export default async function applicationRoutes(app: FastifyInstance, { companyOf }: Workspace) {
  const { db, clock, config } = app.deps;

  app.get<{ Querystring: ListQuery }>('/api/applications/', async (req) => {
    const companyId = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const mine = and(eq(applications.companyId, companyId), req.query.job ? eq(applications.jobId, req.query.job) : undefined)!;
    const status_counts = await statusCounts(db, mine);
    const status = req.query.status as ApplicationStatus | undefined;
    const orderBy = ({
      '-created_at': newestFirst,
      created_at: [asc(applications.createdAt), asc(applications.id)],
      '-updated_at': [desc(applications.updatedAt), desc(applications.id)],
    } as const)[req.query.ordering ?? '-created_at'];
    const rows = await listApplications(db, and(mine, status ? eq(applications.status, status) : undefined), [...orderBy], limit, offset);
    const views = rows.map((r) => applicationView(config, r));
    const count = status ? status_counts[status] : status_counts.all;
    return { ...pageOf(req, count, views, req.query), status_counts };
  });

  app.get<{ Params: IdParams }>('/api/applications/:id/', async (req) =>
    applicationDetail(db, config, await companyOf(req), req.params.id));

  const setStatus = async (req: StatusRequest) => {
    const companyId = await companyOf(req);
    await db.transaction(async (tx) => {
      const row = await lockApplication(tx, companyId, req.params.id);
      await changeStatus(tx, row, req.body.status, { reason: req.body.reason, userId: req.auth.userId, now: clock.now() });
    });
    return applicationDetail(db, config, companyId, req.params.id);
  };
  app.patch('/api/applications/:id/status/', setStatus);
  app.post('/api/applications/:id/status/', setStatus);

  app.get<{ Params: IdParams }>('/api/applications/:id/resume/', async (req, reply) => {
    const companyId = await companyOf(req);
    const [row] = await db.select({ bytes: resumes.bytes, name: jobSeekers.fullName }).from(applications)
      .innerJoin(resumes, eq(resumes.id, applications.resumeId))
      .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
      .where(and(eq(applications.id, req.params.id), eq(applications.companyId, companyId)));
    if (!row) throw notFound();
    const filename = `${row.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'resume'}-resume.pdf`;
    return reply.type('application/pdf')
      .header('Content-Disposition', `attachment; filename="resume.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(row.bytes));
  });
}
