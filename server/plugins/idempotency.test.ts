// Idempotency-Key on the workspace's writes (docs/decisions.md "Idempotency"): a write sent again with its key runs
// once and is answered as the first time; another request on the key is refused with 422, a repeat while the first
// runs with 409; keys are per company and kept 24 hours.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/contract';
import { idempotencyKeys, jobs } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { multipart } from '../test/images';
import { secondProcess } from '../test/second-app';
import { apply, createJob, fullJob } from '../test/workspace-fixtures';
import { CLAIM_LEASE_MS, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES, KEY_RETENTION_MS } from './idempotency';

const t = setupTestApp();
const H = 3_600_000;

const keyed = (token: string, key: string) => ({ ...bearer(token), 'idempotency-key': key });
const postJob = (token: string, key: string | undefined, payload: object = { title: 'Cook' }) =>
  t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: key === undefined ? bearer(token) : keyed(token, key), payload });

async function employer() {
  const e = await registerEmployer(t);
  const companyId = await t.app.repos.memberships.companyOfUser(e.user.id);
  if (!companyId) throw new Error('no company');
  return { ...e, companyId };
}

const jobCount = async (companyId: string) =>
  (await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).length;
const keptKeys = async (companyId: string) =>
  t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.companyId, companyId));

const replayed = (res: LightMyRequestResponse) => res.headers['idempotent-replayed'] === 'true';

/** The same answer: status, type and body byte for byte. */
function expectSameAnswer(again: LightMyRequestResponse, first: LightMyRequestResponse) {
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.headers['content-type']).toBe(first.headers['content-type']);
  expect(again.body).toBe(first.body);
}

describe('a write sent again with its Idempotency-Key', () => {
  it('runs once; the repeat gets the first answer again, marked as replayed', async () => {
    const { token, companyId } = await employer();
    const key = randomUUID();
    const first = await postJob(token, key);
    expect(first.statusCode).toBe(201);
    expect(replayed(first)).toBe(false);

    const again = await postJob(token, key);
    expectSameAnswer(again, first);
    expect(replayed(again)).toBe(true);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['content-security-policy']).toBeDefined();
    expect(await jobCount(companyId)).toBe(1);
  });

  it('is not applied twice when the server committed and the answer was lost: one event, one status change, one mail', async () => {
    const { token } = await employer();
    const job = await createJob(t, token);
    const application = await apply(t, job.id);
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * H).toISOString();
    const booking = { kind: 'interview', application: application.id, starts_at: at(25), ends_at: at(26), location: 'Office' };
    const key = randomUUID();
    const book = () => t.inject({ method: 'POST', url: '/api/employer/events/', headers: keyed(token, key), payload: booking });
    const invitations = () => t.mailer.sent.filter((m) => m.to === application.email && m.attachments).length;

    // The first answer never reaches the client (its connection dropped): all the client knows is that it sent it.
    await book();
    const retry = await book();
    expect(retry.statusCode).toBe(201);
    expect(replayed(retry)).toBe(true);

    const events = await t.inject({ method: 'GET', url: `/api/employer/events/?from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(48))}`, headers: bearer(token) });
    expect(events.json().results.map((e: { id: string }) => e.id)).toEqual([retry.json().id]);
    const detail = await t.inject({ method: 'GET', url: `/api/applications/${application.id}/`, headers: bearer(token) });
    expect(detail.json().history.map((h: { to: string }) => h.to)).toEqual(['applied', 'shortlisted', 'interview']);
    expect(invitations()).toBe(1);
  });

  it('sent several times at once runs exactly once; the others wait (409) or get the answer', async () => {
    const { token } = await employer();
    const key = randomUUID();
    // A form is read from the wire while the write runs, so on either database the repeats arrive mid-write.
    const open = () => t.inject({
      method: 'POST', url: '/api/employer/support/tickets/',
      ...multipart({ subject: 'Invoices', category: 'billing', message: 'Where are they?' }, keyed(token, key)),
    });
    const answers = await Promise.all(Array.from({ length: 6 }, open));
    const ran = answers.filter((a) => a.statusCode === 201 && !replayed(a));
    expect(ran).toHaveLength(1);
    for (const a of answers.filter((x) => x !== ran[0])) {
      if (a.statusCode === 409) {
        expect(a.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.inProgress });
        expect(a.headers['retry-after']).toBe('1');
      } else {
        expect(replayed(a)).toBe(true);
        expectSameAnswer(a, ran[0]!);
      }
    }
    const tickets = await t.inject({ method: 'GET', url: '/api/employer/support/tickets/', headers: bearer(token) });
    expect(tickets.json().count).toBe(1);
    expectSameAnswer(await open(), ran[0]!);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('sent at once to two server processes runs exactly once', async () => {
    const { token, companyId } = await employer();
    const other = await secondProcess(t);
    try {
      const key = randomUUID();
      const request = { method: 'POST' as const, url: '/api/employer/jobs/', headers: keyed(token, key), payload: { title: 'Driver' } };
      const answers = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? other.inject(request) : t.inject(request))));
      expect(answers.filter((a) => a.statusCode === 201 && !replayed(a))).toHaveLength(1);
      expect(answers.every((a) => a.statusCode === 409 || a.statusCode === 201)).toBe(true);
      expect(await jobCount(companyId)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('on another request (body, method or path) answers 422 and runs nothing; a body in another key order is the same', async () => {
    const { token, companyId } = await employer();
    const key = randomUUID();
    const first = await postJob(token, key, { title: 'Cook', vacancies: 2 });
    expect(first.statusCode).toBe(201);

    const otherBody = await postJob(token, key, { title: 'Waiter', vacancies: 2 });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({ detail: IDEMPOTENCY_MESSAGES.reused });
    const otherPath = await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${first.json().id}/`, headers: keyed(token, key), payload: { title: 'Cook' } });
    expect(otherPath.statusCode).toBe(422);
    expect(await jobCount(companyId)).toBe(1);
    expect((await t.inject({ method: 'GET', url: `/api/employer/jobs/${first.json().id}/`, headers: bearer(token) })).json().title).toBe('Cook');

    const reordered = await postJob(token, key, { vacancies: 2, title: 'Cook' });
    expectSameAnswer(reordered, first);
  });

  it('from another company is that company\'s own key', async () => {
    const a = await employer();
    const b = await employer();
    const key = randomUUID();
    const fromA = await postJob(a.token, key);
    const fromB = await postJob(b.token, key);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201]);
    expect(replayed(fromB)).toBe(false);
    expect(fromB.json().id).not.toBe(fromA.json().id);
    expect([await jobCount(a.companyId), await jobCount(b.companyId)]).toEqual([1, 1]);
    // B's different body on the same key is not A's business either.
    expect((await postJob(b.token, key, { title: 'Other' })).statusCode).toBe(422);
    expect(replayed(await postJob(a.token, key))).toBe(true);
  });

  it('keeps a 4xx answer and replays it even when the write would now pass', async () => {
    const { token } = await employer();
    const job = await createJob(t, token);
    const { id } = await apply(t, job.id);
    const key = randomUUID();
    const toInterview = () => t.inject({ method: 'PATCH', url: `/api/applications/${id}/status/`, headers: keyed(token, key), payload: { status: 'interview' } });
    const refused = await toInterview();
    expect(refused.statusCode).toBe(400);
    await t.inject({ method: 'PATCH', url: `/api/applications/${id}/status/`, headers: bearer(token), payload: { status: 'shortlisted' } });

    const again = await toInterview();
    expectSameAnswer(again, refused);
    expect(replayed(again)).toBe(true);
    const detail = await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) });
    expect(detail.json().status).toBe('shortlisted');
  });

  it('keeps no 5xx answer: the retry runs again', async () => {
    const { token, companyId } = await employer();
    await t.database.db.execute(sql.raw(`
      CREATE FUNCTION refuse_job() RETURNS trigger AS $$
      BEGIN
        IF NEW.title = 'Explode' THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`));
    await t.database.db.execute(sql.raw('CREATE TRIGGER refuse_job BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION refuse_job()'));
    const key = randomUUID();
    try {
      expect((await postJob(token, key, { title: 'Explode' })).statusCode).toBe(500);
      expect(await keptKeys(companyId)).toEqual([]);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER refuse_job ON jobs'));
      await t.database.db.execute(sql.raw('DROP FUNCTION refuse_job()'));
    }
    const retry = await postJob(token, key, { title: 'Explode' });
    expect(retry.statusCode).toBe(201);
    expect(replayed(retry)).toBe(false);
    expect(await jobCount(companyId)).toBe(1);
  });

  it('keeps a 204 without a body and replays it', async () => {
    const { token } = await employer();
    const job = await createJob(t, token, { status: 'draft' });
    const key = randomUUID();
    const remove = () => t.inject({ method: 'DELETE', url: `/api/employer/jobs/${job.id}/`, headers: keyed(token, key) });
    const first = await remove();
    expect(first.statusCode).toBe(204);
    const again = await remove();
    expect([again.statusCode, again.body, replayed(again)]).toEqual([204, '', true]);
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/jobs/${job.id}/`, headers: bearer(token) })).statusCode).toBe(404);
  });
});

describe('a multipart write with a key', () => {
  const reply = (token: string, ticket: string, key: string, message: string) => t.inject({
    method: 'POST', url: `/api/employer/support/tickets/${ticket}/replies/`,
    // Every body gets a boundary of its own, as a browser's FormData does on each send.
    ...multipart({ message, attachments: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.pdf', type: 'application/pdf' } }, keyed(token, key)),
  });

  it('runs once whatever the boundary; other text on the key answers 422', async () => {
    const { token } = await employer();
    const opened = await t.inject({
      method: 'POST', url: '/api/employer/support/tickets/',
      ...multipart({ subject: 'Invoices', category: 'billing', message: 'Where are they?' }, bearer(token)),
    });
    const ticket = opened.json().id as string;
    const key = randomUUID();
    const first = await reply(token, ticket, key, 'Found it, thanks.');
    expect(first.statusCode).toBe(201);
    const again = await reply(token, ticket, key, 'Found it, thanks.');
    expectSameAnswer(again, first);
    expect(replayed(again)).toBe(true);
    expect((await reply(token, ticket, key, 'Something else.')).statusCode).toBe(422);

    const shown = await t.inject({ method: 'GET', url: `/api/employer/support/tickets/${ticket}/`, headers: bearer(token) });
    // Both at the test clock's one instant, so in either order.
    expect(shown.json().messages.map((m: { message: string }) => m.message).sort()).toEqual(['Found it, thanks.', 'Where are they?']);
  });
});

describe('keys themselves', () => {
  it('refuses a malformed key with 400 in the API\'s error shape, running nothing', async () => {
    const { token, companyId } = await employer();
    for (const bad of ['short', 'x'.repeat(256), 'has spaces in it here', 'ümlaut-0123456789abcdef', '"unbalanced-0123456789', 'a-0123456789abcdef, b-0123456789abcdef', '""']) {
      const res = await postJob(token, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({ detail: IDEMPOTENCY_MESSAGES.badKey });
    }
    expect(await jobCount(companyId)).toBe(0);
  });

  it('takes the draft\'s quoted form as the same key as the bare one', async () => {
    const { token, companyId } = await employer();
    const key = randomUUID();
    const quoted = await postJob(token, `"${key}"`);
    expect(quoted.statusCode).toBe(201);
    expect(replayed(await postJob(token, key))).toBe(true);
    expect(await jobCount(companyId)).toBe(1);
  });

  it('without a key, a write runs every time it is sent, as before', async () => {
    const { token, companyId } = await employer();
    await postJob(token, undefined);
    await postJob(token, undefined);
    expect(await jobCount(companyId)).toBe(2);
    expect(await keptKeys(companyId)).toEqual([]);
  });

  it('are kept 24 hours: then swept on a write, and a key sent again runs again', async () => {
    const { token, companyId } = await employer();
    const old = randomUUID();
    await postJob(token, old);
    t.clock.advance(KEY_RETENTION_MS - 1);
    expect(replayed(await postJob(token, old))).toBe(true);

    t.clock.advance(1);
    // Any keyed write sweeps the expired keys (at most once a minute per process).
    t.clock.advance(60_000);
    await postJob(token, randomUUID(), { title: 'Sweeper' });
    expect((await keptKeys(companyId)).map((k) => k.key)).not.toContain(old);

    const again = await postJob(token, old);
    expect(again.statusCode).toBe(201);
    expect(replayed(again)).toBe(false);
    expect(await jobCount(companyId)).toBe(3);
  });

  it('an expired key not swept yet is free too; the repository sweeps every company\'s expired keys', async () => {
    const { companyId } = await employer();
    const other = await employer();
    const repo = t.app.repos.idempotency;
    const now = t.clock.now();
    const options = { fingerprint: 'f', now, leaseMs: CLAIM_LEASE_MS, retentionMs: KEY_RETENTION_MS };
    expect(await repo.claim(companyId, 'k-0123456789abcdef', { ...options, claim: randomUUID() })).toBe(true);
    expect(await repo.claim(other.companyId, 'k-0123456789abcdef', { ...options, claim: randomUUID() })).toBe(true);
    const later = new Date(now.getTime() + KEY_RETENTION_MS);
    expect(await repo.claim(companyId, 'k-0123456789abcdef', { ...options, now: later, claim: randomUUID() })).toBe(true);
    expect(await repo.removeExpired(later)).toBeGreaterThanOrEqual(1);
    expect(await repo.find(other.companyId, 'k-0123456789abcdef')).toBeUndefined();
    expect(await repo.find(companyId, 'k-0123456789abcdef')).toBeDefined();
  });

  it('held by a write whose process died are given up after the lease; until then the repeat answers 409', async () => {
    const { token, companyId } = await employer();
    const key = randomUUID();
    // A claim nobody will answer: the process that made it is gone.
    await t.app.repos.idempotency.claim(companyId, key, {
      claim: randomUUID(), fingerprint: null, now: t.clock.now(), leaseMs: CLAIM_LEASE_MS, retentionMs: KEY_RETENTION_MS,
    });
    expect((await postJob(token, key)).statusCode).toBe(409);
    t.clock.advance(CLAIM_LEASE_MS);
    const taken = await postJob(token, key);
    expect(taken.statusCode).toBe(201);
    expect(replayed(await postJob(token, key))).toBe(true);
    expect(await jobCount(companyId)).toBe(1);
  });

  it('are not stored for a request refused before it runs (no token, invalid body)', async () => {
    const { token, companyId } = await employer();
    const key = randomUUID();
    expect((await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: { 'idempotency-key': key }, payload: { title: 'Cook' } })).statusCode).toBe(401);
    expect((await postJob(token, key, { title: '' })).statusCode).toBe(400);
    expect(await keptKeys(companyId)).toEqual([]);
    expect((await postJob(token, key, fullJob(t))).statusCode).toBe(201);
    expect(await keptKeys(companyId)).toHaveLength(1);
    const [row] = await t.database.db.select({ status: idempotencyKeys.statusCode }).from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
    expect(row!.status).toBe(201);
  });
});

/** Signed-in writes that take no key, and why (docs/decisions.md "Idempotency"). */
const WITHOUT_KEY: Record<string, string> = {
  logout: 'the session itself: ending it twice is ending it',
  changePassword: 'account security, sent online only',
  deleteAccount: 'account security; the company and its keys go with it',
  revokeSession: 'account security; revoking twice is revoking',
  revokeOtherSessions: 'account security; revoking twice is revoking',
  rotateCalendarFeed: 'its answer is a secret (the feed address) that is never stored in the clear',
  deleteCalendarFeed: 'deleting twice is deleting',
  startCheckout: 'payments go online to a gateway; a payment is granted at most once by its own rule',
  confirmPayment: 'payments: granted at most once by its own rule',
  decideTestPayment: 'payments: granted at most once by its own rule',
  transferOwnership: 'confirmed with the password, sent online only; handing over twice is handing over',
  updateTeamMe: 'setting one\'s name twice is setting it',
};

describe('the contract', () => {
  it('gives every signed-in write an Idempotency-Key, or says here why not; each keyed one documents 409 and 422', async () => {
    const { operations } = await loadContract();
    const writes = operations.filter((o) => o.requiresToken && o.method !== 'GET');
    const unkeyed = writes.filter((o) => !o.headers['idempotency-key']).map((o) => o.operationId).sort();
    expect(unkeyed).toEqual(Object.keys(WITHOUT_KEY).sort());
    for (const op of writes.filter((o) => o.headers['idempotency-key'])) {
      expect(op.headers['idempotency-key']!.pattern, op.operationId).toBe(IDEMPOTENCY_KEY_PATTERN);
      expect(Object.keys(op.responses), op.operationId).toEqual(expect.arrayContaining(['409', '422']));
    }
  });
});
