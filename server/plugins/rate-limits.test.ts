import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema';
import { createTestApp, registerEmployer, setupTestApp, uniqueEmail, type TestApp } from '../test/app';
import { secondProcess } from '../test/second-app';

const PER_ADDRESS = 3;
const PER_EMAIL = 2;
const WINDOW_S = 10 * 60;
const LIMITS = { RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS), RATE_LIMIT_PER_EMAIL: String(PER_EMAIL), RATE_LIMIT_WINDOW_MINUTES: '10' };
const TOO_MANY = { detail: 'Too many requests. Please wait 10 minutes before trying again.' };

const t = setupTestApp({ env: LIMITS });

let address = 0;
/** A client address no other test uses. */
const freshAddress = () => `203.0.113.${++address}`;

const contact = (from: string, email = uniqueEmail('visitor'), inject: TestApp['inject'] = t.inject) =>
  inject({
    method: 'POST', url: '/api/contact/', remoteAddress: from,
    payload: { name: 'Sita Sharma', email, subject: 'Hiring', message: 'How do I post a job?' },
  });

describe('rate limits on public writes', () => {
  it('answers the (limit+1)th request from one address 429 with Retry-After; another address is unaffected', async () => {
    const a = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await contact(a)).statusCode).toBe(201);
    const refused = await contact(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(WINDOW_S));
    expect(refused.json()).toEqual(TOO_MANY);
    expect(refused.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await contact(freshAddress())).statusCode).toBe(201);
  });

  it('limits one e-mail sent from many addresses, however it is spelled', async () => {
    const email = uniqueEmail('flood');
    expect((await contact(freshAddress(), email)).statusCode).toBe(201);
    expect((await contact(freshAddress(), email.toUpperCase())).statusCode).toBe(201);
    const refused = await contact(freshAddress(), email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(WINDOW_S));
    expect(refused.json()).toEqual(TOO_MANY);
    // Another e-mail is still welcome.
    expect((await contact(freshAddress())).statusCode).toBe(201);
  });

  it('counts an address and its IPv6 neighbours in one /64 as one client', async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await contact(`2001:db8:1:1::${i + 1}`)).statusCode).toBe(201);
    expect((await contact('2001:db8:1:1:ffff::9')).statusCode).toBe(429);
    expect((await contact('2001:db8:1:2::1')).statusCode).toBe(201);
  });

  it('lets requests through again once the window has passed, as Retry-After says', async () => {
    const a = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++) await contact(a);
    t.clock.advance(4 * 60_000);
    const refused = await contact(a);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBe(WINDOW_S - 4 * 60);
    expect(refused.json()).toEqual({ detail: 'Too many requests. Please wait 6 minutes before trying again.' });
    t.clock.advance((wait - 1) * 1000);
    const last = await contact(a);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBe('1');
    expect(last.json()).toEqual({ detail: 'Too many requests. Please wait 1 minute before trying again.' });
    t.clock.advance(1000);
    expect((await contact(a)).statusCode).toBe(201);
  });

  it('never lets concurrent requests past the limit', async () => {
    const a = freshAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => contact(a)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array<number>(PER_ADDRESS).fill(201), ...Array<number>(12 - PER_ADDRESS).fill(429)]);
  });

  it('limits every public write, per address, each on its own count', async () => {
    const job = '00000000-0000-4000-8000-000000000000';
    // A new e-mail and link each time, so only the address limit is reached.
    const writes: [string, (email: string) => object][] = [
      ['/api/auth/send-otp/', (email) => ({ email, purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' })],
      ['/api/auth/verify-otp/', (email) => ({ email, otp_code: '000000' })],
      ['/api/auth/register/', (email) => ({ email, user_type: 'employer', password: 'x', password_confirm: 'x', full_name: 'X', otp_code: '000000' })],
      ['/api/auth/password-reset-request/', (email) => ({ email })],
      ['/api/auth/password-reset-otp-verify/', (email) => ({ email, otp_code: '000000' })],
      ['/api/auth/password-reset-confirm/', (email) => ({ email, otp_code: '000000', new_password: 'x', new_password_confirm: 'x' })],
      ['/api/contact/', (email) => ({ name: 'N', email, subject: 'S', message: 'M' })],
      [`/api/jobs/${job}/apply/send-otp/`, (email) => ({ email })],
      [`/api/jobs/${job}/apply/`, () => ({})],
      ['/api/replies/thread/', (email) => ({ token: email })],
      ['/api/replies/messages/', (email) => ({ token: email, body: 'Hello' })],
    ];
    const a = freshAddress();
    for (const [url, payload] of writes) {
      const answers = [];
      for (let i = 0; i <= PER_ADDRESS; i++) {
        answers.push(await t.inject({ method: 'POST', url, payload: payload(uniqueEmail('every')), remoteAddress: a }));
      }
      const last = answers.pop()!;
      expect(answers.map((r) => r.statusCode), url).not.toContain(429);
      expect(last.statusCode, url).toBe(429);
      expect(last.headers['retry-after'], url).toBe(String(WINDOW_S));
    }
  });

  it('limits the e-mail of a password reset and of applying, and the link of a reply', async () => {
    const email = uniqueEmail('seeker');
    const job = '00000000-0000-4000-8000-000000000000';
    // A reply link is counted with the address limit: one person holds it, and may write often.
    const perSubject: [string, object, number][] = [
      ['/api/auth/password-reset-otp-verify/', { email, otp_code: '000000' }, PER_EMAIL],
      [`/api/jobs/${job}/apply/send-otp/`, { email }, PER_EMAIL],
      ['/api/replies/messages/', { token: 'L'.repeat(43), body: 'Hello', client_key: randomUUID() }, PER_ADDRESS],
    ];
    for (const [url, payload, limit] of perSubject) {
      const codes = [];
      for (let i = 0; i <= limit; i++) codes.push((await t.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() })).statusCode);
      expect(codes.slice(0, limit), url).not.toContain(429);
      expect(codes.at(-1), url).toBe(429);
    }
  });

  it('deletes counters whose window has passed', async () => {
    await contact(freshAddress());
    t.clock.advance(WINDOW_S * 1000 + 60_000);
    await contact(freshAddress());
    const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimitCounters);
    // The request just made: one counter per address, one per e-mail.
    expect(rows[0]!.n).toBe(2);
  });

  it('stores no address or e-mail in the clear', async () => {
    const email = uniqueEmail('private');
    const a = freshAddress();
    await contact(a, email);
    const keys = (await t.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys.join(' ')).not.toContain(a);
    expect(keys.join(' ')).not.toContain(email);
  });
});

describe('the default limits', () => {
  it('let a real sign-up and password reset through, and refuse the 11th contact message from one e-mail', async () => {
    const d = await createTestApp({ env: { RATE_LIMIT_PER_ADDRESS: undefined, RATE_LIMIT_PER_EMAIL: undefined } });
    try {
      expect(d.config.rateLimits).toEqual({ windowMs: 15 * 60_000, perAddress: 50, perEmail: 10 });
      const { email } = await registerEmployer(d);
      expect((await d.inject({ method: 'POST', url: '/api/auth/password-reset-request/', payload: { email } })).statusCode).toBe(200);
      const code = d.mailer.lastCode(email);
      const NEW = 'Bhaktapur-Durbar7';
      const reset = await d.inject({
        method: 'POST', url: '/api/auth/password-reset-confirm/',
        payload: { email, otp_code: code, new_password: NEW, new_password_confirm: NEW },
      });
      expect(reset.statusCode).toBe(200);
      const sender = uniqueEmail('chatty');
      const codes = [];
      for (let i = 0; i < 11; i++) codes.push((await contact(freshAddress(), sender, d.inject)).statusCode);
      expect(codes).toEqual([...Array<number>(10).fill(201), 429]);
      expect(d.mismatches).toEqual([]);
    } finally {
      await d.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across server processes on one PostgreSQL', () => {
  it('shares one count, also under concurrent requests to both', async () => {
    const b = await secondProcess(t);
    const inB: TestApp['inject'] = (o) => b.inject(o);
    try {
      const a = freshAddress();
      expect((await contact(a)).statusCode).toBe(201);
      expect((await contact(a, undefined, inB)).statusCode).toBe(201);
      expect((await contact(a)).statusCode).toBe(201);
      expect((await contact(a, undefined, inB)).statusCode).toBe(429);

      const c = freshAddress();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => contact(c, undefined, i % 2 ? inB : t.inject)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(PER_ADDRESS);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(10 - PER_ADDRESS);
    } finally {
      await b.close();
    }
  });
});
