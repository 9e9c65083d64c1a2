import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, sniffImage } from './images';

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
