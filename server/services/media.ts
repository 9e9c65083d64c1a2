// Uploaded images live in the database as re-encoded variants, served at /api/media/<id>.<ext>?size=<size>
// (docs/decisions.md Images).
import type { ImageSize } from '../../src/domain/constants';
import type { Config } from '../config';
import { encodeImage, IMAGE_MIME, ImageRefused, type EncodedImage, type ImageFormat } from '../lib/images';
import { sha256Hex } from '../lib/tokens';
import type { MediaKind, MediaOwner, MediaRepository, NewVariant } from '../repositories/media';
import type { Repositories } from '../repositories/repositories';

const rows = (image: EncodedImage): NewVariant[] => image.variants.map((v) => ({
  size: v.size, format: v.format, mime: v.mime, width: v.width, height: v.height, sha256: sha256Hex(v.bytes), bytes: v.bytes,
}));

const fallbackOf = (image: EncodedImage) => ({ mime: IMAGE_MIME[image.fallback], ext: image.fallback });

export async function storeImage(
  media: MediaRepository, owner: MediaOwner, kind: MediaKind, image: EncodedImage, now: Date,
): Promise<{ id: string; ext: string }> {
  return media.store(owner, kind, fallbackOf(image), rows(image), now);
}

/** Absolute when PUBLIC_URL is set; else a path from the site root (the portal prefixes its host). */
export function mediaUrl(config: Config, id: string | null | undefined, ext: string | null | undefined): string | null {
  if (!id || !ext) return null;
  return `${config.publicUrl ?? ''}/api/media/${id}.${ext}`;
}

/**
 * Whether an Accept header names WebP (with q above 0). Browsers that decode WebP name it for images; `*\/*`
 * alone does not promise it, so it gets the fallback.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  for (const range of (accept ?? '').split(',')) {
    const [type, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    if (type !== 'image/webp') continue;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export type MediaAnswer =
  | { found: true; mime: string; sha256: string; bytes: Uint8Array; negotiated: boolean }
  | { found: false };

/**
 * The variant a request names: `<id>.webp` is WebP; `<id>.png` and `<id>.jpg` are the image in WebP when the
 * browser accepts it, else in its fallback (PNG or JPEG, whichever it has), so the answer varies with Accept.
 * An image stored before re-encoding is re-encoded on its first request; one that no longer decodes is not found.
 */
export async function mediaVariant(
  repos: Repositories, id: string, ext: string, size: ImageSize, accept: string | undefined,
): Promise<MediaAnswer> {
  let head = await repos.media.head(id);
  if (!head) return { found: false };
  if (head.original) {
    const reencoded = await reencodeOriginal(repos, id);
    if (!reencoded) return { found: false };
    head = { ext: reencoded, original: false };
  }
  const negotiated = ext !== 'webp';
  const format: ImageFormat = !negotiated || acceptsWebp(accept) ? 'webp' : (head.ext as ImageFormat);
  const row = await repos.media.variant(id, size, format);
  return row ? { found: true, ...row, negotiated } : { found: false };
}

/** Re-encodes an image stored as uploaded; its fallback ext, or null when the original is refused now. */
async function reencodeOriginal(repos: Repositories, id: string): Promise<string | null> {
  const original = await repos.media.original(id);
  if (!original) return (await repos.media.extOf(id)) ?? null; // another request has just done it
  let image: EncodedImage;
  try {
    image = await encodeImage(original);
  } catch (err) {
    if (err instanceof ImageRefused) return null;
    throw err;
  }
  await repos.transaction((tx) => tx.media.replaceOriginal(id, fallbackOf(image), rows(image)));
  return image.fallback;
}
