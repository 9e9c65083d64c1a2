// At most 5 tries per code, even when wrong codes arrive at the same moment, in one process and across processes.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_WRONG_TRIES } from '../../src/domain/constants';
import { setupTestApp, STRONG_PASSWORD, uniqueEmail } from '../test/app';
import { secondProcess } from '../test/second-app';
import { OTP_MESSAGES } from './otp';

const t = setupTestApp();

const sendOtp = async (email: string) => {
  const res = await t.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email } });
  expect(res.statusCode).toBe(200);
  return t.mailer.lastCode(email);
};
const verify = (app: Pick<FastifyInstance, 'inject'>, email: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/verify-otp/', payload: { email, otp_code: code } });
/** Distinct wrong codes. */
const wrongCodes = (code: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
const messages = async (answers: Promise<{ json(): unknown }>[]) =>
  (await Promise.all(answers)).map((a) => (a.json() as { otp_code?: string[] }).otp_code?.[0]);
const count = (list: unknown[], value: unknown) => list.filter((x) => x === value).length;

describe('OTP tries under concurrency', () => {
  it('compares at most 5 of many simultaneous wrong codes; the right code is refused after', async () => {
    const email = uniqueEmail();
    const code = await sendOtp(email);
    const said = await messages(wrongCodes(code, 12).map((c) => verify(t.app, email, c)));
    // The first four wrong codes say so; the fifth and every one refused say the code is dead.
    expect(count(said, OTP_MESSAGES.wrong)).toBe(OTP_MAX_WRONG_TRIES - 1);
    expect(count(said, OTP_MESSAGES.tooManyTries)).toBe(12 - (OTP_MAX_WRONG_TRIES - 1));
    expect((await verify(t.app, email, code)).json()).toEqual({ otp_code: [OTP_MESSAGES.tooManyTries] });
  });

  it('verifies a right code sent with fewer wrong ones than the limit, and gives its try back', async () => {
    const email = uniqueEmail();
    const code = await sendOtp(email);
    const [fourth, ...wrong] = wrongCodes(code, OTP_MAX_WRONG_TRIES - 1);
    const said = await messages([...wrong.map((c) => verify(t.app, email, c)), verify(t.app, email, code)]);
    expect(said).toEqual([...wrong.map(() => OTP_MESSAGES.wrong), undefined]);
    // Three wrong tries so far: a fourth is still only wrong, and the verified code registers.
    expect((await verify(t.app, email, fourth!)).json()).toEqual({ otp_code: [OTP_MESSAGES.wrong] });
    const registered = await t.inject({
      method: 'POST', url: '/api/auth/register/',
      payload: { email, password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD, full_name: 'Annapurna Foods' },
    });
    expect(registered.statusCode).toBe(201);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('compares at most 5 wrong codes sent at once to two server processes', async () => {
    const b = await secondProcess(t);
    try {
      const email = uniqueEmail();
      const code = await sendOtp(email);
      const said = await messages(wrongCodes(code, 12).map((c, i) => verify(i % 2 ? b : t.app, email, c)));
      expect(count(said, OTP_MESSAGES.wrong)).toBe(OTP_MAX_WRONG_TRIES - 1);
      expect(count(said, OTP_MESSAGES.tooManyTries)).toBe(12 - (OTP_MAX_WRONG_TRIES - 1));
      expect((await verify(b, email, code)).json()).toEqual({ otp_code: [OTP_MESSAGES.tooManyTries] });
    } finally {
      await b.close();
    }
  });
});
