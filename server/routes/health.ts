import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health/', async (_req, reply) =>
    (await app.deps.database.ping())
      ? { status: 'ok', database: 'ok' }
      : reply.code(503).send({ status: 'error', database: 'unavailable' }));
}
