// Rate limits on the public writes (docs/decisions.md "Rate limits"), with @fastify/rate-limit: per client address
// before the body is read, and per e-mail (or reply link) once the body is validated. The counters live in the
// database, so every server process on one PostgreSQL shares them.
import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeEmail } from '../lib/email';
import { ApiError } from '../lib/api-error';
import { t } from '../lib/i18n';

/**
 * What a write is counted by besides the client address: the body's e-mail, its reply-link token, or the signed-in
 * job seeker (their replies in their space are limited as the reply link's are).
 */
export type LimitSubject = 'email' | 'link' | 'seeker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route options that limit the public write `name` per client address and, with `per`, per subject. */
    publicWriteLimit(name: string, per?: LimitSubject): RouteShorthandOptions;
  }
}

/** Expired counters are deleted at most this often per process. */
const CLEANUP_EVERY_MS = 60_000;

/** The 429 in the spec's style (docs/requirements.md §8): the web app shows `detail`. */
export function tooManyRequests(ttlMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    { detail: t('api.rateLimited', { minutes }) },
    { 'Retry-After': String(seconds) },
  );
}

function subjectOf(req: FastifyRequest, per: LimitSubject): string | undefined {
  if (per === 'seeker') return (req.seeker as FastifyRequest['seeker'] | undefined)?.jobSeekerId;
  const body = req.body as Record<string, unknown> | null | undefined;
  const value = per === 'email' ? body?.email : body?.token;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return per === 'email' ? normalizeEmail(value) : value;
}

// Only a hash is stored: the counters need no address or e-mail in the clear, and every key has one length.
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export default fp(async function rateLimitsPlugin(app: FastifyInstance) {
  const { clock, config } = app.deps;
  const { repos } = app;
  const { windowMs, perAddress, perEmail } = config.rateLimits;
  let nextCleanup = 0;

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = clock.now();
    if (now.getTime() >= nextCleanup) {
      nextCleanup = now.getTime() + CLEANUP_EVERY_MS;
      await repos.rateLimits.removeExpired(now);
    }
    const { hits, resetAt } = await repos.rateLimits.hit(storedKey(key), now, timeWindow);
    return { current: hits, ttl: resetAt.getTime() - now.getTime() };
  }

  // The plugin builds its store itself (`new store(options)`), so the class closes over the repositories.
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(key, timeWindow).then((result) => callback(null, result), (err: unknown) => callback(err as Error));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }

  const noCountHeaders = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;
  await app.register(rateLimit, {
    global: false,
    store: DatabaseStore,
    max: perAddress,
    timeWindow: windowMs,
    addHeadersOnExceeding: noCountHeaders,
    addHeaders: { ...noCountHeaders, 'retry-after': true },
    errorResponseBuilder: (_req, context) => tooManyRequests(context.ttl),
  });

  app.decorate('publicWriteLimit', (name: string, per?: LimitSubject): RouteShorthandOptions => {
    const byAddress = {
      max: perAddress,
      timeWindow: windowMs,
      keyGenerator: (req: FastifyRequest) => `${name}:address:${normalizeIP(req.ip)}`,
    };
    if (!per) return { config: { rateLimit: byAddress } };
    // The plugin runs one limiter per request on its own hooks; the second one is called here.
    const bySubject = app.createRateLimit({
      max: per === 'email' ? perEmail : perAddress,
      timeWindow: windowMs,
      keyGenerator: (req) => `${name}:${per}:${subjectOf(req, per)}`,
    });
    return {
      config: { rateLimit: byAddress },
      preHandler: async (req: FastifyRequest) => {
        if (subjectOf(req, per) === undefined) return;
        const result = await bySubject(req);
        if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttl);
      },
    };
  });
}, { name: 'rate-limits', dependencies: ['repositories'] });
