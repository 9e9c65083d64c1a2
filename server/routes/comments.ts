// The team's comments on an application and its timeline (docs/teams.md "Comments and mentions", "Activity log").
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { notFound } from '../lib/api-error';
import { commentView, mentionNames, postComment } from '../services/comments';
import { applicationTimeline } from '../services/activity';

type Schemas = components['schemas'];
type IdParams = { id: string };

export default async function commentRoutes(app: FastifyInstance) {
  const { clock, config, mailer } = app.deps;
  const { repos } = app;

  app.get<{ Params: IdParams }>('/api/applications/:id/comments/', async (req) => {
    const companyId = req.member!.companyId;
    if (!(await repos.applications.statusOf(companyId, req.params.id))) throw notFound();
    const rows = await repos.comments.list(companyId, req.params.id);
    const names = await mentionNames(repos, companyId, rows);
    return { results: rows.map((r) => commentView(r, names)) };
  });

  app.post<{ Params: IdParams; Body: Schemas['ApplicationCommentCreate'] }>('/api/applications/:id/comments/', async (req, reply) => {
    const member = req.member!;
    const comment = await postComment({ config, mailer, push: app.push, log: req.log }, repos, member.companyId, {
      applicationId: req.params.id, author: { userId: member.userId, name: member.fullName }, body: req.body.body,
      mentions: req.body.mentions ?? [], now: clock.now(),
    });
    return reply.code(201).send(comment);
  });

  app.get<{ Params: IdParams }>('/api/applications/:id/timeline/', async (req) =>
    applicationTimeline(repos, req.member!.companyId, req.params.id));
}
