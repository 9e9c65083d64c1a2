import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { localeRedirectInHead } from './scripts/i18n/locale-redirect.js';
import { compiledCatalogues } from './scripts/i18n/plugin.js';
import { prerender } from './scripts/prerender/plugin.js';
import { LOCALE_NAMES } from './src/domain/i18n/locale.js';
import { pathInLocale } from './src/domain/i18n/locale-path.js';

const PRERENDERED_PAGES = ['/', '/services', '/faq', '/pricing', '/contact', '/terms', '/privacy', '/login'];

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Writes .br and .gz beside each text file of the build, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jagir-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !/\.(js|css|html|svg|webmanifest|json|txt)$/.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const body = readFileSync(file);
          if (body.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': src } },
  plugins: [
    // The router plugin must run before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePrefix: '-' }),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // Our own worker (src/pwa/worker/sw.ts): it claims the first page and, later, handles push and sync.
      strategies: 'injectManifest',
      srcDir: 'src/pwa/worker',
      filename: 'sw.ts',
      // public/ (favicon, icons, default logo) is precached by globPatterns below; listing it again duplicates it.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Jagir — Employer Portal',
        short_name: 'Jagir',
        description: 'Post jobs, screen applicants and hire across Nepal.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#b91c1c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], // the plugin adds manifest.webmanifest itself
      },
    }),
    compiledCatalogues(),
    localeRedirectInHead(),
    // The static marketing pages as HTML (scripts/prerender); server/plugins/site.ts serves them.
    // Each in English and in Nepali (/ne/…: docs/i18n.md).
    prerender({ pages: PRERENDERED_PAGES.flatMap((page) => LOCALE_NAMES.map((locale) => pathInLocale(page, locale))) }),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every page loads before it starts is two files, the libraries and the app's own start, instead of a
        // dozen small shared chunks; the state-machine runtime is one file, loaded by the pages that use it
        // (docs/performance.md "A short start on a phone").
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'start', tags: ['$initial'], priority: 1 },
            { name: 'xstate', test: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    // Test files share a worker's modules instead of loading them again for each file: on two cores the suite takes
    // half the time. A shared helper therefore cannot register its own afterEach (src/session/-testing/after-each-test.ts),
    // and a test that changes a global (navigator.onLine, a spy) puts it back.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
          // A form test types and renders through real providers: seconds on a busy two-core machine.
          testTimeout: 15_000,
          // Model-based machine tests: merge coverage into docs/machines/coverage.json and print it.
          globalSetup: ['src/machines/-testing/coverage-reporter.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.mjs'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
