// Uploaded images, kept in the database and served by id and extension.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';

export type MediaKind = 'company_logo' | 'profile_picture';

export class MediaRepository {
  constructor(private readonly db: Db) {}

  async store(ownerId: string, kind: MediaKind, o: { mime: string; ext: string; sha256: string; bytes: Buffer }, now: Date): Promise<{ id: string; ext: string }> {
    const [row] = await this.db.insert(media).values({ ownerId, kind, ...o, size: o.bytes.length, createdAt: now })
      .returning({ id: media.id, ext: media.ext });
    return row!;
  }

  /** The image served as `<id>.<ext>`. */
  async file(id: string, ext: string): Promise<{ mime: string; sha256: string; bytes: Uint8Array } | undefined> {
    const [row] = await this.db.select({ mime: media.mime, sha256: media.sha256, bytes: media.bytes }).from(media)
      .where(and(eq(media.id, id), eq(media.ext, ext)));
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
