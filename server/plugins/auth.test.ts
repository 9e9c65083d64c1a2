// Token authentication: a session that ends is refused on the very next request, even though PGlite's process
// remembers sessions it has just read (server/services/session-cache.ts). Each test reads once first, so the
// session is remembered when it ends.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp, STRONG_PASSWORD } from '../test/app';

const t = setupTestApp();

const jobs = (token: string) => t.inject({ method: 'GET', url: '/api/employer/jobs/', headers: bearer(token) });
const login = async (email: string, password = STRONG_PASSWORD) => {
  const res = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password, user_type: 'employer' } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
};
/** Reads twice, so a second request has been served from whatever the server remembers. */
const warm = async (token: string) => {
  expect((await jobs(token)).statusCode).toBe(200);
  expect((await jobs(token)).statusCode).toBe(200);
};

describe('token sessions', () => {
  it('refuses a token on the request right after logout', async () => {
    const { token } = await registerEmployer(t);
    await warm(token);
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) })).statusCode).toBe(200);
    const res = await jobs(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('refuses the other sessions right after a password change, and keeps the one that changed it', async () => {
    const { email, token } = await registerEmployer(t);
    const other = await login(email);
    await warm(token);
    await warm(other);
    const changed = await t.inject({
      method: 'POST', url: '/api/auth/change-password/', headers: bearer(token),
      payload: { current_password: STRONG_PASSWORD, new_password: 'Pokhara-Lakeside-2082', new_password_confirm: 'Pokhara-Lakeside-2082' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await jobs(other)).statusCode).toBe(401);
    expect((await jobs(token)).statusCode).toBe(200);
  });

  it('refuses the other sessions right after "sign out other devices"', async () => {
    const { email, token } = await registerEmployer(t);
    const other = await login(email);
    await warm(other);
    expect((await t.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others/', headers: bearer(token) })).statusCode).toBe(200);
    expect((await jobs(other)).statusCode).toBe(401);
  });

  it('refuses every session right after the account is deleted', async () => {
    const { email, token } = await registerEmployer(t);
    const other = await login(email);
    await warm(other);
    const res = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token), payload: { password: STRONG_PASSWORD } });
    expect(res.statusCode).toBe(204);
    expect((await jobs(other)).statusCode).toBe(401);
  });

  it('refuses a session deleted by any statement at all (the database tells the server)', async () => {
    const { token, user } = await registerEmployer(t);
    await warm(token);
    await t.database.db.execute(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    expect((await jobs(token)).statusCode).toBe(401);
  });
});
