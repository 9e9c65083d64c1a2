// The hiring team (docs/teams.md): the caller as a member, and the company's members.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { notFound } from '../lib/api-error';

type Schemas = components['schemas'];

export default async function teamRoutes(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;

  const me = async (userId: string): Promise<Schemas['TeamMe']> => {
    const row = await repos.memberships.me(userId);
    if (!row) throw notFound();
    return {
      user_id: userId, email: row.email, full_name: row.fullName, role: row.role, company_id: row.companyId,
      company_name: row.companyName, job_ids: row.role === 'hiring_manager' ? row.jobIds : null,
    };
  };

  app.get('/api/employer/team/me/', async (req) => me(req.auth.userId));

  app.patch<{ Body: Schemas['TeamMeUpdate'] }>('/api/employer/team/me/', async (req) => {
    await repos.memberships.rename(req.member!.companyId, req.auth.userId, req.body.full_name.trim(), clock.now());
    return me(req.auth.userId);
  });

  app.get('/api/employer/team/members/', async (req) => {
    const rows = await repos.memberships.list(req.member!.companyId);
    return {
      results: rows.map((r): Schemas['TeamMember'] => ({
        user_id: r.userId, email: r.email, full_name: r.fullName, role: r.role, job_ids: r.jobIds,
        joined_at: r.createdAt.toISOString(), is_you: r.userId === req.auth.userId,
      })),
    };
  });
}
