// The company's activity log for Owners and Admins (docs/teams.md "Activity log"): filtered, as pages or as CSV.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema.gen';
import type { ActivityFilter } from '../repositories/activity';
import { activityCsv, activityView } from '../services/activity';
import { pageOf, pageWindow } from '../services/pagination';

type ListQuery = NonNullable<operations['listActivity']['parameters']['query']>;
type ExportQuery = NonNullable<operations['exportActivity']['parameters']['query']>;

const filterOf = (q: ExportQuery): ActivityFilter => ({
  actor: q.actor, subjectType: q.subject_type, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined,
});

export default async function activityRoutes(app: FastifyInstance) {
  const { repos } = app;

  app.get<{ Querystring: ListQuery }>('/api/employer/activity/', async (req) => {
    const companyId = req.member!.companyId;
    const filter = filterOf(req.query);
    const { offset, limit } = pageWindow(req.query);
    const [count, rows] = await Promise.all([repos.activity.count(companyId, filter), repos.activity.list(companyId, filter, { offset, limit })]);
    return pageOf(req, count, rows.map(activityView), req.query);
  });

  app.get('/api/employer/activity/export/', async (req: FastifyRequest<{ Querystring: ExportQuery }>, reply) => {
    const rows = await repos.activity.all(req.member!.companyId, filterOf(req.query));
    return reply.type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="activity.csv"')
      .header('Cache-Control', 'private, no-store')
      .send(activityCsv(rows));
  });
}
