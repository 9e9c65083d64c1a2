// Vite build plugin: after the client bundle is written, renders the static marketing pages to HTML
// (dist/pages/<name>.html, listed in dist/prerendered.json for server/plugins/site.ts), so their content paints
// from the first response instead of after the JavaScript bundle. Every consumer of `vite build` gets them.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { localeOfPath, pathWithoutLocale } from '../../src/domain/i18n/locale-path.js';
import { PAGES_PART_PATHS, type CataloguePart } from '../../src/domain/i18n/catalogue-parts.js';
import type { RenderedPage } from './render';

const here = path.dirname(fileURLToPath(import.meta.url));
const stub = (name: string) => path.join(here, 'stubs', name);

/** Where a page's HTML goes inside the build, and the manifest the server reads. */
export const PRERENDER_MANIFEST = 'prerendered.json';
const pageFile = (page: string) => `pages/${page === '/' ? 'index' : page.slice(1).replace(/\/$/, '').replace(/\//g, '-')}.html`;

interface BundleInfo {
  entry: OutputChunk;
  chunks: Map<string, OutputChunk>;
}

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';

/** A chunk and everything it imports statically, as output file names. */
function staticClosure(chunks: Map<string, OutputChunk>, start: OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen;
  seen.add(start.fileName);
  for (const file of start.imports) {
    const chunk = chunks.get(file);
    if (chunk) staticClosure(chunks, chunk, seen);
  }
  return seen;
}

/** Chunks of at least this size are evaluated in a task of their own before the entry (see `pageDocument`). */
const OWN_TASK_BYTES = 16_000;

/**
 * The entry's large static dependencies, dependencies first. Evaluating a module graph is one task; importing these
 * one by one first cuts the app's start into shorter tasks (the libraries alone are 300 kB).
 */
export function evaluationStages(chunks: Map<string, OutputChunk>, entry: OutputChunk): string[] {
  const order: string[] = [];
  const visit = (chunk: OutputChunk, seen: Set<string>) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) visit(next, seen);
    }
    order.push(chunk.fileName);
  };
  visit(entry, new Set());
  return order.filter((file) => file !== entry.fileName && chunks.get(file)!.code.length >= OWN_TASK_BYTES);
}

/**
 * The files a page's loader preloads, in that order: the entry and what every page loads, then the page's own
 * chunks. The first stage's `import()` fetches it and everything it imports at once (a later stage waits for the one
 * before it); with no stage the entry is imported at once. A preload of those would only cost the main thread a link.
 */
export function preloadFiles(chunks: Map<string, OutputChunk>, entry: OutputChunk, stages: string[], own: Iterable<string>): string[] {
  const first = stages[0];
  const fetchedAtOnce = first ? staticClosure(chunks, chunks.get(first)!) : new Set([entry.fileName]);
  const files = new Set([entry.fileName, ...staticClosure(chunks, entry), ...own]);
  return [...files].filter((file) => !fetchedAtOnce.has(file)).map((file) => `/${file}`);
}

/** The code-split chunks of the page's route file (`src/routes/faq.tsx?tsr-split=…`). */
function routeChunks(info: BundleInfo, root: string, page: string): OutputChunk[] {
  const route = pathWithoutLocale(page);
  const source = path.join(root, 'src/routes', `${route === '/' ? 'index' : route.slice(1)}.tsx`);
  return [...info.chunks.values()].filter((chunk) => chunk.facadeModuleId?.split('?')[0] === source && chunk.isDynamicEntry);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's document: index.html with the rendered markup in #root (`data-prerendered` names its page; inert
 * until the app has taken over, so nothing is clicked or typed into before it works), the CSS inlined, and the
 * app's JS requested only once the first contentful paint is on screen, so the content never waits for a script.
 */
export function pageDocument(template: string, page: RenderedPage, css: string, entry: string, preloads: string[], stages: string[] = []): string {
  const loader =
    `const m=${JSON.stringify(preloads)},s=${JSON.stringify(stages)};` +
    // The large dependencies are evaluated one per task, then the entry (a failed one is retried by the entry's import).
    `const run=()=>{const f=s.shift(),next=()=>setTimeout(run);if(f)import(f).then(next,next);else import(${JSON.stringify(entry)})};` +
    // Starting a fetch costs the main thread: a few preloads per task, never one long task.
    `const load=()=>{run();let i=0;const more=()=>{document.head.insertAdjacentHTML('beforeend',m.slice(i,i+=6).map((h)=>'<link rel="modulepreload" href="'+h+'">').join(''));if(i<m.length)setTimeout(more)};more()};` +
    // After the first contentful paint has been presented (a hidden tab never paints: load at once).
    `if(document.visibilityState!=='visible'||!window.PerformanceObserver||performance.getEntriesByName('first-contentful-paint').length)load();` +
    `else{let done=false;const go=()=>{if(!done){done=true;o.disconnect();setTimeout(load)}};` +
    `const o=new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length)go()});o.observe({type:'paint',buffered:true});setTimeout(go,3000)}`;
  let html = template
    .replace(/\s*<script type="module"[^>]*src="[^"]*"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*>/, () => `<style>${css}</style>`)
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, (_all, end: string) =>
      `<div id="root" data-prerendered="${escapeHtml(page.pathname)}" inert>${page.html}</div>\n    <script type="module">${loader}</script>${end}`);
  if (page.title) html = html.replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(page.title!)}</title>`);
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`);
  return html;
}

export function prerender(options: { pages: readonly string[] }): Plugin {
  let config: ResolvedConfig;
  let info: BundleInfo | null = null;
  return {
    name: 'jagir-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).filter(isChunk).map((chunk) => [chunk.fileName, chunk]));
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      info = entry ? { entry, chunks } : null;
    },
    closeBundle: {
      // Before vite-plugin-pwa writes the precache list and before the .br/.gz copies are made.
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr || !info) return;
        const bundle = info;
        const outDir = path.resolve(config.root, config.build.outDir);
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const cssOf = async (files: Iterable<string>) =>
          (await Promise.all([...files].map((file) => readFile(path.join(outDir, file), 'utf8')))).join('');
        // What every page loads before it renders: the entry and its static imports.
        const entryFiles = staticClosure(bundle.chunks, bundle.entry);
        const stageFiles = evaluationStages(bundle.chunks, bundle.entry);
        const stages = stageFiles.map((file) => `/${file}`);
        const entryCss = new Set([...entryFiles].flatMap((file) => [...(bundle.chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
        // The page's language's catalogue, public part, which src/main.tsx awaits before taking over: fetched with
        // the page's own code, not after it (the module id carries the part: src/domain/i18n/catalogue-parts.ts).
        // The FAQ, services, terms and privacy pages load the `pages` part too, before they are taken over.
        const catalogueParts = (page: string) =>
          (PAGES_PART_PATHS as readonly string[]).includes(pathWithoutLocale(page)) ? (['site', 'pages'] as const) : (['site'] as const);
        const catalogueChunk = (page: string, part: CataloguePart) => {
          const id = `${path.join(config.root, `src/domain/i18n/locales/${localeOfPath(page)}.ts`)}?part=${part}`;
          const found = [...bundle.chunks.values()].filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === id);
          if (found.length !== 1) throw new Error(`prerender: expected one chunk for ${id}, found ${found.length}`);
          return found[0]!;
        };

        const server = await createServer({
          configFile: false,
          root: config.root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
          resolve: {
            alias: [
              { find: /^@\/(pwa\/online-status|pwa\/install-prompt|pwa\/update-state)$/, replacement: stub('pwa.ts') },
              { find: '@', replacement: path.join(config.root, 'src') },
            ],
          },
          plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-', disableLogging: true }), react()],
        });
        const written: Record<string, string> = {};
        try {
          const { renderPage } = (await server.ssrLoadModule(path.join(here, 'render.tsx'))) as typeof import('./render');
          await mkdir(path.join(outDir, 'pages'), { recursive: true });
          for (const page of options.pages) {
            try {
              const rendered = await renderPage(page);
              if (rendered.pathname !== page) throw new Error(`redirected to ${rendered.pathname}`);
              const own = routeChunks(bundle, config.root, page);
              const ownFiles = new Set(own.flatMap((chunk) => [...staticClosure(bundle.chunks, chunk)]).filter((file) => !entryFiles.has(file)));
              const ownCss = [...ownFiles].flatMap((file) => [...(bundle.chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
              const css = await cssOf(new Set([...entryCss, ...ownCss]));
              const catalogues = catalogueParts(page).map((part) => catalogueChunk(page, part).fileName);
              const preloads = preloadFiles(bundle.chunks, bundle.entry, stageFiles, [...ownFiles, ...catalogues]);
              const file = pageFile(page);
              await writeFile(path.join(outDir, file), pageDocument(template, rendered, css, `/${bundle.entry.fileName}`, preloads, stages));
              written[page] = file;
            } catch (err) {
              // A page that cannot be rendered is served as the app shell, as before; the build goes on.
              config.logger.warn(`prerender ${page}: ${err instanceof Error ? err.message : String(err)}`);
            }
          }
        } finally {
          await server.close();
        }
        await writeFile(path.join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(written, null, 2)}\n`);
        config.logger.info(`prerendered ${Object.keys(written).length} pages: ${Object.keys(written).join(' ')}`);
      },
    },
  };
}
