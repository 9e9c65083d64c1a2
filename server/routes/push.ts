// Web Push devices (docs/offline.md "Notifications"): the VAPID public key, the caller's subscribed devices with
// the kinds each wants, and the service worker's renewal of a subscription the browser replaced.
import type { FastifyInstance } from 'fastify';
import type { components } from '../../src/api/schema.gen';
import { PUSH_DEVICES_MAX } from '../../src/domain/constants';
import { fieldErrors, notFound, type FieldErrors } from '../lib/api-error';
import { t } from '../lib/i18n';
import type { PushKinds, PushSubscriptionRow } from '../repositories/push-subscriptions';
import { pageOf, pageWindow, type PageQuery } from '../services/pagination';
import { pushEndpointProblem } from '../services/push';
import { describeUserAgent } from '../services/user-agent';

type Schemas = components['schemas'];
type Params = { Params: { id: string } };

/** Browsers may pad their base64url; the key is stored as the push libraries write it, unpadded. */
const unpadded = (text: string) => text.replace(/=+$/, '');

const toApi = (row: PushSubscriptionRow, sessionId: string): Schemas['PushSubscription'] => ({
  id: row.id,
  endpoint: row.endpoint,
  device: row.label || t('api.device.unknown'),
  kinds: { new_application: row.newApplication, new_message: row.newMessage, interview_reminder: row.interviewReminder },
  current: row.sessionId === sessionId,
  created_at: row.createdAt.toISOString(),
  last_success_at: row.lastSuccessAt?.toISOString() ?? null,
});

export default async function pushRoutes(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;
  const { companyOf } = app.workspace;
  const allowLocal = config.pushAllowLocalEndpoints;

  const endpointErrors = (fields: Record<string, string>): FieldErrors | undefined => {
    const errors: FieldErrors = {};
    for (const [field, endpoint] of Object.entries(fields)) {
      const problem = pushEndpointProblem(endpoint, allowLocal);
      if (problem) errors[field] = [problem];
    }
    return Object.keys(errors).length ? errors : undefined;
  };

  app.get('/api/push/vapid-key/', async () => ({ public_key: app.push.publicKey }));

  app.get<{ Querystring: PageQuery }>('/api/settings/push-subscriptions/', async (req) => {
    const companyId = await companyOf(req);
    const { offset, limit } = pageWindow(req.query);
    const rows = await repos.pushSubscriptions.ofUser(companyId, req.auth.userId);
    return pageOf(req, rows.length, rows.slice(offset, offset + limit).map((r) => toApi(r, req.auth.sessionId)), req.query);
  });

  app.post<{ Body: Schemas['PushSubscriptionCreate'] }>('/api/settings/push-subscriptions/', async (req, reply) => {
    const companyId = await companyOf(req);
    const b = req.body;
    const invalid = endpointErrors({ endpoint: b.endpoint });
    if (invalid) throw fieldErrors(invalid);
    const kinds: PushKinds = { new_application: true, new_message: true, interview_reminder: true, ...b.kinds };
    const { row, created } = await repos.transaction(async (tx) => {
      const stored = await tx.pushSubscriptions.upsert(companyId, {
        userId: req.auth.userId, sessionId: req.auth.sessionId, endpoint: b.endpoint, p256dh: unpadded(b.keys.p256dh), auth: unpadded(b.keys.auth),
        label: describeUserAgent(req.headers['user-agent'] ?? '').device, kinds, now: clock.now(),
      });
      await tx.pushSubscriptions.keepNewest(companyId, req.auth.userId, PUSH_DEVICES_MAX);
      return stored;
    });
    return reply.code(created ? 201 : 200).send(toApi(row, req.auth.sessionId));
  });

  app.patch<Params & { Body: Schemas['PushKindsUpdate'] }>('/api/settings/push-subscriptions/:id/', async (req) => {
    const companyId = await companyOf(req);
    const row = await repos.pushSubscriptions.changeKinds(companyId, req.auth.userId, req.params.id, req.body, clock.now());
    if (!row) throw notFound();
    return toApi(row, req.auth.sessionId);
  });

  app.delete<Params>('/api/settings/push-subscriptions/:id/', async (req, reply) => {
    const companyId = await companyOf(req);
    if (!(await repos.pushSubscriptions.remove(companyId, req.auth.userId, req.params.id))) throw notFound();
    return reply.code(204).send();
  });

  app.post<{ Body: Schemas['PushSubscriptionRenewal'] }>('/api/push/renew/', app.publicWriteLimit('push-renew'), async (req, reply) => {
    const b = req.body;
    const invalid = endpointErrors({ endpoint: b.endpoint });
    if (invalid) throw fieldErrors(invalid);
    const renewed = await repos.pushSubscriptions.renew(
      { endpoint: b.old_endpoint, auth: unpadded(b.old_auth) },
      { endpoint: b.endpoint, p256dh: unpadded(b.keys.p256dh), auth: unpadded(b.keys.auth) },
      clock.now(),
    );
    if (!renewed) throw notFound();
    return reply.code(204).send();
  });
}
