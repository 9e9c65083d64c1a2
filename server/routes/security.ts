// Notification settings, active sessions (issue 5).
import type { FastifyInstance } from 'fastify';

export default async function securityRoutes(_app: FastifyInstance) {}
