import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/domain/constants';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { GIF, JPEG, multipart, PNG, WEBP } from '../test/images';

const t = setupTestApp();

const upload = (url: string, token: string, parts: Parameters<typeof multipart>[0]) =>
  t.inject({ method: 'POST', url, ...multipart(parts, bearer(token)) });

describe('POST /api/upload/company-logo/', () => {
  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])('takes a %s, answers logo_url and serves it back with cache headers', async (_name, data, ext, mime) => {
    const { token } = await registerEmployer(t);
    // The file name and declared type are ignored: the content decides.
    const res = await upload('/api/upload/company-logo/', token, { logo: { data, filename: 'upload.bin', type: 'application/octet-stream' } });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().logo_url as string;
    expect(url).toMatch(new RegExp(`^/api/media/[0-9a-f-]{36}\\.${ext}$`));
    expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json().logo_url).toBe(url);

    const image = await t.inject({ method: 'GET', url: `${url}?t=1712345678` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(mime);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(data)).toBe(true);
    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses what is not a PNG, JPEG or WebP by content, whatever its name', async () => {
    const { token } = await registerEmployer(t);
    for (const data of [GIF, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), PNG.subarray(0, 40)]) {
      const res = await upload('/api/upload/company-logo/', token, { logo: { data, filename: 'logo.png', type: 'image/png' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ logo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
    }
    expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json().logo_url).toBeNull();
  });

  it('names a missing, empty or misplaced file', async () => {
    const { token } = await registerEmployer(t);
    expect((await upload('/api/upload/company-logo/', token, { note: 'hi' })).json()).toEqual({ logo: ['No file was submitted.'], note: ['Unknown field.'] });
    expect((await upload('/api/upload/company-logo/', token, { logo: { data: Buffer.alloc(0), filename: 'e.png', type: 'image/png' } })).json())
      .toEqual({ logo: ['The submitted file is empty.'] });
    expect((await upload('/api/upload/company-logo/', token, { image: { data: PNG, filename: 'l.png', type: 'image/png' } })).json())
      .toEqual({ image: ['Unknown field.'], logo: ['No file was submitted.'] });
  });

  it('answers 413 above 10 MB and keeps the old logo', async () => {
    const { token } = await registerEmployer(t);
    const first = await upload('/api/upload/company-logo/', token, { logo: { data: PNG, filename: 'l.png', type: 'image/png' } });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BODY_BYTES)]);
    const res = await upload('/api/upload/company-logo/', token, { logo: { data: big, filename: 'big.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'File too large. The maximum size is 10 MB.' });
    expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json().logo_url).toBe(first.json().logo_url);
  });

  it('answers 415 to a JSON body and 401 without a token', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: '/api/upload/company-logo/', headers: bearer(token), payload: { logo: 'x' } });
    expect(res.statusCode).toBe(415);
    const anonymous = await t.inject({ method: 'POST', url: '/api/upload/company-logo/', ...multipart({ logo: { data: PNG, filename: 'l.png', type: 'image/png' } }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('replaces the old logo, which is then gone', async () => {
    const { token } = await registerEmployer(t);
    const first = (await upload('/api/upload/company-logo/', token, { logo: { data: PNG, filename: 'l.png', type: 'image/png' } })).json().logo_url;
    const second = (await upload('/api/upload/company-logo/', token, { logo: { data: JPEG, filename: 'l.jpg', type: 'image/jpeg' } })).json().logo_url;
    expect(second).not.toBe(first);
    expect((await t.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });
});

describe('POST /api/upload/profile-picture/', () => {
  it('stores the picture and shows it on the HR profile', async () => {
    const { token } = await registerEmployer(t);
    const res = await upload('/api/upload/profile-picture/', token, { profile_picture: { data: WEBP, filename: 'me.webp', type: 'image/webp' } });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profile_picture_url as string;
    expect(url).toMatch(/\.webp$/);
    expect((await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(token) })).json().profile_picture_url).toBe(url);
  });

  it('refuses a non-image', async () => {
    const { token } = await registerEmployer(t);
    const res = await upload('/api/upload/profile-picture/', token, { profile_picture: { data: GIF, filename: 'me.png', type: 'image/png' } });
    expect(res.json()).toEqual({ profile_picture: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
  });
});

describe('GET /api/media/', () => {
  it('answers 404 for unknown and malformed names', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/media/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/media/x.gif' })).statusCode).toBe(404);
  });
});
