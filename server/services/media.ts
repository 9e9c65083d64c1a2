// Uploaded images live in the database and are served at /api/media/<id>.<ext>.
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { media } from '../db/schema';
import { sha256Hex } from '../lib/tokens';
import type { SniffedImage } from '../lib/images';

export type MediaKind = 'company_logo' | 'profile_picture';

export async function storeImage(
  tx: Tx, ownerId: string, kind: MediaKind, bytes: Buffer, image: SniffedImage, now: Date,
): Promise<{ id: string; ext: string }> {
  const [row] = await tx.insert(media).values({
    ownerId, kind, mime: image.mime, ext: image.ext, size: bytes.length, sha256: sha256Hex(bytes), bytes, createdAt: now,
  }).returning({ id: media.id, ext: media.ext });
  return row!;
}

export const deleteImage = (tx: Tx, id: string) => tx.delete(media).where(eq(media.id, id));

/** Absolute when PUBLIC_URL is set; else a path from the site root (the portal prefixes its host). */
export function mediaUrl(config: Config, id: string | null | undefined, ext: string | null | undefined): string | null {
  if (!id || !ext) return null;
  return `${config.publicUrl ?? ''}/api/media/${id}.${ext}`;
}
