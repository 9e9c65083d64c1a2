import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_MAX_FAILURES_PER_EMAIL, OTP_MAX_WRONG_TRIES,
  OTP_RESEND_WAIT_S, OTP_VALIDITY_MS,
} from '../../src/domain/constants';
import { bearer, registerEmployer, STRONG_PASSWORD, uniqueEmail, setupTestApp } from '../test/app';

const t = setupTestApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload, headers });
const sendOtp = (email: string) => post('/api/auth/send-otp/', { email, purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' });
const registerBody = (email: string, extra: object = {}) => ({
  email, user_type: 'employer', password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD, full_name: 'Annapurna Foods', ...extra,
});
const login = (email: string, password: string, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password, user_type: 'employer' }, ...(remoteAddress && { remoteAddress }) });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');


describe('send-otp', () => {
  it('mails a 6-digit code and says when it can be sent again', async () => {
    const email = uniqueEmail();
    const res = await sendOtp(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'OTP sent successfully!', expires_in: OTP_VALIDITY_MS / 1000, resend_after: OTP_RESEND_WAIT_S });
    expect(t.mailer.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses a registered e-mail with an "already exists" e-mail error', async () => {
    const { email } = await registerEmployer(t);
    const res = await sendOtp(email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json().email[0]).toContain('already exists');
  });

  it('answers 429 with Retry-After until 120 s have passed, then sends a new code', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    t.clock.advance(30_000);
    const early = await sendOtp(email);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe(String(OTP_RESEND_WAIT_S - 30));
    expect(early.json()).toEqual({ detail: `Please wait ${OTP_RESEND_WAIT_S - 30} seconds before requesting a new OTP.` });
    t.clock.advance((OTP_RESEND_WAIT_S - 30) * 1000);
    expect((await sendOtp(email)).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('names a bad e-mail in the spec\'s words', async () => {
    const res = await sendOtp('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Please enter a valid email address'] });
  });
});

describe('verify-otp and register', () => {
  it('registers with the mailed code in the register body and answers token and user', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    const res = await post('/api/auth/register/', registerBody(email, { otp_code: t.mailer.lastCode(email), companyData: {} }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({ id: expect.any(String), email, full_name: 'Annapurna Foods', user_type: 'employer' });
    const me = await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ full_name: 'Annapurna Foods', industry_type: 'Technology' });
  });

  it('registers after verify-otp without sending the code again', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    const verified = await post('/api/auth/verify-otp/', { email, otp_code: t.mailer.lastCode(email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: 'OTP verified successfully.', verified: true });
    const res = await post('/api/auth/register/', registerBody(email));
    expect(res.statusCode).toBe(201);
  });

  it('stores company details sent in companyData', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    const res = await post('/api/auth/register/', registerBody(email, {
      otp_code: t.mailer.lastCode(email), companyData: { industry_type: 'Hospitality', contact_name: 'Ram', contact_number: '9800000000' },
    }));
    const token = res.json().token as string;
    const company = await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) });
    expect(company.json().industry_type).toBe('Hospitality');
    const hr = await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(token) });
    expect(hr.json()).toMatchObject({ contact_name: 'Ram', contact_number: '9800000000' });
  });

  it('needs a code: none requested, or not verified', async () => {
    const email = uniqueEmail();
    const none = await post('/api/auth/register/', registerBody(email));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ otp_code: ['Please enter the 6-digit OTP code'] });
    await sendOtp(email);
    const unverified = await post('/api/auth/register/', registerBody(email));
    expect(unverified.json()).toEqual({ otp_code: ['Please enter the 6-digit OTP code'] });
  });

  it('uses a code once', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    const code = t.mailer.lastCode(email);
    expect((await post('/api/auth/register/', registerBody(email, { otp_code: code }))).statusCode).toBe(201);
    const again = await post('/api/auth/verify-otp/', { email, otp_code: code });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a duplicate e-mail with "already exists" and keeps the first account', async () => {
    const first = await registerEmployer(t);
    const res = await post('/api/auth/register/', registerBody(first.email, { otp_code: '123456', password: 'Different-Pass1', password_confirm: 'Different-Pass1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['A user with this email already exists.']);
    expect((await login(first.email, first.password)).statusCode).toBe(200);
  });

  it('applies the spec\'s password rules and refuses common passwords, naming every field', async () => {
    const email = uniqueEmail();
    const short = await post('/api/auth/register/', { email, password: 'Ab1', password_confirm: 'Ab1', full_name: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      password: ['Password must be at least 8 characters long'],
      full_name: ['Full name is required'],
    });
    const weak = await post('/api/auth/register/', registerBody(email, { password: 'alllowercase1', password_confirm: 'alllowercase1' }));
    expect(weak.json().password).toEqual(['Password must contain at least one uppercase letter, one lowercase letter, and one number']);
    const mismatch = await post('/api/auth/register/', registerBody(email, { password_confirm: 'Kathmandu-2082' }));
    expect(mismatch.json().password_confirm).toEqual(['Passwords do not match']);
    const common = await post('/api/auth/register/', registerBody(email, { password: 'Password1', password_confirm: 'Password1' }));
    expect(common.json().password).toEqual(['This password is too common.']);
  });

  it('names the signup rules beside what the contract refuses, in one answer', async () => {
    const first = await registerEmployer(t);
    const res = await post('/api/auth/register/', registerBody(first.email, { full_name: '', password: 'Password1', password_confirm: 'Password2', otp_code: '123456' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      full_name: ['Full name is required'],
      password: ['This password is too common.'],
      password_confirm: ['Passwords do not match'],
      email: ['A user with this email already exists.'],
    });
  });

  it('says when a code is wrong, expired, or tried too often', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    const code = t.mailer.lastCode(email);
    const wrong = await post('/api/auth/verify-otp/', { email, otp_code: wrongCode(code) });
    expect(wrong.json()).toEqual({ otp_code: ['Invalid OTP code.'] });

    t.clock.advance(OTP_VALIDITY_MS);
    const expired = await post('/api/auth/verify-otp/', { email, otp_code: code });
    expect(expired.json()).toEqual({ otp_code: ['OTP code has expired. Please request a new one.'] });

    await sendOtp(email);
    const fresh = t.mailer.lastCode(email);
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i++) {
      expect((await post('/api/auth/verify-otp/', { email, otp_code: wrongCode(fresh) })).json()).toEqual({ otp_code: ['Invalid OTP code.'] });
    }
    const last = await post('/api/auth/verify-otp/', { email, otp_code: wrongCode(fresh) });
    expect(last.json()).toEqual({ otp_code: ['Too many incorrect attempts. Please request a new OTP.'] });
    // Even the right code is refused now.
    const right = await post('/api/auth/verify-otp/', { email, otp_code: fresh });
    expect(right.json()).toEqual({ otp_code: ['Too many incorrect attempts. Please request a new OTP.'] });
  });

  it('counts a wrong code sent with register, though the request fails', async () => {
    const email = uniqueEmail();
    await sendOtp(email);
    const code = t.mailer.lastCode(email);
    for (let i = 0; i < OTP_MAX_WRONG_TRIES; i++) await post('/api/auth/register/', registerBody(email, { otp_code: wrongCode(code) }));
    const res = await post('/api/auth/register/', registerBody(email, { otp_code: code }));
    expect(res.json()).toEqual({ otp_code: ['Too many incorrect attempts. Please request a new OTP.'] });
  });
});

describe('login', () => {
  // Failures from one test must not lock the next one's address.
  afterEach(() => t.clock.advance(LOGIN_FAILURE_WINDOW_MS));

  it('answers token and user; user_type defaults to employer', async () => {
    const { email, password, user } = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: email.toUpperCase(), password } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user });
  });

  it('answers wrong password and unknown e-mail identically', async () => {
    const { email } = await registerEmployer(t);
    const wrongPassword = await login(email, 'Wrong-Pass1');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong-Pass1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ non_field_errors: ['Invalid email or password.'] });
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.body).toBe(wrongPassword.body);
  });

  it('locks an e-mail after 5 failures in 15 minutes, with Retry-After and N minutes', async () => {
    const { email, password } = await registerEmployer(t);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) {
      expect((await login(email, 'Wrong-Pass1')).statusCode).toBe(400);
      t.clock.advance(60_000);
    }
    // The first failure was 5 minutes ago: 10 minutes to go.
    const locked = await login(email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: 'Too many login attempts. Please try again in 10 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBe(LOGIN_FAILURE_WINDOW_MS / 1000 - 5 * 60);

    t.clock.advance(Number(locked.headers['retry-after']) * 1000);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('says how many attempts are left after each wrong password, for an unknown e-mail alike', async () => {
    const { email } = await registerEmployer(t);
    const ghost = uniqueEmail('ghost');
    for (let left = LOGIN_MAX_FAILURES_PER_EMAIL - 1; left >= 0; left--) {
      const known = await login(email, 'Wrong-Pass1');
      const unknown = await login(ghost, 'Wrong-Pass1');
      expect([known.statusCode, known.headers['login-attempts-left']]).toEqual([400, String(left)]);
      expect(unknown.headers['login-attempts-left']).toBe(String(left));
      expect(known.json()).toEqual({ non_field_errors: ['Invalid email or password.'] });
    }
    expect((await login(email, 'Wrong-Pass1')).statusCode).toBe(429);
  });

  it('does not move the end of a lockout however often it is tried during it', async () => {
    const { email, password } = await registerEmployer(t);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) await login(email, 'Wrong-Pass1');
    const end = t.clock.now().getTime() + LOGIN_FAILURE_WINDOW_MS;
    for (const step of [1_000, 59_000, 4 * 60_000, 7 * 60_000, 2 * 60_000 + 58_000]) {
      t.clock.advance(step);
      const refused = await login(email, 'Wrong-Pass1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after']) * 1000).toBe(end - t.clock.now().getTime());
      expect(refused.headers['login-attempts-left']).toBeUndefined();
    }
    t.clock.advance(end - t.clock.now().getTime());
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('locks an unknown e-mail the same way', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_EMAIL; i++) await login(email, 'Wrong-Pass1');
    expect((await login(email, 'Wrong-Pass1')).statusCode).toBe(429);
  });

  it('locks an address after 20 failures across e-mails', async () => {
    const { email, password } = await registerEmployer(t);
    const ip = '203.0.113.7';
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) await login(uniqueEmail('spray'), 'Wrong-Pass1', ip);
    expect((await login(email, password, ip)).statusCode).toBe(429);
    expect((await login(email, password, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('tokens, logout and password change', () => {
  it('401s with WWW-Authenticate: Token without a token or with a bad one', async () => {
    const none = await t.inject({ method: 'GET', url: '/api/profile/company/' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Token');
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer('x'.repeat(43)) });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toBe('Token');
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('checks the token before reading the body', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/auth/change-password/', payload: '{broken', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
  });

  it('kills the token at once on logout (empty body or none)', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: '/api/auth/logout/', headers: { ...bearer(token), 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Successfully logged out.' });
    const after = await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await registerEmployer(t);
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('changes the password, ends every other session and keeps this one', async () => {
    const { email, password, token } = await registerEmployer(t);
    const other = (await login(email, password)).json().token as string;
    const res = await post('/api/auth/change-password/', { current_password: password, new_password: 'Pokhara-Lake9', new_password_confirm: 'Pokhara-Lake9' }, bearer(token));
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(other) })).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(400);
    expect((await login(email, 'Pokhara-Lake9')).statusCode).toBe(200);
  });

  it('needs the right current password and a valid new one', async () => {
    const { password, token } = await registerEmployer(t);
    const res = await post('/api/auth/change-password/', { current_password: 'Nope-Nope1', new_password: 'Pokhara-Lake9', new_password_confirm: 'Other-Lake9' }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: ['Current password is incorrect.'], new_password_confirm: ['Passwords do not match'] });
    const missing = await post('/api/auth/change-password/', { new_password: 'short' }, bearer(token));
    expect(missing.json()).toEqual({
      current_password: ['Password is required'],
      new_password_confirm: ['Passwords do not match'],
      new_password: ['Password must be at least 8 characters long', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    });
    expect(password).toBe(STRONG_PASSWORD);
    const refused = await post('/api/auth/change-password/', { current_password: 'Nope-Nope1', new_password: 'Password1', new_password_confirm: 'x', extra: 1 }, bearer(token));
    expect(refused.json()).toEqual({
      extra: ['Unknown field.'],
      current_password: ['Current password is incorrect.'],
      new_password: ['This password is too common.'],
      new_password_confirm: ['Passwords do not match'],
    });
  });
});
