import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp, STRONG_PASSWORD } from '../test/app';
import { apply, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function login(email: string, userAgent: string, ip = '203.0.113.7') {
  const res = await t.inject({
    method: 'POST', url: '/api/auth/login/', headers: { 'user-agent': userAgent }, remoteAddress: ip,
    payload: { email, password: STRONG_PASSWORD, user_type: 'employer' },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}
const sessions = (token: string, query = '') => t.inject({ method: 'GET', url: `/api/auth/sessions/${query}`, headers: bearer(token) });
const settings = (token: string, payload?: object) => t.inject({
  method: payload ? 'PATCH' : 'GET', url: '/api/settings/notifications/', headers: bearer(token), ...(payload && { payload }),
});

describe('notification settings', () => {
  it('starts with the defaults, keeps what was changed and leaves the rest', async () => {
    const { token } = await registerEmployer(t);
    expect((await settings(token)).json()).toEqual({ new_applications: true, messages: true, interview_reminders: true, weekly_summary: false, mentions: true, scorecard_reminders: true });
    const changed = await settings(token, { weekly_summary: true, messages: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ new_applications: true, messages: false, interview_reminders: true, weekly_summary: true, mentions: true, scorecard_reminders: true });
    expect((await settings(token, { interview_reminders: false })).json())
      .toEqual({ new_applications: true, messages: false, interview_reminders: false, weekly_summary: true, mentions: true, scorecard_reminders: true });
    expect((await settings(token)).json()).toEqual({ new_applications: true, messages: false, interview_reminders: false, weekly_summary: true, mentions: true, scorecard_reminders: true });
    expect((await settings(token, {})).json().messages).toBe(false);
  });

  it('refuses non-booleans and unknown fields, naming each', async () => {
    const { token } = await registerEmployer(t);
    const res = await settings(token, { new_applications: 'yes', sms: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ new_applications: ['Must be a valid boolean.'], sms: ['Unknown field.'] });
    expect((await t.inject({ method: 'GET', url: '/api/settings/notifications/' })).statusCode).toBe(401);
  });

  it('is one account\'s own: another employer\'s change does not touch it', async () => {
    const a = await registerEmployer(t);
    const b = await registerEmployer(t);
    await settings(b.token, { new_applications: false });
    expect((await settings(a.token)).json().new_applications).toBe(true);
  });

  it('new-application e-mails go to the employer only while "new applications" is on', async () => {
    const { token, email } = await registerEmployer(t);
    const job = await createJob(t, token);
    await apply(t, job.id, { full_name: 'Sunita Gurung' });
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe(`New application for ${job.title}`);
    expect(mail.text).toContain('Sunita Gurung applied for');
    expect(mail.text).toContain(`/employer/job/${job.id}/candidates`);
    expect(mail.text).toContain('/settings/notifications');

    await settings(token, { new_applications: false });
    const before = t.mailer.sent.filter((m) => m.to === email).length;
    await apply(t, job.id, { full_name: 'Bikash Shrestha' });
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(before);
  });
});

describe('active sessions', () => {
  it('lists each device with its browser, system, address and times, marking this one', async () => {
    const { email, token: registered } = await registerEmployer(t);
    t.clock.advance(5 * 60_000);
    const phone = await login(email, PIXEL, '198.51.100.4');
    t.clock.advance(5 * 60_000);
    const laptop = await login(email, MAC_SAFARI);
    const res = await sessions(laptop);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.results[0]).toMatchObject({ device: 'Safari on macOS', browser: 'Safari', os: 'macOS', ip: '203.0.113.7', current: true });
    expect(body.results[1]).toMatchObject({ device: 'Chrome on Android', ip: '198.51.100.4', current: false });
    expect(body.results.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(body.results[1].created_at).toBe(body.results[1].last_used_at);
    // A call a few minutes later moves that session's last use forward.
    t.clock.advance(2 * 60_000);
    const fromPhone = (await sessions(phone)).json();
    expect(fromPhone.results[0]).toMatchObject({ device: 'Chrome on Android', current: true });
    expect(Date.parse(fromPhone.results[0].last_used_at)).toBeGreaterThan(Date.parse(fromPhone.results[0].created_at));
    expect((await sessions(registered, '?page_size=2')).json()).toMatchObject({ count: 3, next: '/api/auth/sessions/?page_size=2&page=2' });
  });

  it('revokes another session, whose token then gets 401; another account\'s session is 404', async () => {
    const { email, token } = await registerEmployer(t);
    const other = await login(email, PIXEL);
    const stranger = await registerEmployer(t);
    const otherId = (await sessions(other)).json().results.find((s: { current: boolean }) => s.current).id;

    const foreign = await t.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}/`, headers: bearer(stranger.token) });
    expect(foreign.statusCode).toBe(404);
    expect((await sessions(other)).statusCode).toBe(200);

    const revoked = await t.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}/`, headers: bearer(token) });
    expect(revoked.statusCode).toBe(204);
    const after = await sessions(other);
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toBe('Token');
    expect((await t.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherId}/`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await sessions(token)).json().count).toBe(1);
  });

  it('revoking the current session signs this device out', async () => {
    const { token } = await registerEmployer(t);
    const id = (await sessions(token)).json().results[0].id;
    expect((await t.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}/`, headers: bearer(token) })).statusCode).toBe(204);
    expect((await sessions(token)).statusCode).toBe(401);
  });

  it('signs out every other device and keeps this one', async () => {
    const { email, token } = await registerEmployer(t);
    const phone = await login(email, PIXEL);
    const laptop = await login(email, MAC_SAFARI);
    const stranger = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others/', headers: bearer(token) });
    expect(res.json()).toEqual({ detail: 'Signed out 2 other devices.', revoked: 2 });
    expect((await sessions(phone)).statusCode).toBe(401);
    expect((await sessions(laptop)).statusCode).toBe(401);
    expect((await sessions(token)).json().count).toBe(1);
    expect((await sessions(stranger.token)).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others/', headers: bearer(token) })).json())
      .toEqual({ detail: 'Signed out 0 other devices.', revoked: 0 });
  });

  it('changing the password ends the other sessions', async () => {
    const { email, token } = await registerEmployer(t);
    const phone = await login(email, PIXEL);
    const res = await t.inject({
      method: 'POST', url: '/api/auth/change-password/', headers: bearer(token),
      payload: { current_password: STRONG_PASSWORD, new_password: 'Pokhara-2082', new_password_confirm: 'Pokhara-2082' },
    });
    expect(res.statusCode).toBe(200);
    expect((await sessions(phone)).statusCode).toBe(401);
    expect((await sessions(token)).json().count).toBe(1);
  });
});

describe('deleting the account', () => {
  it('needs the password, then ends every session and removes the settings', async () => {
    const { email, token, user } = await registerEmployer(t);
    const phone = await login(email, PIXEL);
    await settings(token, { weekly_summary: true });
    await t.inject({ method: 'POST', url: '/api/contact/', payload: { name: 'Me', email, subject: 'Hello', message: 'A question' } });
    const wrong = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token), payload: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['Password is incorrect.'] });
    expect((await sessions(phone)).statusCode).toBe(200);

    const res = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(phone), payload: { password: STRONG_PASSWORD } });
    expect(res.statusCode).toBe(204);
    expect((await sessions(phone)).statusCode).toBe(401);
    expect((await sessions(token)).statusCode).toBe(401);
    const left = await t.database.db.execute(`select
      (select count(*) from sessions where user_id = '${user.id}')::int as sessions,
      (select count(*) from notification_settings where user_id = '${user.id}')::int as settings,
      (select count(*) from contact_messages where email = '${email}')::int as contact`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([{ sessions: 0, settings: 0, contact: 0 }]);
  });
});
