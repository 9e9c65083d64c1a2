// Support tickets and replies (issue 5).
import type { FastifyInstance } from 'fastify';

export default async function supportRoutes(_app: FastifyInstance) {}
