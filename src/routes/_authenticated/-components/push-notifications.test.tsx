import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, requestBody, routes, sentTo, type FakeServer } from '@/session/-testing/render-with-session';
import { PushNotificationsSection } from './push-notifications';

// 65 bytes in URL-safe base64, as the server's key is.
const VAPID = `BP_${'a-'.repeat(42)}Q`;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const kinds = { new_application: true, new_message: true, interview_reminder: true };
const device = (over: object) => ({ id: 'd1', endpoint: ENDPOINT, device: 'Chrome on Android', kinds, current: true, created_at: '2026-11-20T04:15:00Z', last_success_at: null, ...over });
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });

const keyBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(88, '=')), (c) => c.charCodeAt(0));

/** A browser with push: a service worker registration whose PushManager subscribes at once. */
function pushBrowser(permission: NotificationPermission | 'ask-denied' = 'granted') {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => { current = null; return true; });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: ENDPOINT, options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
      toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }), unsubscribe,
    } as unknown as PushSubscription;
    return current;
  });
  const registration = { active: {}, pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration), controller: null, addEventListener() {}, removeEventListener() {} },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    permission: permission === 'ask-denied' ? 'default' : permission,
    requestPermission: vi.fn(async () => (permission === 'ask-denied' ? 'denied' : permission)),
  });
  return { subscribe, unsubscribe };
}

beforeEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const render = (server: FakeServer) => renderWithSession(() => <PushNotificationsSection />, { path: '/settings/notifications', server });

describe('Push notifications on this device', () => {
  it('says so when the browser has no push, and offers no button', async () => {
    await render(routes({ 'GET /api/settings/push-subscriptions/': () => Response.json(page([])) }));
    expect((await screen.findByRole('alert')).textContent).toContain('This browser cannot show push notifications.');
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });

  it('turns on: asks permission, subscribes with the server\'s key, stores it; then a switch saves and turn off removes both sides', async () => {
    const browser = pushBrowser('default');
    Object.assign(Notification, { requestPermission: vi.fn(async () => 'granted') });
    let stored: object[] = [];
    const { requests } = await render(routes({
      'GET /api/push/vapid-key/': () => Response.json({ public_key: VAPID }),
      'GET /api/settings/push-subscriptions/': () => Response.json(page(stored)),
      'POST /api/settings/push-subscriptions/': () => { stored = [device({})]; return Response.json(stored[0], { status: 201 }); },
      'PATCH /api/settings/push-subscriptions/d1/': () => Response.json(device({ kinds: { ...kinds, new_message: false } })),
      'DELETE /api/settings/push-subscriptions/d1/': () => { stored = []; return new Response(null, { status: 204 }); },
    }));
    expect(await screen.findByText('Push notifications are off on this device.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on push notifications' }));

    expect(await screen.findByText('Push notifications are on for this device.', { selector: 'strong' })).toBeTruthy();
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(VAPID) });
    expect(await requestBody(sentTo(requests, 'POST /api/settings/push-subscriptions/')[0]!)).toEqual({ endpoint: ENDPOINT, keys: KEYS });

    const messages = screen.getByRole('switch', { name: 'Messages' });
    await userEvent.click(messages);
    await waitFor(() => expect(sentTo(requests, 'PATCH /api/settings/push-subscriptions/d1/')).toHaveLength(1));
    expect(await requestBody(sentTo(requests, 'PATCH /api/settings/push-subscriptions/d1/')[0]!)).toEqual({ new_message: false });
    await waitFor(() => expect((messages as HTMLInputElement).checked).toBe(false));

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText('Push notifications are off on this device.')).toBeTruthy();
    expect(sentTo(requests, 'DELETE /api/settings/push-subscriptions/d1/')).toHaveLength(1);
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('says how to unblock when the user refuses, and stores nothing', async () => {
    const browser = pushBrowser('ask-denied');
    const { requests } = await render(routes({
      'GET /api/push/vapid-key/': () => Response.json({ public_key: VAPID }),
      'GET /api/settings/push-subscriptions/': () => Response.json(page([])),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Notifications are blocked for Jagir in this browser.');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(sentTo(requests, 'POST /api/settings/push-subscriptions/')).toHaveLength(0);
  });

  it('lists the account\'s other devices, each with its own Remove', async () => {
    pushBrowser('granted');
    const { requests } = await render(routes({
      'GET /api/push/vapid-key/': () => Response.json({ public_key: VAPID }),
      'GET /api/settings/push-subscriptions/': () => Response.json(page([device({ id: 'd2', endpoint: 'https://updates.push.services.mozilla.com/x', device: 'Firefox on Windows', current: false })])),
      'DELETE /api/settings/push-subscriptions/d2/': () => new Response(null, { status: 204 }),
    }));
    const remove = await screen.findByRole('button', { name: 'Stop push notifications on Firefox on Windows' });
    expect(screen.getByText('Push notifications are off on this device.')).toBeTruthy();
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(sentTo(requests, 'DELETE /api/settings/push-subscriptions/d2/')).toHaveLength(1);
  });
});
