// Interviews and calendar events, .ics files and the subscription feed (issue 5).
import type { FastifyInstance } from 'fastify';

export default async function calendarRoutes(_app: FastifyInstance) {}
