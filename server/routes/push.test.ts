import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DEVICES_MAX } from '../../src/domain/constants';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { pushSubscriptions, serverKeys } from '../db/schema';
import { bearer, openTestDatabase, registerEmployer, setupTestApp } from '../test/app';
import { startPushReceiver, type PushReceiver } from '../test/push-receiver';
import { apply, createJob, seekerByEmail } from '../test/workspace-fixtures';
import { pushEndpointProblem } from '../services/push';

const t = setupTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
let receiver: PushReceiver;
beforeAll(async () => { receiver = await startPushReceiver(); });
afterAll(async () => { await receiver?.close(); });

const URL_ = '/api/settings/push-subscriptions/';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const subscribe = (token: string, payload: object) =>
  t.inject({ method: 'POST', url: URL_, headers: { ...bearer(token), 'user-agent': CHROME_ANDROID }, payload });
const list = async (token: string) => (await t.inject({ method: 'GET', url: URL_, headers: bearer(token) })).json() as {
  count: number; results: { id: string; endpoint: string; device: string; current: boolean; kinds: Record<string, boolean>; last_success_at: string | null }[];
};
const companyOf = async (userId: string) => (await t.app.repos.memberships.companyOfUser(userId))!;

describe('push subscriptions', () => {
  it('subscribes a device with every kind on, lists it as this session\'s, replaces it by endpoint, changes kinds and unsubscribes', async () => {
    const { token } = await registerEmployer(t);
    const sub = receiver.subscription(`a-${randomUUID()}`);
    const created = await subscribe(token, sub);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      endpoint: sub.endpoint, device: 'Chrome on Android', current: true, last_success_at: null,
      kinds: { new_application: true, new_message: true, interview_reminder: true },
    });
    const { id } = created.json() as { id: string };

    const again = await subscribe(token, { ...sub, kinds: { new_message: false } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, kinds: { new_application: true, new_message: false, interview_reminder: true } });

    const changed = await t.inject({ method: 'PATCH', url: `${URL_}${id}/`, headers: bearer(token), payload: { interview_reminder: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().kinds).toEqual({ new_application: true, new_message: false, interview_reminder: false });
    expect((await list(token)).results.map((r) => r.id)).toEqual([id]);

    expect((await t.inject({ method: 'DELETE', url: `${URL_}${id}/`, headers: bearer(token) })).statusCode).toBe(204);
    expect((await list(token)).count).toBe(0);
    expect((await t.inject({ method: 'DELETE', url: `${URL_}${id}/`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('answers 404 for another company\'s device and changes nothing', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const { id } = (await subscribe(owner.token, receiver.subscription(`b-${randomUUID()}`))).json() as { id: string };
    const patch = await t.inject({ method: 'PATCH', url: `${URL_}${id}/`, headers: bearer(other.token), payload: { new_application: false } });
    expect(patch.statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `${URL_}${id}/`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await list(other.token)).count).toBe(0);
    expect((await list(owner.token)).results).toEqual([expect.objectContaining({ id, kinds: { new_application: true, new_message: true, interview_reminder: true } })]);
  });

  it('moves a browser to the account that subscribes it last (one browser, one subscription)', async () => {
    const first = await registerEmployer(t);
    const second = await registerEmployer(t);
    const browser = receiver.subscription(`shared-${randomUUID()}`);
    await subscribe(first.token, browser);
    const moved = await subscribe(second.token, browser);
    expect(moved.statusCode).toBe(200);
    expect((await list(first.token)).count).toBe(0);
    expect((await list(second.token)).results).toEqual([expect.objectContaining({ endpoint: browser.endpoint, current: true })]);
    // The first company's news no longer reaches it.
    const report = await t.app.push.notify(await companyOf(first.user.id), 'company', 'new_application', { title: 'x', body: 'x', url: '/', tag: 'x' });
    expect(report).toEqual({ sent: 0, removed: 0, failed: 0 });
  });

  it('needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: URL_ })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: URL_, payload: receiver.subscription('x') })).statusCode).toBe(401);
  });

  it('refuses keys of the wrong shape and an endpoint that is not an https push service', async () => {
    const { token } = await registerEmployer(t);
    const good = receiver.subscription(`c-${randomUUID()}`);
    const bad = await subscribe(token, { endpoint: 'http://push.example.com/x', keys: { p256dh: 'abc', auth: good.keys.auth.slice(1) } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Enter the subscription's p256dh key.");
    expect(JSON.stringify(bad.json())).toContain("Enter the subscription's auth secret.");
    for (const endpoint of ['http://push.example.com/x', 'https://10.0.0.5/x', 'https://169.254.169.254/latest', 'https://[fd00::1]/x', 'https://intranet/x', 'not a url']) {
      const res = await subscribe(token, { ...good, endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toEqual({ endpoint: [endpoint.startsWith('https:') ? 'The push endpoint must be a public push service.'
        : endpoint.startsWith('http:') ? 'The push endpoint must be an https URL.' : 'Enter a valid push endpoint URL.'] });
    }
    expect((await list(token)).count).toBe(0);
    // This machine only where the tests allow it.
    for (const endpoint of ['https://localhost/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'http://127.0.0.1:8080/x']) {
      expect(pushEndpointProblem(endpoint), endpoint).toBeDefined();
      expect(pushEndpointProblem(endpoint, true), endpoint).toBeUndefined();
    }
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc')).toBeUndefined();
    expect(pushEndpointProblem('https://web.push.apple.com/QGx')).toBeUndefined();
  });

  it('keeps a user\'s newest devices only', async () => {
    const { token } = await registerEmployer(t);
    const first = (await subscribe(token, receiver.subscription(`d0-${randomUUID()}`))).json() as { id: string };
    for (let i = 1; i <= PUSH_DEVICES_MAX; i += 1) {
      t.clock.advance(1000);
      await subscribe(token, receiver.subscription(`d${i}-${randomUUID()}`));
    }
    const { count, results } = await list(token);
    expect(count).toBe(PUSH_DEVICES_MAX);
    expect(results.map((r) => r.id)).not.toContain(first.id);
  });

  it('goes with the session that made it (signing out stops the device\'s notifications)', async () => {
    const { token } = await registerEmployer(t);
    await subscribe(token, receiver.subscription(`e-${randomUUID()}`));
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) })).statusCode).toBeLessThan(300);
    const sub = receiver.subscription('never');
    const rows = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toEqual([]);
  });
});

describe('sending', () => {
  it('pushes a new application to every device of the company that wants it, encrypted for each', async () => {
    const { token } = await registerEmployer(t);
    const wants = receiver.subscription(`f-yes-${randomUUID()}`);
    const muted = receiver.subscription(`f-no-${randomUUID()}`);
    await subscribe(token, wants);
    await subscribe(token, { ...muted, kinds: { new_application: false } });
    const job = await createJob(t, token, { title: 'Senior React Developer' });
    const before = receiver.received.length;

    const application = await apply(t, job.id, { full_name: 'Sita Sharma' });
    await t.app.push.idle();

    const pushes = receiver.received.slice(before);
    expect(pushes.map((p) => p.name)).toEqual([wants.endpoint.split('/push/')[1]]);
    expect(pushes[0]!.payload).toEqual({
      title: 'New application for Senior React Developer',
      body: 'Sita Sharma applied for Senior React Developer.',
      url: `/employer/job/${job.id}/candidates?application=${application.id}`,
      tag: `application-${application.id}`,
    });
    expect(pushes[0]!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    expect(pushes[0]!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect((await list(token)).results.find((r) => r.endpoint === wants.endpoint)?.last_success_at).toBe(t.clock.now().toISOString());
  });

  it('pushes a job seeker\'s message to the employer, and not the employer\'s own', async () => {
    const { token } = await registerEmployer(t);
    const sub = receiver.subscription(`g-${randomUUID()}`);
    await subscribe(token, sub);
    const job = await createJob(t, token);
    const application = await apply(t, job.id, { full_name: 'Hari Prasad' });
    await t.app.push.idle();
    const before = receiver.received.length;
    const seeker = (await seekerByEmail(t, application.email))!;
    const started = await t.inject({ method: 'POST', url: '/api/employer/conversations/', headers: bearer(token), payload: { job_seeker: seeker.id, application: application.id } });
    const conversation = started.json() as { id: string };
    await t.inject({ method: 'POST', url: `/api/employer/conversations/${conversation.id}/messages/`, headers: bearer(token), payload: { body: 'Hello Hari', client_key: randomUUID() } });
    await t.app.push.idle();
    expect(receiver.received.length).toBe(before);

    const mail = t.mailer.sent.filter((m) => m.to === application.email).at(-1)!;
    const replyToken = /\/reply#([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const long = `Thank you! ${'I can come any day next week. '.repeat(10)}`;
    const res = await t.inject({ method: 'POST', url: '/api/replies/messages/', payload: { token: replyToken, body: long, client_key: randomUUID() } });
    expect(res.statusCode).toBe(201);
    await t.app.push.idle();
    const push = receiver.received.slice(before);
    expect(push).toHaveLength(1);
    const payload = push[0]!.payload as { title: string; body: string; url: string; tag: string };
    expect(payload).toMatchObject({ title: 'New message from Hari Prasad', url: `/employer/messages?c=${conversation.id}`, tag: `conversation-${conversation.id}` });
    expect(payload.body.startsWith('Thank you! I can come any day next week.')).toBe(true);
    expect(payload.body.length).toBeLessThanOrEqual(120);
    expect(payload.body.endsWith('…')).toBe(true);
  });

  it('removes devices whose push service answers 404 or 410, keeps those that fail otherwise, and never fails the caller', async () => {
    const { token, user } = await registerEmployer(t);
    const companyId = await companyOf(user.id);
    const ok = receiver.subscription(`h-ok-${randomUUID()}`);
    const gone = receiver.subscription(`h-gone-${randomUUID()}`, 410);
    const missing = receiver.subscription(`h-missing-${randomUUID()}`, 404);
    const broken = receiver.subscription(`h-broken-${randomUUID()}`, 500);
    const unreachable = { ...receiver.subscription(`h-x-${randomUUID()}`), endpoint: 'http://127.0.0.1:9/push/nothing-listens' };
    for (const s of [ok, gone, missing, broken, unreachable]) expect((await subscribe(token, s)).statusCode).toBe(201);

    const report = await t.app.push.notify(companyId, [user.id], 'interview_reminder', { title: 'Interview tomorrow', body: 'Sita Sharma at 10:00', url: '/employer/calendar', tag: 'x' });
    expect(report).toEqual({ sent: 1, removed: 2, failed: 2 });
    expect((await list(token)).results.map((r) => r.endpoint).sort()).toEqual([ok.endpoint, broken.endpoint, unreachable.endpoint].sort());

    // Another user's id in the company reaches nothing.
    expect(await t.app.push.notify(companyId, [randomUUID()], 'interview_reminder', { title: 'x', body: 'x', url: '/', tag: 'x' })).toEqual({ sent: 0, removed: 0, failed: 0 });
  });
});

describe('renewal by the service worker', () => {
  it('replaces the endpoint and keys when the old auth secret matches, and is 404 otherwise', async () => {
    const { token } = await registerEmployer(t);
    const old = receiver.subscription(`i-old-${randomUUID()}`);
    const { id } = (await subscribe(token, { ...old, kinds: { new_message: false } })).json() as { id: string };
    const next = receiver.subscription(`i-new-${randomUUID()}`);
    const wrong = await t.inject({ method: 'POST', url: '/api/push/renew/', payload: { old_endpoint: old.endpoint, old_auth: next.keys.auth, ...next } });
    expect(wrong.statusCode).toBe(404);
    const res = await t.inject({ method: 'POST', url: '/api/push/renew/', payload: { old_endpoint: old.endpoint, old_auth: old.keys.auth, ...next } });
    expect(res.statusCode).toBe(204);
    expect((await list(token)).results).toEqual([expect.objectContaining({ id, endpoint: next.endpoint, kinds: { new_application: true, new_message: false, interview_reminder: true } })]);
  });
});

describe('VAPID keys', () => {
  it('serves the public key without a token', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/push/vapid-key/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ public_key: t.app.push.publicKey });
    expect(Buffer.from(t.app.push.publicKey, 'base64url')).toHaveLength(65);
  });

  it('are made once when two processes start together on an empty database, and kept across restarts', async () => {
    const { database, drop } = await openTestDatabase();
    const seconds: Database[] = [];
    try {
      // A second process has its own connections (PostgreSQL); PGlite serves one process, so it shares the handle.
      const second = process.env.TEST_DATABASE_URL ? await openDatabase({ url: await sameDatabaseUrl(database) }) : database;
      if (second !== database) seconds.push(second);
      const build = (db: Database) => buildApp({ database: db, config: t.config, clock: t.clock, mailer: t.mailer, distDir: '/nonexistent' });
      const apps = await Promise.all([build(database), build(second)]);
      expect(apps[0]!.push.publicKey).toBe(apps[1]!.push.publicKey);
      expect(await database.db.select().from(serverKeys)).toHaveLength(1);
      const restarted = await build(database);
      expect(restarted.push.publicKey).toBe(apps[0]!.push.publicKey);
      for (const app of [...apps, restarted]) await app.close();
    } finally {
      for (const d of seconds) await d.close();
      await drop();
    }
  });

  it('come from the configuration when it has them', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const keys = (await import('web-push')).default.generateVAPIDKeys();
      const { loadConfig } = await import('../config');
      const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/unused', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
      const app = await buildApp({ database, config, clock: t.clock, mailer: t.mailer, distDir: '/nonexistent' });
      expect(app.push.publicKey).toBe(keys.publicKey);
      expect(await database.db.select().from(serverKeys)).toEqual([]);
      await app.close();
    } finally {
      await drop();
    }
  });
});

async function sameDatabaseUrl(database: Database): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const target = new URL(process.env.TEST_DATABASE_URL!);
  target.pathname = `/${rows[0]!.name}`;
  return target.toString();
}

