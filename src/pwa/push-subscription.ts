/**
 * This browser's Web Push subscription (docs/offline.md "Notifications"), for the workspace's notification
 * settings only: the public pages never load it. The server side (storing it, sending) is the caller's.
 */

/** Why push cannot be turned on here, or `ready`. */
export type PushAvailability = 'ready' | 'unsupported' | 'ios-needs-install' | 'blocked';

/** The subscription as the server stores it. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export class PushSetupError extends Error {
  constructor(readonly reason: 'blocked' | 'dismissed' | 'unavailable') {
    super(reason);
  }
}

/** How long to wait for the service worker before saying push is unavailable (it registers after the first load). */
const WORKER_WAIT_MS = 10_000;

const isIos = () => /\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent)
  || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const isStandalone = () => window.matchMedia?.('(display-mode: standalone)').matches === true
  || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushAvailability(): PushAvailability {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // Safari on iPhone and iPad offers push only to a site added to the Home Screen, opened from there.
  if (!supported) return isIos() && !isStandalone() ? 'ios-needs-install' : 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'ready';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  let timer: number | undefined;
  const timeout = new Promise<undefined>((resolve) => { timer = window.setTimeout(() => resolve(undefined), WORKER_WAIT_MS); });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported' || pushAvailability() === 'ios-needs-install') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.byteLength
  && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** True when `subscription` was made with this server key. */
export const subscribedWith = (subscription: PushSubscription, vapidPublicKey: string) =>
  sameKey(subscription.options.applicationServerKey, base64urlBytes(vapidPublicKey));

/**
 * Asks for permission (when not yet given) and subscribes with the server's key; a subscription made with
 * another key (the server's keys changed) is replaced. Throws PushSetupError when the user or browser says no.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<BrowserSubscription> {
  if (pushAvailability() !== 'ready') throw new PushSetupError(pushAvailability() === 'blocked' ? 'blocked' : 'unavailable');
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('blocked');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const reg = await registration();
  if (!reg) throw new PushSetupError('unavailable');
  const key = base64urlBytes(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = sub.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError('unavailable');
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Ends this browser's subscription (nothing to do without one). */
export async function unsubscribeThisBrowser(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}
