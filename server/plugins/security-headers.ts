// Security headers on every answer, worked out by helmet (docs/decisions.md "Security headers"): the portal
// gets a strict Content-Security-Policy whose only inline scripts are the ones the build wrote, each allowed by its
// hash; the API's answers get a policy that allows nothing, since no browser should ever render them as a page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Directives = Record<string, string[]>;

/** HSTS as helmet would send it: a year, subdomains included. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** JSON, files and media under /api/: nothing may load from them or frame them. */
export const API_DIRECTIVES: Directives = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };
/**
 * The API's headers for answers written before any hook runs (a malformed URL, which Fastify's router refuses
 * itself): the same policy as every other API answer.
 */
export const BARE_API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

/**
 * The portal's policy. Styles allow 'unsafe-inline': React renders `style` attributes, the prerendered pages
 * inline their CSS and the toaster inserts a <style>; CSS cannot run script, and scripts stay hash-only.
 */
export function portalDirectives(o: { scriptHashes: readonly string[]; formActions: readonly string[] }): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...o.scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // data: and blob: for a logo's local preview before it is uploaded.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...o.formActions],
    frameAncestors: ["'none'"],
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source ('sha256-…') of every inline script in a page. A regular expression is enough: it reads only
 * the HTML our own build wrote, where a script's text never holds "</script".
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the inline scripts of every HTML file in the built portal (none while it is not built). */
export function builtScriptHashes(distDir: string): string[] {
  if (!existsSync(distDir)) return [];
  const hashes = new Set<string>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}

const isApi = (req: FastifyRequest) => req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?');

/**
 * The headers a helmet middleware sets, worked out once: none of ours depends on the request, and building them per
 * answer (as helmet's Fastify plugin does) was a large share of a light request's time.
 */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

export default fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  // The same folder the site plugin serves (DIST_DIR wins), read once: the HTML never changes while running.
  const distDir = app.deps.config.distDir ?? opts.distDir;
  const esewa = app.deps.config.esewa;
  // eSewa is entered by posting a form to its page; only the configured gateway's origin may receive it.
  const formActions = esewa ? [new URL(esewa.formUrl).origin] : [];
  const common = headersOf(helmet({
    // Set per answer below: which policy depends on the path, HSTS on how the request arrived.
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  }));
  const portal = Object.entries({
    ...common,
    ...headersOf(helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: portalDirectives({ scriptHashes: builtScriptHashes(distDir), formActions }),
    })),
  });
  const api = Object.entries({ ...common, ...headersOf(helmet.contentSecurityPolicy({ useDefaults: false, directives: API_DIRECTIVES })) });

  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of isApi(req) ? api : portal) reply.raw.setHeader(name, value);
    // req.protocol reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY); browsers ignore HSTS over
    // plain HTTP anyway, but it is never sent there.
    if (req.protocol === 'https') reply.raw.setHeader('Strict-Transport-Security', HSTS);
    done();
  });
}, { name: 'security-headers' });
