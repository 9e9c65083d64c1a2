// The built portal (dist/) from the same origin as the API: files as they are, a prerendered page's own HTML
// (scripts/prerender) for its path, the app shell for every other page navigation, and a small placeholder page
// while the portal is not built.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '../../src/domain/i18n/locale.js';
import { LOCALE_BASE, pathInLocale, pathWithoutLocale } from '../../src/domain/i18n/locale-path.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a GET that matched no file: the app shell for page navigations, else 404. */
    sitePage(req: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose names never change and so must always be revalidated. */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Jagir</title></head>
<body><main><h1>Jagir</h1><p>The API is running. The portal has not been built yet: run <code>npm run build</code>
(or <code>npm start</code>, which builds it) and reload.</p></main></body></html>
`;

/** Path → file of the pages the build prerendered (dist/prerendered.json), if any and if the files are there. */
function prerenderedPages(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, 'prerendered.json');
  if (!existsSync(manifest)) return new Map();
  try {
    const entries = Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>);
    return new Map(entries.filter((e): e is [string, string] => typeof e[1] === 'string' && existsSync(path.join(distDir, e[1]))));
  } catch {
    return new Map(); // a broken manifest only costs the prerendering, never the site
  }
}

const isPageNavigation = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (path.extname(req.url.split('?')[0]!) === '' || req.headers.accept?.includes('text/html') === true);

/** The key of a page in the prerender manifest: Nepali's home is `/ne/`, however it is asked for. */
const prerenderedPath = (pathname: string) => (pathname === '/ne' ? '/ne/' : pathname);

/**
 * The same page in every language, as an HTTP Link header (hreflang alternates, with English as the default):
 * the header knows the address the page was asked at, which the prerendered file cannot.
 */
export function languageAlternates(origin: string, pathname: string): string {
  const english = pathWithoutLocale(pathname);
  const link = (href: string, lang: string) => `<${origin}${href}>; rel="alternate"; hreflang="${lang}"`;
  return [
    ...(Object.keys(LOCALE_BASE) as Locale[]).map((locale) => link(pathInLocale(english, locale), locale)),
    link(english, 'x-default'),
  ].join(', ');
}

export default fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const publicOrigin = (req: FastifyRequest) => app.deps.config.publicUrl ?? `${req.protocol}://${req.host}`;
  // DIST_DIR (e.g. a private build for a benchmark or the e2e suite) wins over the folder buildApp passes.
  const distDir = app.deps.config.distDir ?? opts.distDir;
  const built = existsSync(path.join(distDir, 'index.html'));
  const pages = built ? prerenderedPages(distDir) : new Map<string, string>();
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br/.gz beside each text file (vite.config.ts precompress).
      preCompressed: true,
      setHeaders(reply, file) {
        const name = path.relative(distDir, file);
        // Every HTML file (the shell and the prerendered pages) names the current hashed assets: always revalidated.
        const fresh = ALWAYS_FRESH.has(name) || name.endsWith('.html');
        reply.header('Cache-Control', name.startsWith(`assets${path.sep}`) ? IMMUTABLE : fresh ? NO_CACHE : 'public, max-age=3600');
      },
    });
  }
  app.decorate('sitePage', (req: FastifyRequest, reply: FastifyReply) => {
    if (!isPageNavigation(req)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('Cache-Control', NO_CACHE);
    if (!built) return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    const page = prerenderedPath(req.url.split('?')[0]!);
    const file = pages.get(page);
    if (file) reply.header('Link', languageAlternates(publicOrigin(req), page));
    return reply.sendFile(file ?? 'index.html', distDir, { cacheControl: false });
  });
}, { name: 'site' });
