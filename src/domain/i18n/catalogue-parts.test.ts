// The public site renders with only the `site` part of the catalogue loaded (catalogue-parts.ts). This walks the
// static imports from every page that does not load the `workspace` part and fails on any workspace key it can
// reach, so a public page can never show a raw key.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PARTS, PAGES_NAMESPACES, PAGES_PART_PATHS, SERVER_NAMESPACES, WORKSPACE_NAMESPACES, partOfKey, pickPart } from './catalogue-parts';
import en from './locales/en';

const SRC = path.resolve(__dirname, '../..');
const ROUTES = path.join(SRC, 'routes');
/** Files that load the workspace part before they render (and everything only they import). */
const LOADS_WORKSPACE = [path.join(ROUTES, '_authenticated.tsx'), path.join(ROUTES, 'machines.tsx')];
/** The pages that load the `pages` part before they render: their route's loader says so. */
const LOADS_PAGES = readdirSync(ROUTES, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
  .map((entry) => path.join(ROUTES, entry.name))
  .filter((file) => readFileSync(file, 'utf8').includes("loadCatalogue('pages')"));
/** The generated route tree imports every route; each route is walked on its own instead. */
const ROUTE_TREE = path.join(SRC, 'routeTree.gen.ts');

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== undefined && !f.includes(`${path.sep}locales${path.sep}`));
}

/** The public pages: every route file outside the signed-in layout, except those that load the workspace part. */
const publicRoutes = readdirSync(ROUTES, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
  .map((entry) => path.join(ROUTES, entry.name))
  .filter((file) => !LOADS_WORKSPACE.includes(file));

function reachableFrom(entries: string[], loaders: string[] = LOADS_WORKSPACE): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries, path.join(SRC, 'main.tsx'), path.join(SRC, 'app.tsx')];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || loaders.includes(file) || file === ROUTE_TREE) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

const keys = Object.keys(en);

describe('the catalogue parts', () => {
  it('cut every key into exactly one part (the server’s into none), and the workspace part by whole namespaces that exist', () => {
    const parts = CATALOGUE_PARTS.map((part) => Object.keys(pickPart(en, part)));
    const serverOnly = keys.filter((key) => (SERVER_NAMESPACES as readonly string[]).includes(key.slice(0, key.indexOf('.'))));
    expect(serverOnly.length).toBeGreaterThan(0);
    expect([...parts.flat(), ...serverOnly].sort()).toEqual([...keys].sort());
    expect(partOfKey('mail.otp.verify.subject')).toBe('server');
    expect(partOfKey('machineDoc.login.machine')).toBe('machines');
    for (const namespace of WORKSPACE_NAMESPACES) expect(keys.some((key) => key.startsWith(`${namespace}.`)), namespace).toBe(true);
    expect(partOfKey('jobs.published')).toBe('workspace');
    expect(partOfKey('validation.emailRequired')).toBe('site');
  });

  /** Keys of `namespaces` written in any of `files`, as `file: key`. */
  function keysIn(files: Set<string>, namespaces: readonly string[]): string[] {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, literal] of text.matchAll(/['"`]([a-zA-Z]+\.[a-zA-Z0-9_.]*)/g)) {
        const namespace = literal!.slice(0, literal!.indexOf('.'));
        if (namespaces.includes(namespace) && keys.some((key) => key.startsWith(literal!))) {
          found.push(`${path.relative(SRC, file)}: ${literal}`);
        }
      }
    }
    return found;
  }

  it('leave no workspace key within reach of a public page', () => {
    const reachable = reachableFrom(publicRoutes);
    expect(reachable.size).toBeGreaterThan(20);
    expect(keysIn(reachable, WORKSPACE_NAMESPACES)).toEqual([]);
  });

  it('leave the `pages` part’s keys within reach of the pages that load it only', () => {
    // The prerendered pages the prerender preloads the part with are among them.
    expect(LOADS_PAGES).toEqual(expect.arrayContaining(PAGES_PART_PATHS.map((page) => path.join(ROUTES, `${page.slice(1)}.tsx`))));
    const routes = readdirSync(ROUTES, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      // A `-` file or folder is not a route (the router ignores it): reached only through the routes that import it.
      .filter((file) => !path.relative(ROUTES, file).split(path.sep).some((part) => part.startsWith('-')))
      .filter((file) => !LOADS_PAGES.includes(file));
    const reachable = reachableFrom(routes, LOADS_PAGES);
    expect(reachable.size).toBeGreaterThan(100);
    expect(keysIn(reachable, PAGES_NAMESPACES)).toEqual([]);
    expect(keysIn(new Set(LOADS_PAGES), PAGES_NAMESPACES)).not.toEqual([]);
  });
});
