/**
 * A tiny static server whose root can be swapped while it runs: "deploying" a new build on one origin, which
 * a service-worker update needs (a service worker belongs to one origin). Unknown paths get index.html like the
 * real server; /api/ is passed through to the real API server.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  origin: string;
  setRoot(dir: string): void;
  close(): Promise<void>;
}

export async function startStaticServer(initialRoot: string, apiOrigin: string): Promise<StaticServer> {
  let root = initialRoot;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(new URL(url.pathname + url.search, apiOrigin), {
        method: req.method,
        headers: { ...req.headers, host: new URL(apiOrigin).host },
      });
      upstream.on('response', (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    // The path is absolute, so normalize() cannot climb above the root.
    let file = join(root, normalize(decodeURIComponent(url.pathname)));
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = join(file, 'index.html');
      if (existsSync(index)) file = index;
      else if (!extname(url.pathname)) file = join(root, 'index.html');
      else return void res.writeHead(404).end();
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('static server did not get a port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    setRoot: (dir) => {
      root = dir;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
