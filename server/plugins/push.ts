// Web Push for the app (docs/offline.md "Notifications"), decorated as app.push: the VAPID key pair (from the
// configuration, or made once and kept in the database, so every process signs with the same one) and the
// notifications themselves. `later` sends without holding up the answer of the request that caused it; the app
// waits for sends still running when it closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushService, vapidKeys, type PushKind, type PushOptions, type PushPayload, type PushService } from '../services/push';

export interface AppPush extends PushService {
  /** `notify` without waiting: for a route whose answer must not wait on push services. */
  later(companyId: string, userIds: readonly string[] | 'company', kind: PushKind, payload: PushPayload, options?: PushOptions): void;
  /** Resolves once every send started so far has finished. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: AppPush;
  }
}

export default fp(async function pushPlugin(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const vapid = await vapidKeys(app.repos.serverKeys, config.vapid.keys, clock.now());
  const service = createPushService({
    subscriptions: app.repos.pushSubscriptions, vapid, subject: config.vapid.subject, now: () => clock.now(), log: app.log,
  });
  const running = new Set<Promise<unknown>>();
  const notify: PushService['notify'] = async (...args) => {
    const report = await service.notify(...args);
    for (const result of ['sent', 'removed', 'failed'] as const) if (report[result]) app.metrics.pushSends.inc({ result }, report[result]);
    return report;
  };
  const push: AppPush = {
    publicKey: service.publicKey,
    notify,
    later(...args) {
      const sending = notify(...args).finally(() => running.delete(sending));
      running.add(sending);
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
  };
  app.decorate('push', push);
  app.addHook('onClose', () => push.idle());
}, { name: 'push', dependencies: ['repositories', 'metrics'] });
