// Deleting an account removes its personal data (company, HR contact, images, tickets, contact-form messages,
// sessions) and ends every session. A member who is not the owner just leaves the team; an owner with other
// members hands the company over (or removes them) first (docs/teams.md "Invitations").
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { ApiError, fieldError } from '../lib/api-error';

export const OWNER_WITH_MEMBERS =
  'Your company has other members. Hand the company to another member (Settings → Team) or remove the members first.';
import { verifyPassword } from '../lib/passwords';
import { t } from '../lib/i18n';

export default async function accountRoutes(app: FastifyInstance) {
  const { repos } = app;

  app.delete<{ Body: components['schemas']['AccountDeleteRequest'] }>('/api/account/delete/', async (req, reply) => {
    const user = await repos.users.find(req.auth.userId);
    if (!user || !(await verifyPassword(user.passwordHash, req.body.password))) {
      throw fieldError('password', t('api.auth.passwordIncorrect'));
    }
    const member = await repos.memberships.memberOfUser(user.id);
    if (member?.role === 'owner' && (await repos.memberships.count(member.companyId)) > 1) {
      throw new ApiError(400, { detail: OWNER_WITH_MEMBERS });
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
