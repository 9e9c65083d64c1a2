/// <reference lib="webworker" />
/**
 * Web Push in the service worker (docs/offline.md "Notifications"): shows what the server sends, opens the
 * workspace screen a notification is about when it is clicked, and carries a subscription over when the browser
 * replaces it. The payload is `{ title, body, url, tag }`; the server encrypts it for this browser only.
 */
declare const self: ServiceWorkerGlobalScope;

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** Where a click goes when a payload names no screen of ours. */
const FALLBACK_URL = '/employer/overview';
const ICON = '/icons/icon-192.png';

/** Only a path on this origin: a payload can never send the user elsewhere. */
export function safeUrl(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') ? url : FALLBACK_URL;
}

/** The payload as sent, or a plain notice when it cannot be read (a push must always show something). */
export function readPayload(data: PushMessageData | null): PushPayload {
  let raw: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    raw = (data?.json() ?? {}) as typeof raw;
  } catch {
    // Not JSON: shown as the plain notice below.
  }
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  return {
    title: text(raw.title, 200) || 'Jagir',
    body: text(raw.body, 500),
    url: safeUrl(raw.url),
    tag: text(raw.tag, 200) || undefined,
  };
}

function showPush(payload: PushPayload): Promise<void> {
  return self.registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    lang: 'en',
    data: { url: payload.url },
    // A newer notice with the same tag (one conversation) replaces the older one, and still alerts.
    ...(payload.tag && { tag: payload.tag, renotify: true }),
  } as NotificationOptions);
}

/** Shows `url` in an open portal window and focuses it, or opens a new window. */
export async function openUrl(url: string): Promise<void> {
  const target = new URL(safeUrl(url), self.location.origin).href;
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    .filter((w) => new URL(w.url).origin === self.location.origin);
  // Focusing may be refused (it needs the click's user activation); the window is still the right place.
  const focus = (w: WindowClient) => w.focus().catch(() => w);
  const exact = windows.find((w) => w.url === target);
  if (exact) {
    await focus(exact);
    return;
  }
  for (const w of windows) {
    try {
      // Null when the window is not this worker's to navigate (not controlled by it); the next one is tried.
      const shown = await w.navigate(target);
      if (shown) {
        await focus(shown);
        return;
      }
    } catch {
      // Try the next window, or open one.
    }
  }
  await self.clients.openWindow(target);
}

const toBase64url = (buffer: ArrayBuffer | null) =>
  buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '';

/** The browser's `pushsubscriptionchange` (not in TypeScript's lib yet). */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

async function vapidKey(old: PushSubscription): Promise<BufferSource | string> {
  const known = old.options.applicationServerKey;
  if (known) return known;
  const res = await fetch('/api/push/vapid-key/');
  return ((await res.json()) as { public_key: string }).public_key;
}

/**
 * The browser replaced (or dropped) this worker's subscription. The server is told the new one, proving with the
 * old one's auth secret that it is ours; without the old one nothing can be proved, and the notification settings
 * page offers to turn push on again.
 */
async function renew(event: PushSubscriptionChangeEvent): Promise<void> {
  const old = event.oldSubscription;
  if (!old) return;
  const next = event.newSubscription
    ?? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await vapidKey(old) });
  const json = next.toJSON();
  await fetch('/api/push/renew/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ old_endpoint: old.endpoint, old_auth: toBase64url(old.getKey('auth')), endpoint: next.endpoint, keys: json.keys }),
  });
}

/**
 * Each handler starts its work before `waitUntil`, so the work also runs when the event is dispatched by a test
 * (an untrusted event's `waitUntil` throws).
 */
export function listenForPush(): void {
  self.addEventListener('push', (event) => {
    const shown = showPush(readPayload(event.data));
    event.waitUntil(shown);
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const opened = openUrl(safeUrl((event.notification.data as { url?: unknown } | null)?.url));
    event.waitUntil(opened);
  });

  self.addEventListener('pushsubscriptionchange', (event) => {
    const renewed = renew(event as PushSubscriptionChangeEvent).catch(() => undefined);
    (event as ExtendableEvent).waitUntil(renewed);
  });
}
