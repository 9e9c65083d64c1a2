// Records every change the team makes in the activity log (docs/teams.md "Activity log"): each write of a `team`
// operation answered 2xx (not a repeat answered from its Idempotency-Key), and a member's own settings and sessions.
// Recorded before the answer leaves, so whoever sees the answer finds the entry; a failure to record is logged and
// never fails the change, which has happened already.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ruleOf } from '../../src/domain/team/rules';
import { ACCOUNT_ACTIVITY, ACTIVITY_SUBJECTS, describeWrite } from '../services/activity';
import { REPLAYED_HEADER } from './idempotency';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The id of what a write made, when its answer is JSON naming one. */
function answerIdOf(reply: FastifyReply, payload: unknown): string | null {
  if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return null;
  try {
    const id = (JSON.parse(payload) as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export default fp(async function activityPlugin(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos } = app;

  async function record(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const operationId = req.routeOptions.config.operation?.operationId;
    if (!operationId || !WRITES.has(req.method) || reply.statusCode < 200 || reply.statusCode >= 300) return;
    if (reply.getHeader(REPLAYED_HEADER) !== undefined) return;
    const rule = ruleOf(operationId);
    const subjectType = rule?.kind === 'team' ? ACTIVITY_SUBJECTS[operationId] : ACCOUNT_ACTIVITY[operationId];
    if (!subjectType) {
      if (rule?.kind === 'team') req.log.error({ operationId }, 'a team write without an activity subject');
      return;
    }
    const member = req.member ?? await repos.memberships.memberOfUser(req.auth.userId);
    if (!member) return;
    const what = await describeWrite(repos, member.companyId, {
      operationId, subjectType, params: (req.params ?? {}) as Record<string, string>, body: req.body,
      answerId: answerIdOf(reply, payload),
    });
    // The caller's own name: the member changed is the caller.
    if (operationId === 'updateTeamMe') what.subjectId = member.userId;
    await repos.activity.append(member.companyId, {
      actor: { userId: member.userId, name: member.fullName }, sessionId: req.auth.sessionId, action: operationId,
      subjectType, ...what, at: clock.now(),
    });
  }

  app.addHook('onSend', async (req, reply, payload) => {
    try {
      await record(req, reply, payload);
    } catch (err) {
      req.log.error({ err }, 'could not record a change in the activity log');
    }
    return payload;
  });
}, { name: 'activity', dependencies: ['repositories'] });
