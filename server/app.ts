// Builds the Fastify app from its dependencies; main.ts and the tests both call this.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '../src/domain/constants';
import type { Config } from './config';
import { loadContract } from './contract/contract';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import { MAX_IMAGE_BYTES } from './lib/images';
import activityPlugin from './plugins/activity';
import arrivalOrderPlugin from './plugins/arrival-order';
import contractPlugin from './plugins/contract';
import idempotencyPlugin from './plugins/idempotency';
import rateLimitsPlugin from './plugins/rate-limits';
import repositoriesPlugin from './plugins/repositories';
import workspacePlugin from './plugins/workspace';
import messageHubPlugin from './plugins/message-hub';
import pushPlugin from './plugins/push';
import errorsPlugin, { apiNotFound } from './plugins/errors';
import sitePlugin from './plugins/site';
import securityHeadersPlugin, { BARE_API_HEADERS } from './plugins/security-headers';
import accountRoutes from './routes/account';
import billingRoutes from './routes/billing';
import calendarRoutes from './routes/calendar';
import messagesRoutes from './routes/messages';
import securityRoutes from './routes/security';
import localePlugin from './plugins/locale';
import metricsPlugin from './plugins/metrics';
import supportRoutes from './routes/support';
import authRoutes from './routes/auth';
import contactRoutes from './routes/contact';
import healthRoutes from './routes/health';
import mediaRoutes from './routes/media';
import notImplementedRoutes from './routes/not-implemented';
import applicationRoutes from './routes/applications';
import candidateRoutes from './routes/candidates';
import dashboardRoutes from './routes/dashboard';
import jobRoutes from './routes/jobs';
import publicJobRoutes from './routes/public-jobs';
import savedApplicantRoutes from './routes/saved-applicants';
import swipeRoutes from './routes/swipe';
import passwordResetRoutes from './routes/password-reset';
import profileRoutes from './routes/profile';
import pushRoutes from './routes/push';
import skillsRoutes from './routes/skills';
import uploadRoutes from './routes/upload';
import teamRoutes from './routes/team';
import scorecardRoutes from './routes/scorecards';
import commentRoutes from './routes/comments';
import activityRoutes from './routes/activity';
import seekerRoutes from './routes/seeker';
import seekerProfileRoutes from './routes/seeker-profile';
import type { Mailer } from './services/mail';

export interface AppDeps {
  database: Database;
  config: Config;
  mailer: Mailer;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** The built portal; defaults to the repository's dist/. */
  distDir?: string;
  /** Tests: called for every answer that does not match the contract. */
  onResponseMismatch?: (problem: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & { db: Db };
  }
}

/**
 * An answer sent before its request body was read (413, or a 404 before an upload) leaves the rest of the body on
 * the wire. Closing then would reset the connection under a client still sending, and it would never read the
 * answer; so the rest is read and dropped, up to these bounds, and only a client that goes past them is cut off.
 */
const DRAIN_BYTES = 10 * MAX_BODY_BYTES;
const DRAIN_MS = 30_000;

function drainRest(raw: IncomingMessage) {
  const { socket } = raw;
  let left = DRAIN_BYTES;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, DRAIN_MS).unref();
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/** A request Node cannot parse (an unknown method, a malformed line) still gets a DRF-shaped answer. */
function clientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] = err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request header fields too large.']
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request timeout.'] : [400, 'Bad request.'] as const;
  const body = JSON.stringify({ detail });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
    + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** Errors Fastify's router raises before any route runs, in DRF shape like every other answer. */
function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  reply.headers(BARE_API_HEADERS);
  // A path parameter too long to be an id names nothing that exists.
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(404).send({ detail: 'Not found.' });
  return reply.code(400).send({ detail: err.code === 'FST_ERR_BAD_URL' ? 'Malformed URL.' : 'Bad request.' });
}

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: deps.logger ?? false,
    // Every log line of a request carries its id (`reqId`), and so does its answer (X-Request-Id): one id finds a
    // request's whole story across processes' logs. Ids from outside are not taken (docs/deploy.md).
    genReqId: () => randomUUID(),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: deps.config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    clientErrorHandler: clientError,
    frameworkErrors: frameworkError as FastifyServerOptions['frameworkErrors'],
  };
  const app = Fastify(options);
  app.decorate('deps', { ...deps, db: deps.database.db });

  // An empty JSON body reads as "no body" (e.g. logout); anything else goes through Fastify's safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parseJson(req, text, done);
  });

  // Before anything else sees a request: it waits its turn.
  await app.register(arrivalOrderPlugin);
  // Counts every answer, refusals by any later hook too.
  await app.register(metricsPlugin);
  // The request's language first, so every answer (a refusal by any later hook too) is written in it.
  await app.register(localePlugin);
  // External plugins first: security headers on every answer, then multipart and the site.
  await app.register(securityHeadersPlugin, { distDir: deps.distDir ?? DEFAULT_DIST_DIR });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 100_000, parts: 25 },
    throwFileSizeLimit: true,
  });
  await app.register(sitePlugin, { distDir: deps.distDir ?? DEFAULT_DIST_DIR });

  // Then ours: repositories, errors, the contract (validation and auth per route), idempotency, routes.
  await app.register(repositoriesPlugin);
  await app.register(workspacePlugin);
  await app.register(messageHubPlugin);
  await app.register(pushPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(errorsPlugin);
  await app.register(contractPlugin, { contract: await loadContract(), onResponseMismatch: deps.onResponseMismatch });
  // After the contract: the operations that take an Idempotency-Key are those whose parameters list it.
  await app.register(idempotencyPlugin);
  // After the contract: each change of the team is recorded once its answer is known.
  await app.register(activityPlugin);

  // Once the app is closing, every answer closes its connection: a keep-alive connection left idle after the last
  // answer would hold the shutdown until the client let go of it, past the grace period (docs/deploy.md "Stopping").
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // Fastify (or the client) asks to close after a body not read in full; it is drained instead (drainRest), and
    // saying keep-alive is what stops Node closing the socket under the client.
    if (closing) reply.header('connection', 'close');
    else if (req.raw.complete === false) reply.header('connection', 'keep-alive');
    reply.header('X-Request-Id', req.id);
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  app.addHook('onResponse', async (req) => {
    if (req.raw.complete === false) drainRest(req.raw);
  });

  for (const routes of [
    healthRoutes, authRoutes, passwordResetRoutes, accountRoutes, profileRoutes, uploadRoutes, mediaRoutes,
    contactRoutes, skillsRoutes,
    jobRoutes, applicationRoutes, candidateRoutes, savedApplicantRoutes, swipeRoutes, dashboardRoutes, publicJobRoutes,
    messagesRoutes, calendarRoutes, billingRoutes, supportRoutes,
    securityRoutes, pushRoutes, teamRoutes, scorecardRoutes, commentRoutes, activityRoutes, seekerRoutes, seekerProfileRoutes,
  ]) {
    await app.register(routes);
  }
  // Last: whatever the contract lists and nothing above serves yet.
  await app.register(notImplementedRoutes, { contract: await loadContract() });

  app.setNotFoundHandler((req, reply) =>
    req.url === '/api' || req.url.startsWith('/api/') ? apiNotFound(req, reply) : app.sitePage(req, reply));

  return app;
}
