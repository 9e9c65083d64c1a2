// `Authorization: Token <key>` → request.auth, or 401 with `WWW-Authenticate: Token` (set by the error handler).
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error';
import { sessionCacheFor } from '../services/session-cache';
import type { Authenticated } from '../services/authenticated';
import { findSession } from '../services/sessions';
import { t } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every route the contract marks as needing a token. */
    auth: Authenticated;
  }
}

const unauthorized = (detail: string) => new ApiError(401, { detail });

/** An onRequest hook, so a caller without a token learns nothing about the body it sent. */
export async function authenticate(req: FastifyRequest): Promise<void> {
  const header = req.headers.authorization?.trim() ?? '';
  const [scheme, key, ...rest] = header.split(/\s+/);
  if (!scheme || scheme.toLowerCase() !== 'token') throw unauthorized(t('api.auth.noCredentials'));
  if (!key) throw unauthorized(t('api.auth.noKey'));
  if (rest.length) throw unauthorized(t('api.auth.spaces'));
  const { db, database, clock } = req.server.deps;
  // PGlite only: one process owns the data; on PostgreSQL another process may end a session (session-cache.ts).
  const cache = database.kind === 'pglite' ? sessionCacheFor((db as unknown as { $client: PGlite }).$client) : undefined;
  const found = key.length <= 256 ? await findSession(req.server.repos.sessions, key, clock.now(), cache) : undefined;
  if (!found) throw unauthorized(t('api.auth.invalidToken'));
  req.auth = found;
  // docs/i18n.md: the account's chosen language outranks the browser's.
  if (found.locale) req.localeScope.locale = found.locale;
  req.localeScope.digits = found.digits;
}
