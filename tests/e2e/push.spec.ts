/**
 * Push notifications end to end. Headless Chromium has no push service to subscribe with, so the browser's
 * PushManager is given a subscription whose endpoint is a push service of the test's own (a local HTTP server
 * holding the RFC 8291 keys): the employer turns push on in the notification settings as anyone would, the real
 * server stores it, and a new application and a job seeker's message arrive there encrypted; the test decrypts
 * them. Each is then delivered to the real service worker through the DevTools protocol, as a push service would,
 * and it shows the notification; a click on it opens the screen it is about.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { startPushReceiver, type PushReceiver, type ReceivedPush } from '../../server/test/push-receiver';
import { apiUrl, authHeader } from './support/accounts';
import { applyToJob, publishJob } from './support/applications';
import { expect, logInThroughUi, test, toast } from './support/fixtures';
import { latestMailSeq, mailTo } from './support/mail';
import { serviceWorkerReady } from './support/service-worker';


let receiver: PushReceiver;
test.beforeAll(async () => { receiver = await startPushReceiver(); });
test.afterAll(async () => { await receiver?.close(); });

/** The next push to reach the test's push service, or a failure naming what was awaited. */
async function nextPush(what: string): Promise<ReceivedPush> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no push for ${what}`)), 15_000); });
  try {
    return await Promise.race([receiver.next(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browser's PushManager, answering with a subscription on the test's push service (the real one needs a
 * push service headless Chromium does not have). Everything else (permission, service worker) is the browser's.
 */
async function usePushService(context: BrowserContext, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await context.addInitScript((sub) => {
    // Kept in the page's storage, as the browser keeps a real one across page loads.
    const STORE = 'e2e-push-subscription-key';
    const make = (key: string): PushSubscription => {
      const bytes = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
      const fake = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => { localStorage.removeItem(STORE); return true; },
      };
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const key = localStorage.getItem(STORE);
      return key === null ? null : make(key);
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      const bytes: Uint8Array = key instanceof Uint8Array ? key : new Uint8Array();
      localStorage.setItem(STORE, btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')));
      return make(localStorage.getItem(STORE)!);
    };
  }, subscription);
}

/** The employer writes to the applicant, who replies through the link mailed to them; the conversation id. */
async function candidateReplies(request: APIRequestContext, token: string, applicationId: string, email: string, body: string) {
  const application = await request.get(apiUrl(`/api/applications/${applicationId}/`), { headers: authHeader(token) });
  const seeker = ((await application.json()) as { job_seeker: { id: string } }).job_seeker.id;
  const started = await request.post(apiUrl('/api/employer/conversations/'), {
    headers: authHeader(token), data: { job_seeker: seeker, application: applicationId },
  });
  const conversationId = ((await started.json()) as { id: string }).id;
  const after = latestMailSeq();
  const sent = await request.post(apiUrl(`/api/employer/conversations/${conversationId}/messages/`), {
    headers: authHeader(token), data: { body: 'Namaste! Are you free on Sunday?', client_key: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  await expect.poll(() => mailTo(email, after).length).toBe(1);
  const replyToken = /\/reply#([A-Za-z0-9_-]+)/.exec(mailTo(email, after)[0]!.text)![1]!;
  const replied = await request.post(apiUrl('/api/replies/messages/'), { data: { token: replyToken, body, client_key: randomUUID() } });
  expect(replied.status()).toBe(201);
  return conversationId;
}

/** Delivers `data` to the page's service worker as its push service would, through the DevTools protocol. */
async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => { if (e.registrations.length) resolve(e.registrations); });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((r) => r.scopeURL.startsWith(origin))!;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data });
  await cdp.detach();
}

/**
 * Runs in the service worker: the click event the browser sends when the notification with `tag` (or the first)
 * is clicked. Headless Chromium shows no notification to click.
 */
async function clickNotification(tag: string | undefined): Promise<void> {
  const scope = globalThis as unknown as {
    registration: { getNotifications(filter?: { tag?: string }): Promise<Notification[]> };
    NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    dispatchEvent(event: Event): boolean;
  };
  const [notification] = await scope.registration.getNotifications(tag ? { tag } : {});
  scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
}

/** The page's service worker as Playwright sees it (the newest, should the browser have restarted it). */
async function serviceWorkerOf(page: Page) {
  const origin = new URL(page.url()).origin;
  return page.context().serviceWorkers().filter((w) => w.url().startsWith(origin)).at(-1)
    ?? await page.context().waitForEvent('serviceworker', { predicate: (w) => w.url().startsWith(origin) });
}

/** The notifications the service worker is showing, as the page can read them. */
const shownNotifications = (page: Page) => page.evaluate(async () => {
  const registration = await navigator.serviceWorker.ready;
  return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown }));
});

test('push on in settings: a new application and a job seeker\'s message reach this device, are shown, and a click opens them', async ({ page, context, employer, request }) => {
  test.setTimeout(90_000);
  const device = receiver.subscription(`phone-${randomUUID()}`);
  await context.grantPermissions(['notifications']);
  await usePushService(context, device);
  const token = await logInThroughUi(page, employer);
  await serviceWorkerReady(page);

  await page.goto('/settings/notifications');
  const section = page.getByRole('region', { name: 'Push notifications on this device' });
  await expect(section.getByRole('status')).toHaveText('Push notifications are off on this device.');
  await section.getByRole('button', { name: 'Turn on push notifications' }).click();
  await expect(toast(page, 'Push notifications are on for this device.')).toBeVisible();
  await expect(section.getByText('Push notifications are on for this device.')).toBeVisible();
  for (const name of ['New applications', 'Messages', 'Interview reminders']) await expect(section.getByRole('switch', { name })).toBeChecked();
  await section.getByRole('switch', { name: 'Interview reminders' }).uncheck();
  await expect(toast(page, 'Notification settings saved.')).toBeVisible();
  const stored = await request.get(apiUrl('/api/settings/push-subscriptions/'), { headers: authHeader(token) });
  expect(((await stored.json()) as { results: unknown[] }).results).toEqual([expect.objectContaining({
    endpoint: device.endpoint, kinds: { new_application: true, new_message: true, interview_reminder: false },
  })]);

  // A new application: pushed to this device, encrypted for it alone.
  const jobTitle = `Staff Nurse ${randomBytes(2).toString('hex')}`;
  const jobId = await publishJob(request, token, jobTitle);
  const name = `Gita Rai ${randomBytes(2).toString('hex')}`;
  const { applicationId, email } = await applyToJob(request, jobId, name);
  const applicationPush = await nextPush('the new application');
  expect(applicationPush.headers['content-encoding']).toBe('aes128gcm');
  expect(applicationPush.payload).toEqual({
    title: `New application for ${jobTitle}`, body: `${name} applied for ${jobTitle}.`,
    url: `/employer/job/${jobId}/candidates?application=${applicationId}`, tag: `application-${applicationId}`,
  });

  // The job seeker's reply: pushed too (the employer's own message is not).
  const conversationId = await candidateReplies(request, token, applicationId, email, 'Yes, Sunday at 10 suits me.');
  const messagePush = await nextPush('the job seeker\'s message');
  expect(messagePush.payload).toEqual({
    title: `New message from ${name}`, body: 'Yes, Sunday at 10 suits me.', url: `/employer/messages?c=${conversationId}`, tag: `conversation-${conversationId}`,
  });

  // The service worker shows what the push service hands it.
  await deliverToServiceWorker(page, JSON.stringify(applicationPush.payload));
  await deliverToServiceWorker(page, JSON.stringify(messagePush.payload));
  await expect.poll(() => shownNotifications(page)).toEqual(expect.arrayContaining([
    { title: `New application for ${jobTitle}`, body: `${name} applied for ${jobTitle}.`, tag: `application-${applicationId}`,
      icon: expect.stringMatching(/\/icons\/icon-192\.png$/), data: { url: `/employer/job/${jobId}/candidates?application=${applicationId}` } },
    { title: `New message from ${name}`, body: 'Yes, Sunday at 10 suits me.', tag: `conversation-${conversationId}`,
      icon: expect.stringMatching(/\/icons\/icon-192\.png$/), data: { url: `/employer/messages?c=${conversationId}` } },
  ]));

  // A click on the message's notification brings this window to the conversation.
  const worker = await serviceWorkerOf(page);
  await worker.evaluate(clickNotification, `conversation-${conversationId}`);
  await expect(page).toHaveURL(new RegExp(`/employer/messages\\?c=${conversationId}$`));
  await expect(page.getByRole('region', { name: `Conversation with ${name}` })).toContainText('Yes, Sunday at 10 suits me.');
  await expect.poll(async () => (await shownNotifications(page)).map((n) => n.tag)).toEqual([`application-${applicationId}`]);

  // Turning off removes this device on both sides.
  await page.goto('/settings/notifications');
  await section.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(toast(page, 'Push notifications are off for this device.')).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Push notifications are off on this device.');
  const after = await request.get(apiUrl('/api/settings/push-subscriptions/'), { headers: authHeader(token) });
  expect(((await after.json()) as { count: number }).count).toBe(0);
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
});

test('a push whose payload cannot be read still shows a notice, which opens the overview', async ({ page, context, employer }) => {
  await context.grantPermissions(['notifications']);
  await logInThroughUi(page, employer);
  await serviceWorkerReady(page);
  await page.goto('/settings/notifications');
  await deliverToServiceWorker(page, 'not json');
  await expect.poll(() => shownNotifications(page)).toEqual([expect.objectContaining({ title: 'Jagir', body: '', data: { url: '/employer/overview' } })]);
  const worker = await serviceWorkerOf(page);
  await worker.evaluate(clickNotification, undefined);
  await expect(page).toHaveURL(/\/employer\/overview$/);
});
