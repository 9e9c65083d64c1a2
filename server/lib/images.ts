// Uploaded images are decoded, bounded, stripped of metadata and re-encoded here; what was uploaded is never served.
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_PIXELS, IMAGE_SIZES, MAX_BODY_BYTES, type ImageSize } from '../../src/domain/constants';
import { t } from './i18n';

/** Uploaded images may be as large as a whole request body (docs/requirements.md §9). */
export const MAX_IMAGE_BYTES = MAX_BODY_BYTES;

/** At most this many pixels decoded per upload, all frames together: more is a decompression bomb (docs/decisions.md Images). */
export const MAX_IMAGE_PIXELS = 25_000_000;

export const IMAGE_MESSAGES = {
  get notAnImage() { return t('api.upload.notAnImage'); },
  tooManyPixels: (megapixels: string) => t('api.upload.tooManyPixels', { max: String(MAX_IMAGE_PIXELS / 1_000_000), megapixels }),
} as const;

export type SniffedImage =
  | { mime: 'image/png'; ext: 'png' }
  | { mime: 'image/jpeg'; ext: 'jpg' }
  | { mime: 'image/webp'; ext: 'webp' };

const ascii = (s: string) => Buffer.from(s, 'latin1');
const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // "IEND" + its fixed CRC
const JPEG_EOI = Buffer.from([0xff, 0xd9]);

/**
 * Cheap structure checks on top of file-type's magic numbers, so a valid signature followed by junk or a
 * truncated upload is refused before the decoder sees it.
 */
function looksComplete(buf: Buffer, ext: SniffedImage['ext']): boolean {
  switch (ext) {
    case 'png':
      return buf.subarray(12, 16).equals(ascii('IHDR')) && buf.lastIndexOf(PNG_IEND) > 16;
    case 'jpg':
      return buf.lastIndexOf(JPEG_EOI) > 2;
    case 'webp':
      return buf.length >= 12 && buf.readUInt32LE(4) + 8 <= buf.length;
  }
}

/** What an upload claims to be, by content: PNG, JPEG or WebP; null for anything else (the file name is never trusted). */
export async function sniffImage(buf: Uint8Array): Promise<SniffedImage | null> {
  const type = await fileTypeFromBuffer(buf);
  let image: SniffedImage;
  switch (type?.mime) {
    case 'image/png':
    case 'image/apng': // an animated PNG is still a valid PNG
      image = { mime: 'image/png', ext: 'png' };
      break;
    case 'image/jpeg':
      image = { mime: 'image/jpeg', ext: 'jpg' };
      break;
    case 'image/webp':
      image = { mime: 'image/webp', ext: 'webp' };
      break;
    default:
      return null;
  }
  const bytes = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  return looksComplete(bytes, image.ext) ? image : null;
}

// ---- Decoding and re-encoding ----

/** Why an image was refused: the message for the field's error list. */
export class ImageRefused extends Error {}

/** The formats served: WebP for every browser that takes it, else PNG (with transparency) or JPEG. */
export type ImageFormat = 'webp' | 'png' | 'jpg';
export type FallbackFormat = Exclude<ImageFormat, 'webp'>;
export const IMAGE_MIME: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];
const LARGEST = Math.max(...Object.values(IMAGE_PIXELS));

export interface ImageVariant {
  size: ImageSize;
  format: ImageFormat;
  mime: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface EncodedImage {
  /** The fallback format for browsers without WebP. */
  fallback: FallbackFormat;
  variants: ImageVariant[];
}

/** The decoder with its limits: untrusted input fails on any warning and past the pixel limit. */
const decoder = (bytes: Uint8Array, animated = false): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', animated });

/**
 * Refuses, from the header alone, an image that would decode to more than MAX_IMAGE_PIXELS (every frame counts
 * when `animated`), or one the decoder cannot read. Nothing is decoded yet.
 */
async function checkHeader(bytes: Uint8Array, animated: boolean): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(IMAGE_MESSAGES.notAnImage);
  }
  if (!meta.width || !meta.height) throw new ImageRefused(IMAGE_MESSAGES.notAnImage);
  const frames = animated ? (meta.pages ?? 1) : 1;
  const pixels = meta.width * (meta.pageHeight ?? meta.height) * frames;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new ImageRefused(IMAGE_MESSAGES.tooManyPixels(String(Math.ceil(pixels / 100_000) / 10)));
  }
}

/**
 * Decodes an upload (PNG, JPEG or WebP by content; the first frame of an animation), turns it upright, and
 * encodes every size in WebP and in the fallback: PNG when it has transparency, else JPEG. Sharp writes no
 * metadata unless asked (EXIF, GPS, XMP and ICC are dropped; colours are converted to sRGB). Never upscales.
 * Throws ImageRefused with the field's message.
 */
export async function encodeImage(bytes: Uint8Array): Promise<EncodedImage> {
  if (!(await sniffImage(bytes))) throw new ImageRefused(IMAGE_MESSAGES.notAnImage);
  await checkHeader(bytes, false);
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await decoder(bytes)
      .autoOrient()
      .resize({ width: LARGEST, height: LARGEST, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRefused(IMAGE_MESSAGES.notAnImage);
  }
  const { data, info } = master;
  const transparent = hasTransparency(data, info.channels);
  const fallback: FallbackFormat = transparent ? 'png' : 'jpg';
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const variants: ImageVariant[] = [];
  for (const size of IMAGE_SIZE_NAMES) {
    const px = IMAGE_PIXELS[size];
    const resized = () => {
      const image = sharp(data, { raw }).resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
      return transparent ? image : image.removeAlpha();
    };
    for (const format of ['webp', fallback] as const) {
      const encoded = format === 'webp' ? resized().webp({ quality: 85, alphaQuality: 90 })
        : format === 'png' ? resized().png({ compressionLevel: 9, palette: false })
          : resized().jpeg({ quality: 85, mozjpeg: true });
      const out = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({ size, format, mime: IMAGE_MIME[format], width: out.info.width, height: out.info.height, bytes: out.data });
    }
  }
  return { fallback, variants };
}

/** True when an alpha channel (the last of 2 or 4) holds anything short of opaque. */
function hasTransparency(data: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let i = channels - 1; i < data.length; i += channels) if (data[i]! < 255) return true;
  return false;
}

export type AttachmentImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/**
 * A support attachment that is an image: decoded (every frame, all of them within MAX_IMAGE_PIXELS), turned
 * upright and written again in its own format without metadata, at its own size.
 */
export async function cleanAttachmentImage(bytes: Uint8Array, mime: AttachmentImageMime): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  await checkHeader(bytes, animated);
  try {
    const image = decoder(bytes, animated).autoOrient();
    switch (mime) {
      case 'image/png': return await image.png().toBuffer();
      case 'image/jpeg': return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'image/webp': return await image.webp({ quality: 90 }).toBuffer();
      case 'image/gif': return await image.gif().toBuffer();
    }
  } catch {
    throw new ImageRefused(IMAGE_MESSAGES.notAnImage);
  }
}
