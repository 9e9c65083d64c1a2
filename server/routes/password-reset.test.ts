import { describe, expect, it } from 'vitest';
import { OTP_RESEND_WAIT_S } from '../../src/domain/constants';
import { bearer, registerEmployer, uniqueEmail, setupTestApp } from '../test/app';

const t = setupTestApp();
const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
const NEW = 'Bhaktapur-Durbar7';

describe('password reset', () => {
  it('mails a code, checks it, sets the new password and ends every session', async () => {
    const { email, password, token } = await registerEmployer(t);
    const asked = await post('/api/auth/password-reset-request/', { email });
    expect(asked.statusCode).toBe(200);
    const code = t.mailer.lastCode(email);

    const verified = await post('/api/auth/password-reset-otp-verify/', { email, otp_code: code });
    expect(verified.json()).toEqual({ detail: 'OTP verified successfully.', verified: true });

    const done = await post('/api/auth/password-reset-confirm/', { email, otp_code: code, new_password: NEW, new_password_confirm: NEW });
    expect(done.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post('/api/auth/login/', { email, password })).statusCode).toBe(400);
    expect((await post('/api/auth/login/', { email, password: NEW })).statusCode).toBe(200);

    const reused = await post('/api/auth/password-reset-confirm/', { email, otp_code: code, new_password: 'Another-One1', new_password_confirm: 'Another-One1' });
    expect(reused.statusCode).toBe(400);
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const { email } = await registerEmployer(t);
    const known = await post('/api/auth/password-reset-request/', { email });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await post('/api/auth/password-reset-request/', { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(t.mailer.sent.some((m) => m.to === unknownEmail)).toBe(false);
    // The resend wait holds for both as well.
    const knownAgain = await post('/api/auth/password-reset-request/', { email });
    const unknownAgain = await post('/api/auth/password-reset-request/', { email: unknownEmail });
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
    expect(unknownAgain.body).toBe(knownAgain.body);
    t.clock.advance(OTP_RESEND_WAIT_S * 1000);
  });

  it('refuses a wrong code and a weak new password, naming both', async () => {
    const { email } = await registerEmployer(t);
    await post('/api/auth/password-reset-request/', { email });
    const code = t.mailer.lastCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/api/auth/password-reset-confirm/', { email, otp_code: wrong, new_password: 'password', new_password_confirm: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      new_password: ['Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    });
    const res2 = await post('/api/auth/password-reset-confirm/', { email, otp_code: wrong, new_password: NEW, new_password_confirm: 'x' });
    expect(res2.json()).toEqual({ otp_code: ['Invalid OTP code.'], new_password_confirm: ['Passwords do not match'] });
  });

  it('names the password rules beside what the contract refuses; a refused request spends no try of the code', async () => {
    const { email } = await registerEmployer(t);
    await post('/api/auth/password-reset-request/', { email });
    const code = t.mailer.lastCode(email);
    const res = await post('/api/auth/password-reset-confirm/', { email, otp_code: code, new_password: 'Password1', new_password_confirm: 'Password2', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      extra: ['Unknown field.'], new_password: ['This password is too common.'], new_password_confirm: ['Passwords do not match'],
    });
    expect((await post('/api/auth/password-reset-confirm/', { email, otp_code: code, new_password: NEW, new_password_confirm: NEW })).statusCode).toBe(200);
  });

  it('does not use a registration code for a reset', async () => {
    const email = uniqueEmail();
    await post('/api/auth/send-otp/', { email });
    const res = await post('/api/auth/password-reset-otp-verify/', { email, otp_code: t.mailer.lastCode(email) });
    expect(res.json()).toEqual({ otp_code: ['Please enter the 6-digit OTP code'] });
  });
});
