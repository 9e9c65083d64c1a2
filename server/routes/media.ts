// Uploaded images by id. The name changes whenever the image does, so answers are cached for good.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { media } from '../db/schema';
import { notFound } from '../lib/api-error';

export default async function mediaRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get<{ Params: { file: string } }>('/api/media/:file', async (req, reply) => {
    const [id, ext] = req.params.file.split('.') as [string, string];
    const [row] = await db.select({ mime: media.mime, sha256: media.sha256, bytes: media.bytes }).from(media)
      .where(and(eq(media.id, id), eq(media.ext, ext)));
    if (!row) throw notFound();
    const etag = `"${row.sha256}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(row.mime).header('Content-Security-Policy', "default-src 'none'").send(Buffer.from(row.bytes));
  });
}
