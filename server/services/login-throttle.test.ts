// The login lockout holds when attempts arrive at the same moment, in one process and across processes.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_MAX_FAILURES_PER_EMAIL,
} from '../../src/domain/constants';
import { registerEmployer, setupTestApp, uniqueEmail } from '../test/app';
import { secondProcess } from '../test/second-app';

const t = setupTestApp();
// Failures from one test must not lock the next one.
afterEach(() => t.clock.advance(LOGIN_FAILURE_WINDOW_MS));

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;
const login = (app: Pick<FastifyInstance, 'inject'>, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress });
const WINDOW_S = LOGIN_FAILURE_WINDOW_MS / 1000;
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe('login lockout under concurrency', () => {
  it('checks at most 5 of many simultaneous wrong passwords; refused attempts do not move the lockout\'s end', async () => {
    const { email, password } = await registerEmployer(t);
    const ip = freshAddress();
    const answers = await Promise.all(times(12, () => login(t.app, email, 'Wrong-Pass1', ip)));
    // A 400 is an answer whose password was checked; each says how many are left, down to none.
    expect(statuses(answers)).toEqual([...times(LOGIN_MAX_FAILURES_PER_EMAIL, () => 400), ...times(12 - LOGIN_MAX_FAILURES_PER_EMAIL, () => 429)]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.headers['login-attempts-left']).sort())
      .toEqual(times(LOGIN_MAX_FAILURES_PER_EMAIL, String));
    for (const locked of answers.filter((a) => a.statusCode === 429)) {
      expect(locked.json()).toEqual({ detail: 'Too many login attempts. Please try again in 15 minutes.' });
      expect(locked.headers['retry-after']).toBe(String(WINDOW_S));
    }

    // Five minutes on, more tries (the right password too) are refused, and the end stays where it was.
    t.clock.advance(5 * 60_000);
    const refused = await Promise.all([...times(4, () => login(t.app, email, 'Wrong-Pass1', ip)), login(t.app, email, password, ip)]);
    for (const r of refused) {
      expect(r.statusCode).toBe(429);
      expect(r.headers['retry-after']).toBe(String(WINDOW_S - 5 * 60));
    }
    t.clock.advance((WINDOW_S - 5 * 60 - 1) * 1000);
    expect((await login(t.app, email, password, ip)).headers['retry-after']).toBe('1');
    t.clock.advance(1000);
    expect((await login(t.app, email, password, ip)).statusCode).toBe(200);
  });

  it('lets the right password in when it arrives with fewer wrong ones than the limit', async () => {
    const { email, password } = await registerEmployer(t);
    const ip = freshAddress();
    const answers = await Promise.all([
      ...times(LOGIN_MAX_FAILURES_PER_EMAIL - 2, () => login(t.app, email, 'Wrong-Pass1', ip)), login(t.app, email, password, ip),
    ]);
    expect(answers.at(-1)!.statusCode).toBe(200);
    expect(statuses(answers.slice(0, -1))).toEqual(times(LOGIN_MAX_FAILURES_PER_EMAIL - 2, () => 400));
  });

  it('checks at most 20 simultaneous wrong passwords from one address across e-mails', async () => {
    const ip = freshAddress();
    const n = LOGIN_MAX_FAILURES_PER_ADDRESS + 6;
    const answers = await Promise.all(times(n, () => login(t.app, uniqueEmail('spray'), 'Wrong-Pass1', ip)));
    expect(statuses(answers)).toEqual([...times(LOGIN_MAX_FAILURES_PER_ADDRESS, () => 400), ...times(6, () => 429)]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('checks at most 5 wrong passwords sent at once to two server processes', async () => {
    const { email } = await registerEmployer(t);
    const b = await secondProcess(t);
    try {
      const ip = freshAddress();
      const answers = await Promise.all(times(12, (i) => login(i % 2 ? b : t.app, email, 'Wrong-Pass1', ip)));
      expect(statuses(answers)).toEqual([...times(LOGIN_MAX_FAILURES_PER_EMAIL, () => 400), ...times(12 - LOGIN_MAX_FAILURES_PER_EMAIL, () => 429)]);
      for (const locked of answers.filter((a) => a.statusCode === 429)) expect(locked.headers['retry-after']).toBe(String(WINDOW_S));
    } finally {
      await b.close();
    }
  });
});
