// Uploaded images, kept in the database as re-encoded variants and served by id, size and format.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media, mediaVariants } from '../db/schema';

export type MediaKind = 'company_logo' | 'profile_picture' | 'seeker_photo';
/** Who uploaded an image: a member (their user id) or a job seeker, who has no account. */
export type MediaOwner = string | { jobSeekerId: string };

export interface NewVariant { size: string; format: string; mime: string; width: number; height: number; sha256: string; bytes: Buffer }

export class MediaRepository {
  constructor(private readonly db: Db) {}

  /** A new image with its variants; `fallback` is the ext of its PNG or JPEG variants. */
  async store(owner: MediaOwner, kind: MediaKind, fallback: { mime: string; ext: string }, variants: NewVariant[], now: Date): Promise<{ id: string; ext: string }> {
    const who = typeof owner === 'string' ? { ownerId: owner } : { jobSeekerId: owner.jobSeekerId };
    const [row] = await this.db.insert(media).values({ ...who, kind, ...fallback, createdAt: now })
      .returning({ id: media.id, ext: media.ext });
    await this.db.insert(mediaVariants).values(variants.map((v) => ({ mediaId: row!.id, ...v })));
    return row!;
  }

  /** An image's fallback ext, and whether it is still only its original (stored before re-encoding). */
  async head(id: string): Promise<{ ext: string; original: boolean } | undefined> {
    const [row] = await this.db.select({ ext: media.ext, original: media.sha256 }).from(media).where(eq(media.id, id));
    return row && { ext: row.ext, original: row.original !== null };
  }

  /** The original as uploaded, of an image stored before re-encoding; undefined once re-encoded. */
  async original(id: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id));
    return row?.bytes ?? undefined;
  }

  /**
   * Gives an image stored before re-encoding its variants and forgets the original. Safe to run twice at once
   * (two requests, two processes): the variants are the same, the second insert keeps the first.
   */
  async replaceOriginal(id: string, fallback: { mime: string; ext: string }, variants: NewVariant[]): Promise<void> {
    await this.db.insert(mediaVariants).values(variants.map((v) => ({ mediaId: id, ...v }))).onConflictDoNothing();
    await this.db.update(media).set({ ...fallback, bytes: null, size: null, sha256: null }).where(eq(media.id, id));
  }

  async variant(id: string, size: string, format: string): Promise<{ mime: string; sha256: string; bytes: Uint8Array } | undefined> {
    const [row] = await this.db.select({ mime: mediaVariants.mime, sha256: mediaVariants.sha256, bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.size, size), eq(mediaVariants.format, format)));
    return row;
  }

  async extOf(id: string): Promise<string | undefined> {
    const [row] = await this.db.select({ ext: media.ext }).from(media).where(eq(media.id, id));
    return row?.ext;
  }

  async remove(id: string): Promise<void> {
    await this.db.delete(media).where(eq(media.id, id));
  }
}
