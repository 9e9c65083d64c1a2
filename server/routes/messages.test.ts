import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_STREAM_HEARTBEAT_MS } from '../../src/domain/constants';
import { notificationSettings } from '../db/schema';
import { MESSAGE_ERRORS } from '../services/messages';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { secondProcess } from '../test/second-app';
import { sseEvents } from '../test/sse';
import { addSeeker, apply, createJob, seekerByEmail } from '../test/workspace-fixtures';

const t = setupTestApp();
const NOBODY = '00000000-0000-4000-8000-000000000000';

const start = (token: string, payload: object) => t.inject({ method: 'POST', url: '/api/employer/conversations/', headers: bearer(token), payload });
const send = (token: string, id: string, body: string, key: string = randomUUID()) =>
  t.inject({ method: 'POST', url: `/api/employer/conversations/${id}/messages/`, headers: bearer(token), payload: { body, client_key: key } });
const get = (token: string, url: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
const unread = async (token: string) => (await get(token, '/api/employer/messages/unread/')).json().unread as number;

/** The reply link in the last mail to `to`. */
function replyToken(to: string): string {
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1);
  const token = mail && /\/reply#([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reply link was mailed to ${to}`);
  return token;
}
const reply = (token: string, body: string, key: string = randomUUID()) =>
  t.inject({ method: 'POST', url: '/api/replies/messages/', payload: { token, body, client_key: key } });
const thread = (token: string) => t.inject({ method: 'POST', url: '/api/replies/thread/', payload: { token } });

/** An employer with a job, an applicant and a conversation about the application. */
async function withApplicant() {
  const employer = await registerEmployer(t);
  const job = await createJob(t, employer.token);
  const applied = await apply(t, job.id, { full_name: 'Gita Rai' });
  const seeker = (await seekerByEmail(t, applied.email))!;
  const started = await start(employer.token, { job_seeker: seeker.id, application: applied.id });
  return { employer, job, applied, seeker, started, conversation: started.json().id as string };
}

describe('starting a conversation', () => {
  it('starts one per job seeker, about an application, and returns the same one again', async () => {
    const { employer, job, applied, seeker, started } = await withApplicant();
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      job_seeker: { id: seeker.id, full_name: 'Gita Rai' }, application: applied.id, job_title: job.title, last_message: null, unread_count: 0,
    });
    const again = await start(employer.token, { job_seeker: seeker.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: started.json().id, application: applied.id });
  });

  it('refuses an unknown job seeker and an application that is not theirs to this employer, naming both fields', async () => {
    const { applied } = await withApplicant();
    const other = await registerEmployer(t);
    const res = await start(other.token, { job_seeker: NOBODY, application: applied.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ job_seeker: [MESSAGE_ERRORS.noSuchSeeker], application: [MESSAGE_ERRORS.noSuchApplication] });
    expect((await start(other.token, { job_seeker: 'nope', extra: 1 })).statusCode).toBe(400);
  });

  it('starts one with any job seeker from candidate search', async () => {
    const { token } = await registerEmployer(t);
    const res = await start(token, { job_seeker: await addSeeker(t, { fullName: 'Open Candidate' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ application: null, job_title: null });
  });
});

describe('messages', () => {
  it('sends a message once per client_key and mails the job seeker a private reply link', async () => {
    const { employer, applied, conversation } = await withApplicant();
    const key = randomUUID();
    const first = await send(employer.token, conversation, '  Namaste Gita, are you free on Sunday?  ', key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ conversation, sender: 'employer', body: 'Namaste Gita, are you free on Sunday?', client_key: key, read_at: null });
    const mailsBefore = t.mailer.sent.length;
    const replayed = await send(employer.token, conversation, 'Namaste Gita, are you free on Sunday?', key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual(first.json());
    expect(t.mailer.sent.length).toBe(mailsBefore);
    const list = (await get(employer.token, `/api/employer/conversations/${conversation}/messages/`)).json();
    expect(list.count).toBe(1);
    const mail = t.mailer.sent.filter((m) => m.to === applied.email).at(-1)!;
    expect(mail.subject).toBe('New message from Everest Tech Pvt. Ltd.');
    expect(mail.text).toContain('Namaste Gita, are you free on Sunday?');
    expect(replyToken(applied.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The link's origin comes from the configuration, never from the request's Host header.
    expect(mail.text).toContain(`${t.config.publicUrl ?? `http://${t.config.host}:${t.config.port}`}/reply#`);
  });

  it('refuses a blank or missing body and a bad key, naming every field', async () => {
    const { employer, conversation } = await withApplicant();
    const blank = await send(employer.token, conversation, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ body: [MESSAGE_ERRORS.blank] });
    const res = await t.inject({ method: 'POST', url: `/api/employer/conversations/${conversation}/messages/`, headers: bearer(employer.token), payload: { client_key: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['body', 'client_key']);
  });

  it('lists messages newest first in pages, and conversations with the latest message first', async () => {
    const { employer } = await registerEmployer(t).then(async (e) => ({ employer: e }));
    const a = (await start(employer.token, { job_seeker: await addSeeker(t, { fullName: 'Asha' }) })).json().id;
    const b = (await start(employer.token, { job_seeker: await addSeeker(t, { fullName: 'Bimal' }) })).json().id;
    for (const text of ['one', 'two', 'three']) {
      t.clock.advance(1_000);
      await send(employer.token, a, text);
    }
    t.clock.advance(1_000);
    await send(employer.token, b, 'hello Bimal');
    const page = (await get(employer.token, `/api/employer/conversations/${a}/messages/?page_size=2`)).json();
    expect(page).toMatchObject({ count: 3, next: `/api/employer/conversations/${a}/messages/?page_size=2&page=2`, previous: null });
    expect(page.results.map((m: { body: string }) => m.body)).toEqual(['three', 'two']);
    expect((await get(employer.token, `/api/employer/conversations/${a}/messages/?page=3&page_size=2`)).statusCode).toBe(404);
    const conversations = (await get(employer.token, '/api/employer/conversations/?page_size=1')).json();
    expect(conversations).toMatchObject({ count: 2, results: [{ id: b, last_message: { body: 'hello Bimal' } }] });
    expect(conversations.next).toBe('/api/employer/conversations/?page_size=1&page=2');
    expect((await get(employer.token, '/api/employer/conversations/?page=2&page_size=1')).json().results[0]).toMatchObject({ id: a, last_message: { body: 'three' } });
  });

  it('answers 404 to another employer on every conversation path', async () => {
    const { conversation } = await withApplicant();
    const other = await registerEmployer(t);
    const h = bearer(other.token);
    const base = `/api/employer/conversations/${conversation}`;
    for (const res of [
      await t.inject({ method: 'GET', url: `${base}/`, headers: h }),
      await t.inject({ method: 'GET', url: `${base}/messages/`, headers: h }),
      await t.inject({ method: 'POST', url: `${base}/messages/`, headers: h, payload: { body: 'hi', client_key: randomUUID() } }),
      await t.inject({ method: 'POST', url: `${base}/read/`, headers: h }),
      await t.inject({ method: 'GET', url: `/api/employer/conversations/${NOBODY}/`, headers: h }),
    ]) expect(res.statusCode).toBe(404);
    expect((await get(other.token, '/api/employer/conversations/')).json().count).toBe(0);
  });

  it('needs a token', async () => {
    for (const url of ['/api/employer/conversations/', '/api/employer/messages/unread/', '/api/employer/messages/stream/']) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('replies and read state', () => {
  it('lets the job seeker read and reply through the link; unread counts follow; a replay is stored once', async () => {
    const { employer, applied, conversation } = await withApplicant();
    const sent = await send(employer.token, conversation, 'Can you come on Sunday?');
    const token = replyToken(applied.email);

    const view = await thread(token);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ company_name: 'Everest Tech Pvt. Ltd.', job_seeker_name: 'Gita Rai', messages: [{ id: sent.json().id, sender: 'employer' }] });
    // Reading it marks the employer's message read.
    expect((await get(employer.token, `/api/employer/conversations/${conversation}/messages/`)).json().results[0].read_at).not.toBeNull();

    const key = randomUUID();
    const answered = await reply(token, 'Yes, Sunday at 10 works.', key);
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ sender: 'job_seeker', body: 'Yes, Sunday at 10 works.' });
    expect((await reply(token, 'Yes, Sunday at 10 works.', key)).statusCode).toBe(200);
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: employer.email, subject: 'Gita Rai replied to your message' });
    expect(t.mailer.sent.at(-1)!.text).toContain(`/employer/messages?c=${conversation}`);

    expect(await unread(employer.token)).toBe(1);
    expect((await get(employer.token, `/api/employer/conversations/${conversation}/`)).json()).toMatchObject({ unread_count: 1, last_message: { id: answered.json().id } });
    const read = await t.inject({ method: 'POST', url: `/api/employer/conversations/${conversation}/read/`, headers: bearer(employer.token) });
    expect(read.statusCode).toBe(200);
    expect(read.json().unread_count).toBe(0);
    expect(await unread(employer.token)).toBe(0);
  });

  it('mails the employer about a reply only when they want message e-mails', async () => {
    const { employer, applied, conversation } = await withApplicant();
    await send(employer.token, conversation, 'Hello');
    await t.database.db.insert(notificationSettings).values({ userId: employer.user.id, messages: false, updatedAt: t.clock.now() });
    const before = t.mailer.sent.length;
    expect((await reply(replyToken(applied.email), 'Thanks!')).statusCode).toBe(201);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('answers 404 to an unknown link and 400 to a malformed one', async () => {
    expect((await thread('A'.repeat(43))).statusCode).toBe(404);
    expect((await reply('A'.repeat(43), 'hi')).statusCode).toBe(404);
    const bad = await thread('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ token: ['This link is not valid.'] });
  });
});

/** Reads server-sent events from a listening app. */
async function openStream(app: FastifyInstance, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/employer/messages/stream/`, { headers: { ...bearer(token), accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return sseEvents(res);
}

describe('the live stream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes a job seeker\'s reply and read state to the employer\'s open page, and nothing to another employer', async () => {
    const { employer, applied, conversation } = await withApplicant();
    const other = await registerEmployer(t);
    await send(employer.token, conversation, 'Hello');
    const stream = await openStream(t.app, employer.token);
    const theirs = await openStream(t.app, other.token);
    const answered = await reply(replyToken(applied.email), 'Hello back');
    expect(await stream.next()).toEqual({ type: 'message', conversation, message: answered.json() });
    await t.inject({ method: 'POST', url: `/api/employer/conversations/${conversation}/read/`, headers: bearer(employer.token) });
    expect(await stream.next()).toEqual({ type: 'read', conversation });
    // The other employer's stream hears its own conversation first: nothing of ours came before it.
    const own = (await start(other.token, { job_seeker: await addSeeker(t) })).json().id;
    await send(other.token, own, 'Mine');
    expect(await theirs.next()).toMatchObject({ type: 'message', conversation: own });
    await stream.cancel();
    await theirs.cancel();
  });

  it('answers 406 to a request that does not accept an event stream', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'GET', url: '/api/employer/messages/stream/', headers: { ...bearer(token), accept: 'application/json' } });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual({ detail: 'Could not satisfy the request Accept header.' });
  });

  it('ends at the next heartbeat when its session is gone without a word (a signal lost)', async () => {
    const { email, password } = await registerEmployer(t);
    const session = await loginAgain(email, password);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await openStream(t.app, session.token);
    await t.app.repos.sessions.end(session.id);
    await vi.advanceTimersByTimeAsync(MESSAGE_STREAM_HEARTBEAT_MS);
    expect(await stream.next()).toBeNull();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('ends on another server process within a second of a logout', async () => {
    const { employer, applied, conversation } = await withApplicant();
    await send(employer.token, conversation, 'Hello');
    const session = await loginAgain(employer.email, employer.password);
    const b = await secondProcess(t);
    try {
      const stream = await openStream(b, session.token);
      expect((await t.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(session.token) })).statusCode).toBe(200);
      const ended = endsWithinASecond(stream);
      expect((await reply(replyToken(applied.email), 'After the logout')).statusCode).toBe(201);
      expect(await ended).toBeNull();
    } finally {
      await b.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('reaches a page open on another server process through LISTEN/NOTIFY', async () => {
    const { employer, applied, conversation } = await withApplicant();
    const b = await secondProcess(t);
    try {
      const stream = await openStream(b, employer.token);
      const sent = await send(employer.token, conversation, 'From process A');
      expect(await stream.next()).toEqual({ type: 'message', conversation, message: sent.json() });
      const answered = await reply(replyToken(applied.email), 'Seen on B too');
      expect(await stream.next()).toEqual({ type: 'message', conversation, message: answered.json() });
      await stream.cancel();
    } finally {
      await b.close();
    }
  });
});

/** A second login of the account: its token and its session's id. */
async function loginAgain(email: string, password: string) {
  const res = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  const token = res.json().token as string;
  const sessions = (await get(token, '/api/auth/sessions/')).json().results as { id: string; current: boolean }[];
  return { token, id: sessions.find((x) => x.current)!.id };
}

/** The stream's next event, or null when it ended; 'still open' when neither came within a second. */
function endsWithinASecond(stream: { next(): Promise<Record<string, unknown> | null> }) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'still open'>((resolve) => { timer = setTimeout(() => resolve('still open'), 1_000); });
  return Promise.race([stream.next(), deadline]).finally(() => clearTimeout(timer));
}

const NEW_PASSWORD = 'Pokhara-Lake2082';

/** Every way a session ends, done to the session `other` of the employer `me`. */
const endings: [string, (me: { token: string; email: string; password: string }, other: { token: string; id: string }) => Promise<number>][] = [
  ['a logout', async (_me, other) => (await t.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(other.token) })).statusCode],
  ['revoking that session', async (me, other) =>
    (await t.inject({ method: 'DELETE', url: `/api/auth/sessions/${other.id}/`, headers: bearer(me.token) })).statusCode],
  ['revoking every other session', async (me) =>
    (await t.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others/', headers: bearer(me.token) })).statusCode],
  ['a password change', async (me) => (await t.inject({
    method: 'POST', url: '/api/auth/change-password/', headers: bearer(me.token),
    payload: { current_password: me.password, new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD },
  })).statusCode],
  ['a password reset', async (me) => {
    await t.inject({ method: 'POST', url: '/api/auth/password-reset-request/', payload: { email: me.email } });
    return (await t.inject({
      method: 'POST', url: '/api/auth/password-reset-confirm/',
      payload: { email: me.email, otp_code: t.mailer.lastCode(me.email), new_password: NEW_PASSWORD, new_password_confirm: NEW_PASSWORD },
    })).statusCode;
  }],
  ['deleting the account', async (me) =>
    (await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(me.token), payload: { password: me.password } })).statusCode],
];

describe('a stream ends with its session', () => {
  it.each(endings)('within a second of %s, and hears nothing sent after', async (_name, end) => {
    const { employer, applied, conversation } = await withApplicant();
    await send(employer.token, conversation, 'Hello');
    const other = await loginAgain(employer.email, employer.password);
    const stream = await openStream(t.app, other.token);
    expect(await end(employer, other)).toBeLessThan(300);
    const ended = endsWithinASecond(stream);
    // A reply after the end (none can be stored once the account is gone).
    await reply(replyToken(applied.email), 'After the end');
    expect(await ended).toBeNull();
  });
});
