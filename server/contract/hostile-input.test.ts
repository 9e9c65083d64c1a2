import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_TEXT_MESSAGES, hostileTextErrors } from '../lib/hostile-text';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { multipart, PNG } from '../test/images';

const NUL = HOSTILE_TEXT_MESSAGES.nul;
const SURROGATE = HOSTILE_TEXT_MESSAGES.surrogate;

describe('hostileTextErrors', () => {
  it('names each top-level field holding NUL or a lone surrogate anywhere inside', () => {
    expect(hostileTextErrors({ a: 'ok', b: 'x\0', c: { d: ['\uD800'] }, e: '😀 नेपाल', f: 7 })).toEqual({ b: [NUL], c: [SURROGATE] });
    expect(hostileTextErrors({ ok: '\uD83D\uDE00', lone: '\uDE00x' })).toEqual({ lone: [SURROGATE] });
    expect(hostileTextErrors({ 'a\0b': 1 })).toEqual({ 'a\uFFFDb': [NUL] });
    expect(hostileTextErrors(['\0'])).toEqual({ non_field_errors: [NUL] });
    expect(hostileTextErrors('fine')).toBeUndefined();
    expect(hostileTextErrors(undefined)).toBeUndefined();
  });
});

describe('hostile input never reaches the database', () => {
  const t = setupTestApp();
  let token: string;
  const jobCount = async () => (await t.inject({ url: '/api/employer/jobs/', headers: bearer(token) })).json<{ count: number }>().count;
  beforeAll(async () => { ({ token } = await registerEmployer(t)); });

  it('refuses NUL and lone surrogates in JSON bodies, naming every such field', async () => {
    const res = await t.inject({
      method: 'POST', url: '/api/employer/jobs/', headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"title":"Cook\\u0000","description":"\\ud800","skills":["ok","\\udc00"],"address":"😀 काठमाडौं"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: [NUL], description: [SURROGATE], skills: [SURROGATE] });
    expect(await jobCount()).toBe(0);
  });

  it('names hostile text alongside the schema\'s other errors', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: { title: 'x\0', vacancies: 0 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ title: [NUL], vacancies: ['Vacancies must be a whole number of at least 1'] });
  });

  it('refuses them in query strings, on public lists too', async () => {
    const nul = await t.inject({ url: '/api/jobs/?search=a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ search: [NUL] });
    const page = await t.inject({ url: '/api/jobs/?page=1%00' });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({ page: [NUL] });
  });

  it('refuses them in path parameters with a field error', async () => {
    const res = await t.inject({ url: '/api/jobs/%00/', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: [NUL] });
  });

  it('refuses them in multipart fields and file names', async () => {
    const field = await t.inject({ method: 'PATCH', url: '/api/profile/company/', ...multipart({ company_name: 'Acme\0' }, bearer(token)) });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({ company_name: [NUL] });
    const file = await t.inject({
      method: 'POST', url: '/api/upload/company-logo/',
      ...multipart({ logo: { data: PNG, filename: 'a\0.png', type: 'image/png' } }, bearer(token)),
    });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ logo: [NUL] });
    const profile = await t.inject({ url: '/api/profile/company/', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ logo_url: null });
  });
});

describe('numbers stay within what the columns hold', () => {
  const t = setupTestApp();
  let token: string;
  beforeAll(async () => { ({ token } = await registerEmployer(t)); });

  it.each([2 ** 31, 2 ** 63, -(2 ** 63), 1e308, 1001])('refuses vacancies %s', async (vacancies) => {
    const res = await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: { title: 'Cook', vacancies } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['vacancies']);
  });

  it.each(['100000000000000000000', '9223372036854775807', '2147483648', '0', '-1', '1.5', 'NaN', 'Infinity'])(
    'refuses page=%s on every list with a field error', async (page) => {
      for (const url of ['/api/jobs/', '/api/employer/jobs/', '/api/applications/', '/api/employer/jobseekers/', '/api/auth/sessions/']) {
        const res = await t.inject({ url: `${url}?page=${page}`, headers: bearer(token) });
        expect(res.statusCode, url).toBe(400);
        expect(Object.keys(res.json()), url).toEqual(['page']);
      }
    });

  it('answers a page past the end, up to the largest, with 404 "Invalid page."', async () => {
    for (const page of ['2', '2147483647']) {
      const res = await t.inject({ url: `/api/jobs/?page=${page}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Invalid page.' });
    }
    expect((await t.inject({ url: '/api/jobs/?page=1' })).statusCode).toBe(200);
  });

  it('bounds page_size as documented', async () => {
    expect((await t.inject({ url: '/api/jobs/?page_size=101' })).statusCode).toBe(400);
    expect((await t.inject({ url: '/api/jobs/?page_size=100' })).statusCode).toBe(200);
  });
});
