import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { multipart, PNG } from '../test/images';

const t = setupTestApp();

describe('DELETE /api/account/delete/', () => {
  it('needs the password and keeps everything when it is wrong', async () => {
    const { email, password, token } = await registerEmployer(t);
    const res = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token), payload: { password: 'Wrong-Pass1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Password is incorrect.'] });
    const missing = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token) });
    expect(missing.json()).toEqual({ password: ['Password is required'] });
    expect((await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } })).statusCode).toBe(200);
  });

  it('removes the account, its company and images, and ends every session', async () => {
    const { email, password, token, user } = await registerEmployer(t);
    const other = (await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } })).json().token as string;
    const logo = await t.inject({
      method: 'POST', url: '/api/upload/company-logo/',
      ...multipart({ logo: { data: PNG, filename: 'logo.png', type: 'image/png' } }, bearer(token)),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = logo.json().logo_url as string;

    const res = await t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token), payload: { password } });
    expect(res.statusCode).toBe(204);
    for (const key of [token, other]) {
      expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(key) })).statusCode).toBe(401);
    }
    expect((await t.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    const { db } = t.database;
    expect(await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) })).toBeUndefined();
    expect(await db.query.companies.findFirst({ where: (c, { eq }) => eq(c.userId, user.id) })).toBeUndefined();
    expect((await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } })).statusCode).toBe(400);
  });
});
