// Deleting an account removes its personal data (company, HR contact, images, tickets, contact-form messages,
// sessions) and ends every session.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { fieldError } from '../lib/api-error';
import { verifyPassword } from '../lib/passwords';

export default async function accountRoutes(app: FastifyInstance) {
  const { repos } = app;

  app.delete<{ Body: components['schemas']['AccountDeleteRequest'] }>('/api/account/delete/', async (req, reply) => {
    const user = await repos.users.find(req.auth.userId);
    if (!user || !(await verifyPassword(user.passwordHash, req.body.password))) {
      throw fieldError('password', 'Password is incorrect.');
    }
    const ended = await repos.transaction(async (tx) => {
      // Ended first, by id, so their open streams can be told; the rest of the cascade follows.
      const sessionIds = await tx.sessions.endAll(user.id);
      // The company with everything it owns, uploaded images, support tickets and notification
      // settings go with the user (ON DELETE CASCADE); what is keyed by e-mail goes here.
      await tx.users.remove(user.id);
      await tx.contactMessages.removeOfEmail(user.email);
      await tx.otpCodes.removeOfEmail(user.email);
      await tx.loginFailures.clear(user.email);
      return sessionIds;
    });
    await app.messageHub.sessionsEnded(ended);
    return reply.code(204).send();
  });
}
