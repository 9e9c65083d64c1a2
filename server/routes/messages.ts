// Conversations and messages with job seekers, live over server-sent events (issue 5).
import type { FastifyInstance } from 'fastify';

export default async function messagesRoutes(_app: FastifyInstance) {}
