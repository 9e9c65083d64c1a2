// Every error leaves in Django REST Framework shape; 5xx answers never show internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorObject } from 'ajv';
import { MAX_BODY_BYTES } from '../../src/domain/constants';
import { toFieldErrors } from '../contract/validation';
import { ApiError } from '../lib/api-error';
import { withRuleErrors } from './business-rules';
import { t } from '../lib/i18n';
import { inLocale } from '../lib/i18n';

const MAX_MB = Math.round(MAX_BODY_BYTES / (1024 * 1024));

async function answer(err: FastifyError & { validation?: ErrorObject[]; validationContext?: string }, req: FastifyRequest):
  Promise<{ status: number; body: Record<string, unknown>; headers?: Record<string, string> }> {
  if (err instanceof ApiError) return { status: err.statusCode, body: err.body, headers: err.headers };
  if (err.validation) {
    // Hostile text is named as such, in place of what the schema says about the same field.
    if (req.hostileText) return { status: 400, body: { ...toFieldErrors(err.validation), ...req.hostileText } };
    // A malformed id in the path names nothing that exists.
    if (err.validationContext === 'params') return { status: 404, body: { detail: t('api.notFound') } };
    return { status: 400, body: await withRuleErrors(req, toFieldErrors(err.validation), err.validationContext) };
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { detail: t('api.jsonParse', { error: err.message }) } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { detail: t('api.bodyTooLarge', { mb: String(MAX_MB) }) } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { detail: t('api.unsupportedMediaType', { type: req.headers['content-type'] ?? '' }) } };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { detail: t('api.fileTooLarge', { mb: String(MAX_MB) }) } };
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { status: 413, body: { detail: t('api.tooManyParts') } };
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return { status: 400, body: { detail: t('api.jsonParse', { error: err.message }) } };
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { detail: err.message } };
  return { status: 500, body: { detail: t('api.serverError') } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an /api path answers (empty: no such path), to tell 405 from 404. */
    allowedMethods(path: string): string[];
  }
}

const toPattern = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  const allowed = req.server.allowedMethods(req.url.split('?')[0]!);
  if (allowed.length) {
    // docs/decisions.md "Hostile input": OPTIONS lists the methods; any other method the path lacks is a 405.
    const allow = [...allowed, 'OPTIONS'].join(', ');
    if (req.method === 'OPTIONS') return reply.code(204).header('Allow', allow).send();
    return reply.code(405).header('Allow', allow).send({ detail: t('api.methodNotAllowed', { method: req.method }) });
  }
  return reply.code(404).send({ detail: t('api.notFound') });
}

export default fp(async (app: FastifyInstance) => {
  const apiRoutes: { pattern: RegExp; method: string }[] = [];
  app.decorate('allowedMethods', (path: string) =>
    [...new Set(apiRoutes.filter((r) => r.pattern.test(path)).map((r) => r.method))]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) apiRoutes.push({ pattern: toPattern(route.url), method });
  });

  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    // In the request's language even when the error left the request's asynchronous flow (a body being read).
    const { status, body, headers } = await inLocale(req.locale, () => answer(err, req));
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (status === 401) reply.header('WWW-Authenticate', 'Token');
    return reply.code(status).headers(headers ?? {}).send(body);
  });
}, { name: 'errors' });
