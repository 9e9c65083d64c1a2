import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_PIXELS, MAX_BODY_BYTES } from '../../src/domain/constants';
import { media, mediaVariants } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { GIF, hasGps, JPEG, multipart, photoWithGps, PNG, pngDeclaring, WEBP } from '../test/images';

const t = setupTestApp();

/** What Chrome asks for in an <img>. */
const CHROME_IMAGES = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const upload = (url: string, token: string, parts: Parameters<typeof multipart>[0]) =>
  t.inject({ method: 'POST', url, ...multipart(parts, bearer(token)) });

describe('POST /api/upload/company-logo/', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpg'],
    ['WebP', WEBP, 'jpg'],
  ])('takes a %s, answers logo_url and serves it re-encoded with cache headers', async (_name, data, ext) => {
    const { token } = await registerEmployer(t);
    // The file name and declared type are ignored: the content decides.
    const res = await upload('/api/upload/company-logo/', token, { logo: { data, filename: 'upload.bin', type: 'application/octet-stream' } });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().logo_url as string;
    // The fallback format: PNG for the (half-transparent) PNG, JPEG for the opaque ones.
    expect(url).toMatch(new RegExp(`^/api/media/[0-9a-f-]{36}\\.${ext}$`));
    expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json().logo_url).toBe(url);

    const image = await t.inject({ method: 'GET', url: `${url}?t=1712345678` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(ext === 'png' ? 'image/png' : 'image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.vary).toBe('Accept');
    expect(image.rawPayload.equals(data)).toBe(false); // never the upload itself
    expect((await sharp(image.rawPayload).metadata()).format).toBe(ext === 'png' ? 'png' : 'jpeg');
    const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const modern = await t.inject({ method: 'GET', url, headers: { accept: CHROME_IMAGES } });
    expect(modern.headers['content-type']).toBe('image/webp');
    expect(modern.headers.vary).toBe('Accept');
    expect(modern.headers.etag).not.toBe(image.headers.etag);
    expect((await sharp(modern.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a PNG declaring 100000×100000 pixels with a 400 and stores nothing', async () => {
    const { token, user } = await registerEmployer(t);
    const res = await upload('/api/upload/company-logo/', token, { logo: { data: pngDeclaring(100_000, 100_000), filename: 'bomb.png', type: 'image/png' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ logo: ['Ensure this image has no more than 25 megapixels (it has 10000).'] });
    expect((await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json().logo_url).toBeNull();
    expect(await t.database.db.select().from(media).where(eq(media.ownerId, user.id))).toEqual([]);
  });

  it('serves every size within its bounds, in WebP and in the fallback, decodable and without EXIF or GPS', async () => {
    const { token } = await registerEmployer(t);
    const photo = await photoWithGps(1200, 900); // sideways: upright 900×1200
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const url = (await upload('/api/upload/company-logo/', token, { logo: { data: photo, filename: 'p.jpg', type: 'image/jpeg' } })).json().logo_url as string;
    const id = url.replace(/^\/api\/media\/|\.jpg$/g, '');
    for (const size of ['sm', 'md', 'lg', 'xl'] as const) {
      for (const [file, format] of [[`${id}.jpg`, 'jpeg'], [`${id}.webp`, 'webp']] as const) {
        const res = await t.inject({ method: 'GET', url: `/api/media/${file}?size=${size}` });
        expect(res.statusCode).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect([meta.width, meta.height]).toEqual([IMAGE_PIXELS[size] * 3 / 4, IMAGE_PIXELS[size]]);
        await sharp(res.rawPayload, { failOn: 'warning' }).raw().toBuffer();
      }
    }
    // No size is the largest.
    const plain = await sharp((await t.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(plain.height).toBe(IMAGE_PIXELS.xl);
    expect((await t.inject({ method: 'GET', url: `${url}?size=xxl` })).statusCode).toBe(400);
  });

  it('chooses WebP only when Accept names it', async () => {
    const { token } = await registerEmployer(t);
    const url = (await upload('/api/upload/company-logo/', token, { logo: { data: JPEG, filename: 'l.jpg', type: 'image/jpeg' } })).json().logo_url as string;
    const typeFor = async (accept: string) => (await t.inject({ method: 'GET', url, headers: { accept } })).headers['content-type'];
    expect(await typeFor('image/webp,*/*')).toBe('image/webp');
    expect(await typeFor('image/webp;q=0, image/jpeg')).toBe('image/jpeg');
    expect(await typeFor('*/*')).toBe('image/jpeg');
    expect(await typeFor('image/png')).toBe('image/jpeg');
    // The .webp URL is WebP whatever the request accepts, and does not vary.
    const webp = await t.inject({ method: 'GET', url: url.replace(/\.jpg$/, '.webp'), headers: { accept: 'image/jpeg' } });
    expect([webp.headers['content-type'], webp.headers.vary]).toEqual(['image/webp', undefined]);
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
    expect(url).toMatch(/\.jpg$/); // WebP is served to browsers that take it; the fallback names the URL
    expect((await t.inject({ method: 'GET', url: '/api/profile/hr/', headers: bearer(token) })).json().profile_picture_url).toBe(url);
  });

  it('refuses a non-image', async () => {
    const { token } = await registerEmployer(t);
    const res = await upload('/api/upload/profile-picture/', token, { profile_picture: { data: GIF, filename: 'me.png', type: 'image/png' } });
    expect(res.json()).toEqual({ profile_picture: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
  });
});

describe('POST /api/upload/profile-picture/ with a camera photo', () => {
  it('comes back upright and without its EXIF GPS', async () => {
    const { token } = await registerEmployer(t);
    const photo = await photoWithGps(600, 400);
    const res = await upload('/api/upload/profile-picture/', token, { profile_picture: { data: photo, filename: 'me.jpg', type: 'image/jpeg' } });
    const url = res.json().profile_picture_url as string;
    for (const accept of ['image/jpeg', CHROME_IMAGES]) {
      const meta = await sharp((await t.inject({ method: 'GET', url, headers: { accept } })).rawPayload).metadata();
      expect([meta.exif, hasGps(meta.exif), meta.width, meta.height]).toEqual([undefined, false, 128, 192]);
    }
  });
});

describe('an image stored before re-encoding', () => {
  async function legacyLogo(bytes: Buffer, ext: string) {
    const { token, user } = await registerEmployer(t);
    const [row] = await t.database.db.insert(media).values({
      ownerId: user.id, kind: 'company_logo', mime: `image/${ext === 'jpg' ? 'jpeg' : ext}`, ext, size: bytes.length,
      sha256: 'b'.repeat(64), bytes, createdAt: t.clock.now(),
    }).returning({ id: media.id });
    const companyId = await t.app.repos.memberships.companyOfUser(user.id);
    await t.app.repos.companies.change(companyId!, { logoId: row!.id }, t.clock.now());
    const url = (await t.inject({ method: 'GET', url: '/api/profile/company/', headers: bearer(token) })).json().logo_url as string;
    return { id: row!.id, url };
  }

  it('is re-encoded on its first request and its original is forgotten', async () => {
    const photo = await photoWithGps(600, 400);
    const { id, url } = await legacyLogo(photo, 'jpg');
    expect(url).toBe(`/api/media/${id}.jpg`);

    const first = await t.inject({ method: 'GET', url: `${url}?size=md` });
    expect(first.statusCode).toBe(200);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.exif, meta.width, meta.height]).toEqual(['jpeg', undefined, 64, 96]);
    const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
    expect([row!.bytes, row!.sha256, row!.ext]).toEqual([null, null, 'jpg']);
    expect((await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id))).length).toBe(8);

    const second = await t.inject({ method: 'GET', url: `${url}?size=md` });
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keeps working at its old .webp address, and its URL names the fallback once re-encoded', async () => {
    const { id, url } = await legacyLogo(WEBP, 'webp');
    const res = await t.inject({ method: 'GET', url });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await t.app.repos.media.extOf(id))).toBe('jpg');
  });

  it('is not found when it is a decompression bomb, and nothing is decoded', async () => {
    const { url } = await legacyLogo(pngDeclaring(100_000, 100_000), 'png');
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('GET /api/media/', () => {
  it('answers 404 for unknown and malformed names', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/media/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/media/x.gif' })).statusCode).toBe(404);
  });
});
