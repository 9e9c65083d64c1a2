// Small real images, crafted hostile ones, and a multipart body builder for upload tests.
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** A 2×2 JPEG. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAAVZf//Z', 'base64');
/** A 2×2 WebP. */
export const WEBP = Buffer.from('UklGRjoAAABXRUJQVlA4IC4AAACQAQCdASoCAAIAAUAmJaACdLoAA5gA/vPfZ/sU18W0y/+5wP+5wP+5wP4kAAAA', 'base64');
/** A GIF: an image, but not one we take. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a well-formed PNG (valid IHDR and CRCs) that declares `width`×`height` RGB pixels but
 * carries only a few hundred bytes of zeroes. A decoder that trusts it allocates width×height×3 bytes.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(4096))), pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where the test photo says it was taken (EXIF GPS, as rationals). */
export const GPS_EXIF = { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' };

/**
 * A camera photo: `width`×`height` pixels stored sideways (EXIF Orientation 6: shown turned 90° clockwise, so
 * upright it is `height`×`width`), with GPS and camera EXIF.
 */
export async function photoWithGps(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Jagir Test Camera' }, IFD3: GPS_EXIF })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG with a half-transparent background. */
export async function transparentPng(width = 300, height = 150): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
}

/** Whether EXIF bytes hold a GPS directory (the GPSInfo pointer, tag 0x8825, in either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

export type Part = string | { data: Buffer; filename: string; type: string };

/** `inject` options for a multipart/form-data body. */
export function multipart(parts: Record<string, Part>, headers: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jagir${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`));
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
