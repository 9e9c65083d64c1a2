// Uploaded images by id. The name changes whenever the image does, so answers are cached for good.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/api-error';

export default async function mediaRoutes(app: FastifyInstance) {
  const { repos } = app;

  app.get<{ Params: { file: string } }>('/api/media/:file', async (req, reply) => {
    const [id, ext] = req.params.file.split('.') as [string, string];
    const row = await repos.media.file(id, ext);
    if (!row) throw notFound();
    const etag = `"${row.sha256}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(row.mime).header('Content-Security-Policy', "default-src 'none'").send(Buffer.from(row.bytes));
  });
}
