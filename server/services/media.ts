// Uploaded images live in the database and are served at /api/media/<id>.<ext>.
import type { Config } from '../config';
import { sha256Hex } from '../lib/tokens';
import type { SniffedImage } from '../lib/images';
import type { MediaKind, MediaRepository } from '../repositories/media';

export async function storeImage(
  media: MediaRepository, ownerId: string, kind: MediaKind, bytes: Buffer, image: SniffedImage, now: Date,
): Promise<{ id: string; ext: string }> {
  return media.store(ownerId, kind, { mime: image.mime, ext: image.ext, sha256: sha256Hex(bytes), bytes }, now);
}

/** Absolute when PUBLIC_URL is set; else a path from the site root (the portal prefixes its host). */
export function mediaUrl(config: Config, id: string | null | undefined, ext: string | null | undefined): string | null {
  if (!id || !ext) return null;
  return `${config.publicUrl ?? ''}/api/media/${id}.${ext}`;
}
