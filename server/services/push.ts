// Web Push notifications (docs/offline.md "Notifications"): the VAPID key pair every process shares, and `notify`,
// which sends one notification to every device of a company (or of some of its users) that wants that kind.
// Sending never fails the caller: it runs after the caller's write committed, and a failure is logged. A device
// whose push service answers 404 or 410 has unsubscribed (or expired) and is removed.
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { VapidKeys } from '../config';
import type { PushKind, PushSubscriptionRow, PushSubscriptionsRepository } from '../repositories/push-subscriptions';
import type { ServerKeysRepository } from '../repositories/server-keys';

export type { PushKind } from '../repositories/push-subscriptions';

/** What the service worker shows: the notification's title and text, the workspace URL a click opens, and a tag
 * (a newer notification with the same tag replaces the older one). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushOptions {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** How one send went, for logs and tests. */
export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
}

/** What the push service answered; `fetch` in production, a stand-in in tests. */
export type PushTransport = (request: { endpoint: string; method: string; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null }) =>
  Promise<{ status: number }>;

export interface PushLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const VAPID_KEY_NAME = 'vapid';
/** How long a push service may take before the send counts as failed. */
export const PUSH_TIMEOUT_MS = 10_000;
/** A day: news older than that is not worth waking a phone for. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/** The configured pair, or the one stored in the database (made by the first process to start). */
export async function vapidKeys(keys: ServerKeysRepository, configured: VapidKeys | undefined, now: Date): Promise<VapidKeys> {
  if (configured) return configured;
  const made = webpush.generateVAPIDKeys();
  const stored = await keys.getOrCreate(VAPID_KEY_NAME, { publicKey: made.publicKey, privateKey: made.privateKey }, now);
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error('The stored VAPID key pair is malformed.');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/**
 * Where the server may send pushes: https only, and never to this machine or a private network (the URL comes from
 * a browser, so it must not let anyone make the server post inside its own network). `allowLocal` lets the tests
 * use a plain-HTTP endpoint on 127.0.0.1.
 */
export function pushEndpointProblem(endpoint: string, allowLocal = false): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Enter a valid push endpoint URL.';
  }
  if (url.username || url.password) return 'Enter a valid push endpoint URL.';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1';
  if (allowLocal && local && (url.protocol === 'http:' || url.protocol === 'https:')) return undefined;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
  if (local || isPrivateAddress(host) || !host.includes('.')) return 'The push endpoint must be a public push service.';
  return undefined;
}

function isPrivateAddress(host: string): boolean {
  const kind = isIP(host);
  if (kind === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)
      || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  if (kind === 6) return true; // Push services are reached by name; an address literal is not one.
  return false;
}

/** Posts with `fetch`: no redirects followed, bounded in time. */
export const fetchTransport: PushTransport = async (r) => {
  const res = await fetch(r.endpoint, {
    method: r.method, headers: r.headers, body: r.body, redirect: 'manual', signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await res.body?.cancel();
  return { status: res.status };
};

export interface PushServiceDeps {
  subscriptions: PushSubscriptionsRepository;
  vapid: VapidKeys;
  subject: string;
  now: () => Date;
  log: PushLog;
  transport?: PushTransport;
}

export interface PushService {
  readonly publicKey: string;
  /**
   * Sends `payload` to every device of the company (`'company'`) or of these users in it that wants `kind`.
   * Never rejects; call it after the write it is about committed. Resolves when every device has answered.
   */
  notify(companyId: string, userIds: readonly string[] | 'company', kind: PushKind, payload: PushPayload, options?: PushOptions): Promise<PushReport>;
}

export function createPushService(deps: PushServiceDeps): PushService {
  const transport = deps.transport ?? fetchTransport;
  const vapidDetails = { subject: deps.subject, publicKey: deps.vapid.publicKey, privateKey: deps.vapid.privateKey };

  const sendOne = async (companyId: string, sub: PushSubscriptionRow, body: string, options: PushOptions): Promise<keyof PushReport> => {
    try {
      const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
        vapidDetails, TTL: options.ttl ?? DEFAULT_TTL_SECONDS, urgency: options.urgency ?? 'normal', contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      // fetch sets the length itself.
      delete headers['Content-Length'];
      const { status } = await transport({ endpoint: request.endpoint, method: request.method, headers, body: request.body ? new Uint8Array(request.body) : null });
      if (status >= 200 && status < 300) {
        await deps.subscriptions.delivered(companyId, sub.id, deps.now());
        return 'sent';
      }
      if (status === 404 || status === 410) {
        await deps.subscriptions.expired(companyId, sub.id, { endpoint: sub.endpoint, p256dh: sub.p256dh });
        return 'removed';
      }
      deps.log.warn({ subscription: sub.id, status }, 'push service refused a notification');
      return 'failed';
    } catch (err) {
      deps.log.warn({ subscription: sub.id, err }, 'push notification failed');
      return 'failed';
    }
  };

  return {
    publicKey: deps.vapid.publicKey,
    async notify(companyId, userIds, kind, payload, options = {}) {
      const report: PushReport = { sent: 0, removed: 0, failed: 0 };
      try {
        const subs = await deps.subscriptions.recipients(companyId, userIds, kind);
        const body = JSON.stringify(payload);
        for (const outcome of await Promise.all(subs.map((s) => sendOne(companyId, s, body, options)))) report[outcome] += 1;
      } catch (err) {
        deps.log.error({ err, kind }, 'push notifications could not be sent');
      }
      return report;
    },
  };
}
