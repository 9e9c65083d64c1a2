// The hiring team (docs/teams.md): the caller as a member, the company's members, invitations and joining.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { INVITATION_VALIDITY_DAYS, LOGIN_ATTEMPTS_LEFT_HEADER } from '../../src/domain/constants';
import { mayManageMember, type InvitableRole } from '../../src/domain/team/roles';
import { ApiError, fieldError, fieldErrors, mergeErrors, notFound, type FieldErrors } from '../lib/api-error';
import { normalizeEmail } from '../lib/email';
import { newPasswordShapeError, passwordRuleErrors } from '../lib/password-rules';
import { DUMMY_HASH_READY, hashPassword, verifyPassword } from '../lib/passwords';
import { newToken, sha256Hex } from '../lib/tokens';
import type { InvitationRow } from '../repositories/invitations';
import { isUniqueViolation } from '../repositories/unique-violation';
import { beginLoginAttempt, loginFailed, loginSucceeded } from '../services/login-throttle';
import { invitationEmail } from '../services/mail-templates';
import { createSession, sessionUser } from '../services/sessions';
import { portalUrl } from '../services/portal-links';

type Schemas = components['schemas'];

const DAY_MS = 86_400_000;
export const TEAM_MESSAGES = {
  invited: 'This person has already been invited.',
  member: 'This person is already a member of your team.',
  elsewhere: 'This person already belongs to another company on Jagir.',
  jobs: 'Choose only jobs of your company.',
  gone: 'This invitation is no longer valid. Ask your team for a new one.',
  owner: 'The owner\'s role changes only when they hand the company to another member.',
  yourself: 'You cannot change or remove yourself here.',
  alreadyMember: 'You already belong to a company on Jagir: leave it before joining another.',
  wrongPassword: 'Password is incorrect.',
  nameRequired: 'Please enter your name.',
} as const;

export default async function teamRoutes(app: FastifyInstance) {
  const { clock, config, mailer } = app.deps;
  const { repos } = app;
  const baseUrl = portalUrl(config);

  const me = async (userId: string): Promise<Schemas['TeamMe']> => {
    const row = await repos.memberships.me(userId);
    if (!row) throw notFound();
    return {
      user_id: userId, email: row.email, full_name: row.fullName, role: row.role, company_id: row.companyId,
      company_name: row.companyName, job_ids: row.role === 'hiring_manager' ? row.jobIds : null,
    };
  };

  const memberJson = (r: NonNullable<Awaited<ReturnType<typeof repos.memberships.find>>>, callerId: string): Schemas['TeamMember'] => ({
    user_id: r.userId, email: r.email, full_name: r.fullName, role: r.role, job_ids: r.jobIds,
    joined_at: r.createdAt.toISOString(), is_you: r.userId === callerId,
  });

  const invitationJson = (r: InvitationRow): Schemas['TeamInvitation'] => ({
    id: r.id, email: r.email, role: r.role, job_ids: r.jobIds, invited_by: { user_id: r.invitedBy.userId, full_name: r.invitedBy.fullName },
    created_at: r.createdAt.toISOString(), sent_at: r.sentAt.toISOString(), expires_at: r.expiresAt.toISOString(),
    expired: r.expiresAt.getTime() <= clock.now().getTime(),
  });

  const jobErrors = async (companyId: string, jobIds: readonly string[] | undefined): Promise<FieldErrors | undefined> =>
    (jobIds && (await repos.memberships.foreignJobs(companyId, jobIds)).length ? { job_ids: [TEAM_MESSAGES.jobs] } : undefined);

  /** Mails the invitation's link; the invitation stays either way (it can be sent again). */
  const sendInvitation = async (req: FastifyRequest, o: { email: string; role: InvitableRole; token: string }) => {
    const team = await repos.memberships.me(req.auth.userId);
    try {
      await mailer.send({
        to: o.email,
        ...invitationEmail({
          inviter: req.member!.fullName, company: team?.companyName ?? '', role: o.role, link: `${baseUrl}/join/${o.token}`,
          validDays: INVITATION_VALIDITY_DAYS, productName: config.productName,
        }),
      });
    } catch (err) {
      req.log.error({ err }, 'could not send an invitation e-mail');
      throw new ApiError(503, { detail: 'We could not send the e-mail. Please try again later.' });
    }
  };

  app.get('/api/employer/team/me/', async (req) => me(req.auth.userId));

  app.patch<{ Body: Schemas['TeamMeUpdate'] }>('/api/employer/team/me/', async (req) => {
    await repos.memberships.rename(req.member!.companyId, req.auth.userId, req.body.full_name.trim(), clock.now());
    return me(req.auth.userId);
  });

  app.get('/api/employer/team/members/', async (req) => {
    const rows = await repos.memberships.list(req.member!.companyId);
    return { results: rows.map((r) => memberJson(r, req.auth.userId)) };
  });

  // An Admin may change and remove Admins, Recruiters and Hiring managers; nobody the Owner, nor themselves here
  // (docs/teams.md "Members").
  const targetOf = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const target = await repos.memberships.find(req.member!.companyId, req.params.id);
    if (!target) throw notFound();
    if (target.userId === req.auth.userId) throw new ApiError(400, { detail: TEAM_MESSAGES.yourself });
    if (!mayManageMember(req.member!.role, target.role)) throw new ApiError(400, { detail: TEAM_MESSAGES.owner });
    return target;
  };

  app.patch<{ Params: { id: string }; Body: Schemas['TeamMemberUpdate'] }>('/api/employer/team/members/:id/', async (req) => {
    const { companyId } = req.member!;
    const target = await targetOf(req);
    const errors = await jobErrors(companyId, req.body.job_ids);
    if (errors) throw fieldErrors(errors);
    await repos.transaction((tx) => tx.memberships.change(companyId, target.userId, { role: req.body.role, jobIds: req.body.job_ids }, clock.now()));
    return memberJson((await repos.memberships.find(companyId, target.userId))!, req.auth.userId);
  });

  app.delete<{ Params: { id: string } }>('/api/employer/team/members/:id/', async (req, reply) => {
    const { companyId } = req.member!;
    const target = await targetOf(req);
    const ended = await repos.transaction(async (tx) => {
      if (!(await tx.memberships.remove(companyId, target.userId))) throw notFound();
      return tx.sessions.endAll(target.userId);
    });
    // Their open streams and every process's session cache drop them at once.
    await app.messageHub.sessionsEnded(ended);
    return reply.code(204).send();
  });

  app.post<{ Body: Schemas['TransferOwnershipRequest'] }>('/api/employer/team/transfer-ownership/', async (req) => {
    const { companyId } = req.member!;
    const user = await repos.users.find(req.auth.userId);
    if (!user || !(await verifyPassword(user.passwordHash, req.body.password))) throw fieldError('password', TEAM_MESSAGES.wrongPassword);
    const target = await repos.memberships.find(companyId, req.body.user_id);
    if (!target) throw notFound();
    if (target.userId === req.auth.userId) throw fieldError('user_id', 'Choose another member of your team.');
    await repos.transaction((tx) => tx.memberships.transferOwnership(companyId, req.auth.userId, target.userId, clock.now()));
    return me(req.auth.userId);
  });

  app.get('/api/employer/team/invitations/', async (req) => ({
    results: (await repos.invitations.listOpen(req.member!.companyId)).map(invitationJson),
  }));

  const inviteRules = async (req: FastifyRequest, body: Record<string, unknown>): Promise<FieldErrors | undefined> => {
    const companyId = req.member!.companyId;
    let emailErrors: FieldErrors | undefined;
    if (typeof body.email === 'string') {
      const userId = await repos.users.idOfEmail(normalizeEmail(body.email));
      const member = userId && (await repos.memberships.memberOfUser(userId));
      if (member) emailErrors = { email: [member.companyId === companyId ? TEAM_MESSAGES.member : TEAM_MESSAGES.elsewhere] };
    }
    const jobs = Array.isArray(body.job_ids) && body.job_ids.every((j) => typeof j === 'string') ? body.job_ids as string[] : undefined;
    return mergeErrors(emailErrors, await jobErrors(companyId, jobs));
  };

  app.post<{ Body: Schemas['TeamInvitationCreate'] }>('/api/employer/team/invitations/', { config: { rules: inviteRules } }, async (req, reply) => {
    const { companyId } = req.member!;
    const errors = await inviteRules(req, req.body as Record<string, unknown>);
    if (errors) throw fieldErrors(errors);
    const email = normalizeEmail(req.body.email);
    const token = newToken();
    const now = clock.now();
    let id: string;
    try {
      id = await repos.invitations.create(companyId, {
        email, role: req.body.role, jobIds: req.body.role === 'hiring_manager' ? [...new Set(req.body.job_ids ?? [])] : [],
        tokenHash: sha256Hex(token), invitedBy: req.auth.userId, now, expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', TEAM_MESSAGES.invited);
      throw err;
    }
    await sendInvitation(req, { email, role: req.body.role, token });
    return reply.code(201).send(invitationJson((await repos.invitations.findOpen(companyId, id))!));
  });

  app.post<{ Params: { id: string } }>('/api/employer/team/invitations/:id/resend/', async (req) => {
    const { companyId } = req.member!;
    const invitation = await repos.invitations.findOpen(companyId, req.params.id);
    if (!invitation) throw notFound();
    const token = newToken();
    const now = clock.now();
    const renewed = await repos.invitations.renew(companyId, invitation.id, {
      tokenHash: sha256Hex(token), now, expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_DAYS * DAY_MS),
    });
    if (!renewed) throw notFound();
    await sendInvitation(req, { email: invitation.email, role: invitation.role, token });
    return invitationJson((await repos.invitations.findOpen(companyId, invitation.id))!);
  });

  app.delete<{ Params: { id: string } }>('/api/employer/team/invitations/:id/', async (req, reply) => {
    if (!(await repos.invitations.revoke(req.member!.companyId, req.params.id, clock.now()))) throw notFound();
    return reply.code(204).send();
  });

  // ---- public: the invitation link's own credential is its token ----

  const invitationOfToken = async (token: string) => {
    const invitation = await repos.invitations.ofToken(sha256Hex(token), clock.now());
    if (!invitation) throw new ApiError(404, { detail: TEAM_MESSAGES.gone });
    return invitation;
  };

  app.get<{ Params: { token: string } }>('/api/team/invitations/:token/', app.publicWriteLimit('invitation'), async (req) => {
    const inv = await invitationOfToken(req.params.token);
    return {
      company_name: inv.companyName, email: inv.email, role: inv.role, invited_by: inv.invitedBy.fullName,
      expires_at: inv.expiresAt.toISOString(), account_exists: (await repos.users.idOfEmail(inv.email)) !== undefined,
    } satisfies Schemas['InvitationPreview'];
  });

  app.post<{ Params: { token: string }; Body: Schemas['AcceptInvitationRequest'] }>(
    '/api/team/invitations/:token/accept/', app.publicWriteLimit('accept-invitation'), async (req, reply) => {
      const tokenHash = sha256Hex(req.params.token);
      const inv = await invitationOfToken(req.params.token);
      const body = req.body;
      const now = clock.now();
      const existing = await repos.users.credentialsOfEmail(inv.email);
      let userId: string;
      let passwordHash: string | undefined;
      let fullName: string;
      if (existing) {
        // The login's lockout: a link is no way around it.
        const { attemptsLeft } = await beginLoginAttempt(repos.loginFailures, inv.email, req.ip, now);
        if (!(await verifyPassword(existing.passwordHash ?? (await DUMMY_HASH_READY), body.password))) {
          await loginFailed(repos.loginFailures, now);
          throw new ApiError(400, { password: [TEAM_MESSAGES.wrongPassword] }, { [LOGIN_ATTEMPTS_LEFT_HEADER]: String(attemptsLeft) });
        }
        await loginSucceeded(repos.loginFailures, inv.email);
        userId = existing.id;
        fullName = body.full_name?.trim() ?? '';
      } else {
        fullName = body.full_name?.trim() ?? '';
        const shape = newPasswordShapeError(body.password);
        // As sign-up answers: the password's shape first, its other rules only for what the shape let through.
        const errors: FieldErrors = { ...passwordRuleErrors(body, { password: 'password', confirm: 'password_confirm' }) };
        if (shape) errors.password = [shape];
        if (!fullName) errors.full_name = [TEAM_MESSAGES.nameRequired];
        if (Object.keys(errors).length) throw fieldErrors(errors);
        passwordHash = await hashPassword(body.password);
        userId = '';
      }
      let token: string;
      try {
        token = await repos.transaction(async (tx) => {
          if (passwordHash) userId = await tx.users.create({ email: inv.email, passwordHash, now });
          else if (await tx.memberships.memberOfUser(userId)) throw fieldError('non_field_errors', TEAM_MESSAGES.alreadyMember);
          if (!(await tx.invitations.accept(inv.companyId, inv.id, tokenHash, userId, now))) throw new ApiError(404, { detail: TEAM_MESSAGES.gone });
          // Only the company's jobs that still exist (one may have been deleted since the invitation).
          const gone = new Set(await tx.memberships.foreignJobs(inv.companyId, inv.jobIds));
          const name = fullName || inv.email.split('@')[0]!;
          await tx.memberships.add(inv.companyId, {
            userId, role: inv.role, fullName: name, invitedBy: inv.invitedBy.userId, jobIds: inv.jobIds.filter((j) => !gone.has(j)), now,
          });
          // The joining comes before the session it opens: no session id.
          await tx.activity.append(inv.companyId, {
            actor: { userId, name }, sessionId: null, action: 'member.joined', subjectType: 'member', subjectId: userId,
            data: { role: inv.role, invitation_id: inv.id, new_account: passwordHash !== undefined }, at: now,
          });
          return createSession(tx.sessions, userId, { ip: req.ip, userAgent: req.headers['user-agent'] ?? '' }, now);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('non_field_errors', TEAM_MESSAGES.alreadyMember);
        throw err;
      }
      return reply.code(existing ? 200 : 201).send({ token, user: await sessionUser(repos.users, userId) });
    },
  );
}
