/**
 * "A new build" without running Vite again: a copy of a built portal whose index.html carries a marker and
 * whose service worker lists the new index.html revision — exactly what changes between two deployments, and
 * enough for the browser to find and install a new service worker.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_MARKER = 'e2e-build';

export function copyBuild(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

export function makeNextBuild(from: string, to: string, buildId: string): void {
  copyBuild(from, to);
  const indexPath = join(to, 'index.html');
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to mark');
  writeFileSync(indexPath, html.replace('</head>', `<meta name="${BUILD_MARKER}" content="${buildId}"></head>`));

  const swPath = join(to, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  // The injected precache list is JSON: {"revision":"…","url":"index.html"}.
  const revision = /(\{"revision":")([^"]+)(","url":"index\.html"\})/;
  if (!revision.test(sw)) throw new Error('sw.js does not precache index.html with a revision');
  writeFileSync(swPath, sw.replace(revision, `$1${buildId}$3`));
}
