// Roles in a hiring team (docs/teams.md "Rules"): each operation's rule comes from src/domain/team/rules.ts. After
// the token is checked, a `team` rule loads the caller's membership (fresh, so a role change or a removal counts at
// the next request on every process) and refuses a role it does not list with 403. A hiring manager's `scope`
// is checked next, before the body is read: another job's data answers 404, as another company's does.
import type { FastifyRequest } from 'fastify';
import { ruleOf, type Rule } from '../../src/domain/team/rules';
import { ApiError, notFound } from '../lib/api-error';
import type { Member } from '../repositories/memberships';
import { t } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as a member of their company, on every operation whose rule is `team`. */
    member: Member | null;
  }
}

/** The rule of an operation, or a start-up failure: an operation without one would be open to every role. */
export function requireRule(operationId: string): Rule {
  const rule = ruleOf(operationId);
  if (!rule) throw new Error(`${operationId} has no rule in src/domain/team/rules.ts.`);
  return rule;
}

const ruleOfRequest = (req: FastifyRequest) => requireRule(req.routeOptions.config.operation!.operationId);

/** onRequest, after `authenticate`. */
export async function authorize(req: FastifyRequest): Promise<void> {
  const rule = ruleOfRequest(req);
  if (rule.kind !== 'team') return;
  const member = await req.server.repos.memberships.memberOfUser(req.auth.userId);
  // An account that belongs to no company (a removed member) finds nothing, as before teams.
  if (!member) throw notFound();
  if (!rule.roles.includes(member.role)) throw new ApiError(403, { detail: t('rules.forbidden') });
  req.member = member;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * preValidation, first: a hiring manager reaches only the jobs assigned to them. Before the body is validated, so
 * a write to another job's data answers 404 whatever its body (as a role's 403 does); an id that is no UUID is left
 * to the path's validation (its 400 tells nothing about any data).
 */
export async function checkScope(req: FastifyRequest): Promise<void> {
  const rule = ruleOfRequest(req);
  const member = req.member;
  if (rule.kind !== 'team' || !member?.jobIds || !rule.scope || rule.scope === 'list') return;
  const id = (req.params as { id?: unknown }).id;
  if (typeof id !== 'string' || !UUID.test(id)) return;
  const jobId = await req.server.repos.memberships.jobOf(member.companyId, rule.scope, id);
  if (!jobId || !member.jobIds.includes(jobId)) throw notFound();
}

/** The jobs a list answer may hold for this caller: null means every job of the company. */
export function visibleJobs(req: FastifyRequest): string[] | null {
  return req.member?.jobIds ?? null;
}
