// Deleting an account removes its personal data (company, HR contact, images, tickets, contact-form messages,
// sessions) and ends every session.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { contactMessages, loginFailures, otps, users } from '../db/schema';
import { fieldError } from '../lib/api-error';
import { verifyPassword } from '../lib/passwords';

export default async function accountRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.delete<{ Body: components['schemas']['AccountDeleteRequest'] }>('/api/account/delete/', async (req, reply) => {
    const [user] = await db.select().from(users).where(eq(users.id, req.auth.userId));
    if (!user || !(await verifyPassword(user.passwordHash, req.body.password))) {
      throw fieldError('password', 'Password is incorrect.');
    }
    await db.transaction(async (tx) => {
      // Sessions, the company with everything it owns, uploaded images, support tickets and notification
      // settings go with the user (ON DELETE CASCADE); what is keyed by e-mail goes here.
      await tx.delete(users).where(eq(users.id, user.id));
      await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
      await tx.delete(otps).where(eq(otps.email, user.email));
      await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
    });
    return reply.code(204).send();
  });
}
