// Uploaded images by id, size and format. A new upload gets a new id, so answers are cached for good.
import type { FastifyInstance } from 'fastify';
import type { ImageSize } from '../../src/domain/constants';
import { notFound } from '../lib/api-error';
import { mediaVariant } from '../services/media';

/** The size served when a URL names none: the largest (docs/decisions.md Images). */
const DEFAULT_SIZE: ImageSize = 'xl';

/** If-None-Match: a list of entity tags (weak ones compare equal), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export default async function mediaRoutes(app: FastifyInstance) {
  const { repos } = app;

  app.get<{ Params: { file: string }; Querystring: { size?: ImageSize } }>('/api/media/:file', async (req, reply) => {
    const [id, ext] = req.params.file.split('.') as [string, string];
    const answer = await mediaVariant(repos, id, ext, req.query.size ?? DEFAULT_SIZE, req.headers.accept);
    if (!answer.found) throw notFound();
    const etag = `"${answer.sha256}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=31536000, immutable');
    if (answer.negotiated) reply.header('Vary', 'Accept');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(answer.mime).header('Content-Security-Policy', "default-src 'none'").send(Buffer.from(answer.bytes));
  });
}
