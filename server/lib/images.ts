import { fileTypeFromBuffer } from 'file-type';
import { MAX_BODY_BYTES } from '../../src/domain/constants';

/** Uploaded images may be as large as a whole request body (docs/requirements.md §9). */
export const MAX_IMAGE_BYTES = MAX_BODY_BYTES;

export type SniffedImage =
  | { mime: 'image/png'; ext: 'png' }
  | { mime: 'image/jpeg'; ext: 'jpg' }
  | { mime: 'image/webp'; ext: 'webp' };

const ascii = (s: string) => Buffer.from(s, 'latin1');
const PNG_IEND = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // "IEND" + its fixed CRC
const JPEG_EOI = Buffer.from([0xff, 0xd9]);

/**
 * Cheap structure checks on top of file-type's magic numbers, so a valid signature followed by junk or a
 * truncated upload is refused instead of stored. Not a decoder.
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

/** What an upload really is, by content: PNG, JPEG or WebP; null for anything else (the file name is never trusted). */
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
