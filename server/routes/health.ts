import type { FastifyInstance } from 'fastify';

/**
 * Liveness and readiness (docs/deploy.md "Health and readiness"). Liveness says the process answers, whatever its
 * database does: restarting it would not bring the database back. Readiness says it can serve: its database answers
 * (a process answers nothing at all until its migrations are done, and 503 once it is shutting down).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health/', async () =>
    ({ status: 'ok', database: (await app.deps.database.ping()) ? 'ok' : 'unavailable' }));

  app.get('/api/ready/', async (_req, reply) =>
    (await app.deps.database.ping())
      ? { status: 'ok', database: 'ok' }
      : reply.code(503).send({ status: 'error', database: 'unavailable' }));
}
