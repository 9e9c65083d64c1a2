// A request that fails half-way leaves nothing behind. A trigger makes the database fail on purpose.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { media, users } from '../db/schema';
import { bearer, registerEmployer, STRONG_PASSWORD, uniqueEmail, setupTestApp } from '../test/app';
import { multipart, PNG } from '../test/images';

const t = setupTestApp();

beforeAll(async () => {
  await t.database.db.execute(sql.raw(`
    CREATE FUNCTION explode() RETURNS trigger AS $$
    BEGIN
      IF NEW.full_name = 'Explode Ltd' OR NEW.website = 'https://explode.example' THEN
        RAISE EXCEPTION 'secret internal detail';
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`));
  await t.database.db.execute(sql.raw('CREATE TRIGGER explode BEFORE INSERT OR UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION explode()'));
});

describe('a failure inside a request', () => {
  it('register: answers a bare 500, creates no user and leaves the code usable', async () => {
    const email = uniqueEmail();
    await t.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email } });
    const code = t.mailer.lastCode(email);
    const body = { email, password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD, otp_code: code };
    const res = await t.inject({ method: 'POST', url: '/api/auth/register/', payload: { ...body, full_name: 'Explode Ltd' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'A server error occurred.' });
    expect(res.body).not.toContain('secret');
    expect(await t.database.db.select().from(users).where(sql`${users.email} = ${email}`)).toEqual([]);

    const retry = await t.inject({ method: 'POST', url: '/api/auth/register/', payload: { ...body, full_name: 'Calm Ltd' } });
    expect(retry.statusCode).toBe(201);
  });

  it('company PATCH with a logo: keeps no orphan image and no partial change', async () => {
    const { token } = await registerEmployer(t, { fullName: 'Before Ltd' });
    const count = async () => (await t.database.db.select({ id: media.id }).from(media)).length;
    const before = await count();
    const res = await t.inject({
      method: 'PATCH', url: '/api/profile/company/',
      ...multipart({ description: 'half', website: 'https://explode.example', logo: { data: PNG, filename: 'l.png', type: 'image/png' } }, bearer(token)),
    });
    expect(res.statusCode).toBe(500);
    expect(await count()).toBe(before);
    expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json()).toMatchObject({ description: '', logo_url: null });
  });
});

describe('PUBLIC_URL', () => {
  const withUrl = setupTestApp({ env: { PUBLIC_URL: 'https://jagir.example/' } });

  it('makes image URLs absolute', async () => {
    const { token } = await registerEmployer(withUrl);
    const res = await withUrl.inject({ method: 'POST', url: '/api/upload/company-logo/', ...multipart({ logo: { data: PNG, filename: 'l.png', type: 'image/png' } }, bearer(token)) });
    expect(res.json().logo_url).toMatch(/^https:\/\/jagir\.example\/api\/media\/[0-9a-f-]{36}\.png$/);
  });
});
