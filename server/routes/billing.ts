// Plans, checkout through payment gateways, invoices and billing details (issue 5).
import type { FastifyInstance } from 'fastify';

export default async function billingRoutes(_app: FastifyInstance) {}
