// `Idempotency-Key` on the employer workspace's writes (docs/decisions.md "Idempotency"), after the IETF httpapi
// draft "The Idempotency-Key HTTP Header Field": the first answer to a write sent with a key is kept 24 hours per
// company and key, and a repeat of that write is answered with it (`Idempotent-Replayed: true`) instead of running
// again. The same key on another request answers 422; a repeat while the first still runs answers 409. Which
// operations take a key is the contract's word: those whose parameters in openapi/openapi.yaml list the header.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { stringify } from 'safe-stable-stringify';
import { ApiError } from '../lib/api-error';
import { readMultipart } from '../lib/multipart';
import type { IdempotencyRow } from '../repositories/idempotency';
import { t } from '../lib/i18n';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/**
 * 16 to 255 characters (a UUID, a ULID, 128 random bits in base64url…), bare or as the draft writes it, an RFC 8941
 * string in double quotes. The contract's parameter must say the same (checked at start-up).
 */
export const IDEMPOTENCY_KEY_PATTERN = '^(?:[A-Za-z0-9._~:+/=-]{16,255}|"[A-Za-z0-9._~:+/=-]{16,255}")$';
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** How long an answer is kept: a device offline longer than this may send its write again. */
export const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How long a running write holds its key; a process that died mid-write gives it up then. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** Expired keys are deleted on a write at most this often per process, and by a timer at least this often. */
const SWEEP_ON_WRITE_MS = 60 * 1000;
const SWEEP_TIMER_MS = 60 * 60 * 1000;
/** The headers of an answer that a replay repeats; the rest (security headers, caching) every answer gets anyway. */
const KEPT_HEADERS = ['content-type', 'location', 'retry-after', 'content-disposition'] as const;

export const IDEMPOTENCY_MESSAGES = {
  get badKey() { return t('api.idempotency.badKey'); },
  get inProgress() { return t('api.idempotency.inProgress'); },
  get reused() { return t('api.idempotency.reused'); },
} as const;

interface KeyUse {
  companyId: string;
  key: string;
  /** Set while this request holds the key; cleared once its answer is recorded or the key given up. */
  claim: string | null;
  /** Known before the write for a JSON body; for a multipart form, once the handler has read it. */
  fingerprint: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: KeyUse | null;
  }
}

/** The key of a request, without the quotes of its RFC 8941 form; undefined without one, 400 when malformed. */
export function keyOf(req: FastifyRequest): string | undefined {
  const value = req.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  // More than one header arrives joined with ", ", which the pattern refuses too.
  const text = Array.isArray(value) ? value.join(', ') : value;
  if (!KEY.test(text)) throw new ApiError(400, { detail: IDEMPOTENCY_MESSAGES.badKey });
  return text.startsWith('"') ? text.slice(1, -1) : text;
}

/** The request as a repeat must match it: method, path and query, and the body (JSON key order aside). */
function fingerprintOf(req: FastifyRequest, body: string): string {
  return createHash('sha256').update(`${req.method} ${req.url}\n${body}`).digest('hex');
}

const jsonFingerprint = (req: FastifyRequest) => fingerprintOf(req, `json:${stringify(req.body) ?? ''}`);
const formFingerprint = (req: FastifyRequest, digest: string) => fingerprintOf(req, `form:${digest}`);

/** A repeat's multipart form, read here since its handler will not run; as many files as any form takes. */
async function readForm(req: FastifyRequest): Promise<string> {
  try {
    await readMultipart(req, [], { files: 25 });
  } catch (err) {
    // A form refused for what it holds is still fingerprinted; one that cannot be read is answered as such.
    if (!req.formDigest) throw err;
  }
  return formFingerprint(req, req.formDigest!);
}

function replay(reply: FastifyReply, row: IdempotencyRow): FastifyReply {
  const headers = row.headers ?? {};
  const type = headers['content-type'] ?? '';
  const body = row.body && Buffer.from(row.body);
  reply.code(row.statusCode!).headers(headers).header(REPLAYED_HEADER, 'true');
  // As text for JSON, so it leaves exactly as stored and the contract check reads it like the first answer.
  return reply.send(body && /json|^text\//.test(type) ? body.toString('utf8') : body ?? undefined);
}

export default fp(async function idempotencyPlugin(app: FastifyInstance) {
  const { clock } = app.deps;
  const { repos, workspace } = app;
  app.decorateRequest('idempotency', null);
  app.decorateRequest('formDigest', undefined);

  let nextSweep = 0;
  const sweep = async (now: Date) => {
    nextSweep = now.getTime() + SWEEP_ON_WRITE_MS;
    await repos.idempotency.removeExpired(now);
  };
  const timer = setInterval(() => {
    sweep(clock.now()).catch((err: unknown) => app.log.error({ err }, 'could not delete expired idempotency keys'));
  }, SWEEP_TIMER_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  /** Last before the handler: claims the key, or answers a repeat from what is kept. */
  async function useKey(req: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(req);
    if (key === undefined) return;
    const companyId = await workspace.companyOf(req);
    const fingerprint = req.isMultipart() ? null : jsonFingerprint(req);
    const now = clock.now();
    if (now.getTime() >= nextSweep) await sweep(now);
    // A key given up between the claim and the look (a 5xx, a sweep) is claimed on the next round.
    for (let round = 0; round < 3; round++) {
      const claim = randomUUID();
      if (await repos.idempotency.claim(companyId, key, { claim, fingerprint, now, leaseMs: CLAIM_LEASE_MS, retentionMs: KEY_RETENTION_MS })) {
        req.idempotency = { companyId, key, claim, fingerprint };
        return;
      }
      const row = await repos.idempotency.find(companyId, key);
      if (!row) continue;
      if (row.statusCode === null) break;
      if (row.fingerprint !== (fingerprint ?? await readForm(req))) throw new ApiError(422, { detail: IDEMPOTENCY_MESSAGES.reused });
      return replay(reply, row);
    }
    throw new ApiError(409, { detail: IDEMPOTENCY_MESSAGES.inProgress }, { 'Retry-After': '1' });
  }

  /** Keeps the answer of a write that held its key: 2xx and 4xx; a 5xx gives the key up, so a retry runs again. */
  async function recordAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const use = req.idempotency;
    if (!use?.claim) return payload;
    const { claim } = use;
    use.claim = null;
    const fingerprint = use.fingerprint ?? (req.formDigest ? formFingerprint(req, req.formDigest) : null);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload == null ? null : Buffer.isBuffer(payload) ? payload : undefined;
    try {
      // An answer is kept only with its request's fingerprint (a form the handler never read has none) and a body
      // that can be kept (not a stream).
      if (reply.statusCode >= 500 || !fingerprint || body === undefined) {
        await repos.idempotency.release(use.companyId, use.key, claim);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const kept = await repos.idempotency.complete(use.companyId, use.key, claim, fingerprint, { statusCode: reply.statusCode, headers, body });
      if (!kept) req.log.warn({ key: use.key }, 'an idempotency key was taken over before its write was answered');
    } catch (err) {
      // The write has happened: its answer still goes out.
      req.log.error({ err }, 'could not record the answer of an idempotent write');
    }
    return payload;
  }

  /** An answer that never reached onSend (the request was cut short) gives its key up. */
  async function releaseUnanswered(req: FastifyRequest) {
    const use = req.idempotency;
    if (!use?.claim) return;
    const { claim } = use;
    use.claim = null;
    await repos.idempotency.release(use.companyId, use.key, claim).catch((err: unknown) => req.log.error({ err }, 'could not give up an idempotency key'));
  }

  app.addHook('onRoute', (route) => {
    const op = route.config?.operation;
    const header = op?.headers[IDEMPOTENCY_HEADER];
    if (!op || !header) return;
    if (header.pattern !== IDEMPOTENCY_KEY_PATTERN) {
      throw new Error(`${op.method} ${op.path}: the Idempotency-Key parameter's pattern must be ${IDEMPOTENCY_KEY_PATTERN}.`);
    }
    if (!op.requiresToken || op.method === 'GET') throw new Error(`${op.method} ${op.path}: only a signed-in write takes an Idempotency-Key.`);
    route.preHandler = [...[route.preHandler ?? []].flat(), useKey];
    route.onSend = [...[route.onSend ?? []].flat(), recordAnswer];
    route.onResponse = [...[route.onResponse ?? []].flat(), releaseUnanswered];
  });
}, { name: 'idempotency', dependencies: ['repositories', 'workspace', 'contract'] });
