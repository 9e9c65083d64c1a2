// A private production build and its JS weight: what the landing page loads up front, and each lazy chunk.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { run } from './processes.mjs';

const gzipped = promisify(gzip);

/** `vite build` into outDir (never the shared dist/), with .vite/manifest.json. */
export async function buildPortal(root, outDir) {
  await run(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--manifest'], { cwd: root });
}

/** Gzipped size of a built file, as Vite reports it (default level). */
export async function gzipSize(outDir, file) {
  return (await gzipped(await readFile(path.join(outDir, file)))).length;
}

/**
 * Landing = index.html's entry chunk and everything it statically imports (manifest `imports`, recursively).
 * Lazy chunks = every dynamic entry, with the static imports it needs beyond the landing set.
 */
export async function measureBundle(outDir) {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in .vite/manifest.json');

  const landingKeys = staticClosure(entryKey);
  const landing = await Promise.all([...landingKeys].map(async (key) => ({ key, file: manifest[key].file, gzip: await gzipSize(outDir, manifest[key].file) })));

  const lazy = await Promise.all(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(async ([key, chunk]) => {
        const extra = [...staticClosure(key)].filter((k) => k !== key && !landingKeys.has(k));
        const extraGzip = (await Promise.all(extra.map((k) => gzipSize(outDir, manifest[k].file)))).reduce((a, b) => a + b, 0);
        return { key, file: chunk.file, isRoute: key.startsWith('src/routes/'), gzip: await gzipSize(outDir, chunk.file), extraGzip };
      }),
  );
  landing.sort((a, b) => b.gzip - a.gzip);
  lazy.sort((a, b) => b.gzip - a.gzip);
  return { landing, landingTotal: landing.reduce((sum, c) => sum + c.gzip, 0), lazy };
}
