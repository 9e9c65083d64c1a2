import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PIXELS, IMAGE_SIZES } from '../../src/domain/constants';
import { hasGps, photoWithGps, pngDeclaring, transparentPng } from '../test/images';
import { cleanAttachmentImage, encodeImage, IMAGE_MESSAGES, ImageRefused, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, sniffImage } from './images';

function tiny() {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 185, g: 28, b: 28 } } });
}

const images: Record<'png' | 'jpeg' | 'webp' | 'gif' | 'tiff', Buffer> = {} as never;

beforeAll(async () => {
  images.png = await tiny().png().toBuffer();
  images.jpeg = await tiny().jpeg().toBuffer();
  images.webp = await tiny().webp().toBuffer();
  images.gif = await tiny().gif().toBuffer();
  images.tiff = await tiny().tiff().toBuffer();
});

describe('MAX_IMAGE_BYTES', () => {
  it('is 10 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by content', async () => {
    expect(await sniffImage(images.png)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await sniffImage(images.jpeg)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await sniffImage(images.webp)).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it('accepts a plain Uint8Array view into a larger buffer', async () => {
    const padded = new Uint8Array(images.png.length + 10);
    padded.set(images.png, 5);
    expect(await sniffImage(padded.subarray(5, 5 + images.png.length))).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it('reports what the bytes are, whatever the file was called (PNG content uploaded as logo.jpg)', async () => {
    const uploadedAsJpg = { filename: 'logo.jpg', data: images.png };
    expect(await sniffImage(uploadedAsJpg.data)).toEqual({ mime: 'image/png', ext: 'png' });
  });

  it.each([
    ['GIF', () => images.gif],
    ['TIFF', () => images.tiff],
    ['SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>')],
    ['PDF', () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
    ['text', () => Buffer.from('just some text pretending to be a logo')],
    ['HTML', () => Buffer.from('<!doctype html><html><body>hi</body></html>')],
    ['empty', () => Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffImage(bytes())).toBeNull();
  });

  it.each([
    ['PNG signature followed by junk', () => Buffer.concat([images.png.subarray(0, 8), Buffer.from('junk junk junk junk junk')])],
    ['truncated PNG', () => images.png.subarray(0, images.png.length - 20)],
    ['truncated JPEG', () => images.jpeg.subarray(0, images.jpeg.length - 10)],
    ['JPEG start marker followed by junk', () => Buffer.concat([images.jpeg.subarray(0, 4), Buffer.alloc(64, 0x41)])],
    ['truncated WebP', () => images.webp.subarray(0, images.webp.length - 8)],
  ])('refuses a %s', async (_name, bytes) => {
    expect(await sniffImage(bytes())).toBeNull();
  });
});

const refusal = (p: Promise<unknown>) => p.then(() => 'accepted', (err: unknown) => err instanceof ImageRefused ? err.message : `threw ${String(err)}`);

describe('encodeImage', () => {
  it('serves twice the CSS box of each size (docs/requirements.md §9)', () => {
    expect(IMAGE_PIXELS).toEqual({ sm: 2 * IMAGE_SIZES.sm, md: 2 * IMAGE_SIZES.md, lg: 2 * IMAGE_SIZES.lg, xl: 2 * IMAGE_SIZES.xl });
  });

  it('refuses a PNG declaring 100000×100000 pixels from its header, at once', async () => {
    const started = Date.now();
    expect(await refusal(encodeImage(pngDeclaring(100_000, 100_000)))).toBe(IMAGE_MESSAGES.tooManyPixels('10000'));
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses just over the pixel limit and tries to decode just under it', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(25_000_000);
    expect(await refusal(encodeImage(pngDeclaring(5000, 5001)))).toBe(IMAGE_MESSAGES.tooManyPixels('25.1'));
    // Within the limit the decoder reads it, and finds the pixel data missing.
    expect(await refusal(encodeImage(pngDeclaring(5000, 5000)))).toBe(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses what is not a PNG, JPEG or WebP, or does not decode', async () => {
    expect(await refusal(encodeImage(images.gif))).toBe(IMAGE_MESSAGES.notAnImage);
    expect(await refusal(encodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(IMAGE_MESSAGES.notAnImage);
    const corrupt = Buffer.from(images.jpeg);
    corrupt.fill(0x41, 200, corrupt.length - 2); // markers and header intact, entropy data garbage
    expect(await refusal(encodeImage(corrupt))).toBe(IMAGE_MESSAGES.notAnImage);
  });

  it('strips EXIF (GPS included), turns the photo upright and bounds every size', async () => {
    const photo = await photoWithGps(600, 400);
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);

    const { fallback, variants } = await encodeImage(photo);
    expect(fallback).toBe('jpg');
    expect(variants.map((v) => `${v.size}.${v.format}`)).toEqual(
      ['sm.webp', 'sm.jpg', 'md.webp', 'md.jpg', 'lg.webp', 'lg.jpg', 'xl.webp', 'xl.jpg']);
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe(v.format === 'jpg' ? 'jpeg' : v.format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      // Stored 600×400 sideways: upright it is portrait, its height the size's bound.
      expect([meta.width, meta.height, v.width, v.height]).toEqual(
        [Math.round(IMAGE_PIXELS[v.size] * 2 / 3), IMAGE_PIXELS[v.size], Math.round(IMAGE_PIXELS[v.size] * 2 / 3), IMAGE_PIXELS[v.size]]);
      await sharp(v.bytes, { failOn: 'warning' }).raw().toBuffer(); // decodes
    }
  });

  it('keeps transparency in PNG and never upscales', async () => {
    const { fallback, variants } = await encodeImage(await transparentPng(30, 10));
    expect(fallback).toBe('png');
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect([meta.width, meta.height, meta.hasAlpha]).toEqual([30, 10, true]);
    }
  });

  it('answers JPEG for an opaque PNG, even one with an alpha channel', async () => {
    const opaque = await sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } }).png().toBuffer();
    expect((await encodeImage(opaque)).fallback).toBe('jpg');
  });
});

describe('cleanAttachmentImage', () => {
  it('writes the image again in its format without EXIF', async () => {
    const cleaned = await cleanAttachmentImage(await photoWithGps(60, 40), 'image/jpeg');
    const meta = await sharp(cleaned).metadata();
    expect([meta.format, meta.exif, meta.width, meta.height]).toEqual(['jpeg', undefined, 40, 60]);
    expect((await sharp(await cleanAttachmentImage(images.gif, 'image/gif')).metadata()).format).toBe('gif');
  });

  it('refuses a decompression bomb', async () => {
    expect(await refusal(cleanAttachmentImage(pngDeclaring(100_000, 100_000), 'image/png'))).toBe(IMAGE_MESSAGES.tooManyPixels('10000'));
  });
});
