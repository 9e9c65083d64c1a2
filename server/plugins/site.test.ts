import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app';

const dist = mkdtempSync(path.join(os.tmpdir(), 'jagir-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Jagir</title><div id="root"></div>');
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(dist, 'assets', 'index-Bx12ab.js'), 'console.log(1)');
mkdirSync(path.join(dist, 'pages'));
writeFileSync(path.join(dist, 'pages', 'faq.html'), '<!doctype html><title>FAQs</title><div id="root" data-prerendered><h1>FAQ</h1></div>');
writeFileSync(path.join(dist, 'pages', 'ne.html'), '<!doctype html><html lang="ne"><title>Jagir</title><div id="root" data-prerendered><h1>नेपाल</h1></div>');
// /terms is listed but its file is missing: it falls back to the shell.
writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify({ '/faq': 'pages/faq.html', '/terms': 'pages/terms.html', '/ne/': 'pages/ne.html' }));

describe('with the portal built', () => {
  const t = setupTestApp({ distDir: dist });

  it('serves the app shell at / and for any page navigation, never cached stale', async () => {
    for (const url of ['/', '/employer/overview', '/settings/company?tab=1']) {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves a prerendered page for its own path only, never cached stale', async () => {
    for (const url of ['/faq', '/faq?from=footer']) {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<h1>FAQ</h1>');
    }
    for (const url of ['/faq/more', '/terms', '/']) {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const direct = await t.inject({ method: 'GET', url: '/pages/faq.html' });
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('names a prerendered page’s address in each language (hreflang), Nepali’s home with or without its slash', async () => {
    const faq = await t.inject({ method: 'GET', url: '/faq', headers: { accept: 'text/html', host: 'jagir.example' } });
    expect(faq.headers.link).toBe(
      '<http://jagir.example/faq>; rel="alternate"; hreflang="en", <http://jagir.example/ne/faq>; rel="alternate"; hreflang="ne", '
      + '<http://jagir.example/faq>; rel="alternate"; hreflang="x-default"',
    );
    for (const url of ['/ne', '/ne/']) {
      const home = await t.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'jagir.example' } });
      expect(home.body).toContain('<h1>नेपाल</h1>');
      expect(home.headers.link).toContain('<http://jagir.example/>; rel="alternate"; hreflang="en"');
      expect(home.headers.link).toContain('<http://jagir.example/ne/>; rel="alternate"; hreflang="ne"');
    }
    // The app shell is the same for every address: it names no alternates.
    const shell = await t.inject({ method: 'GET', url: '/employer/overview', headers: { accept: 'text/html' } });
    expect(shell.headers.link).toBeUndefined();
  });

  it('serves hashed assets as immutable and sw.js as no-cache', async () => {
    const asset = await t.inject({ method: 'GET', url: '/assets/index-Bx12ab.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await t.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers /api paths with JSON only', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/employer/overview/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('without a built portal', () => {
  const t = setupTestApp({ distDir: path.join(dist, 'missing') });

  it('shows a placeholder page that says how to build it', async () => {
    const res = await t.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Jagir</h1>');
    expect(res.body).toContain('npm run build');
  });
});
