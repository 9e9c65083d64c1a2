import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIST_DIR } from '../app';
import { setupTestApp } from '../test/app';
import { builtScriptHashes, inlineScriptHashes } from './security-headers';

const LOADER = 'import("/assets/index.js")';
// printf 'import("/assets/index.js")' | openssl dgst -sha256 -binary | base64
const LOADER_HASH = "'sha256-Hw2nd6C+ukmE5fl7RVaB8ghW//zFVlezJR+g767k2JA='";

const dist = mkdtempSync(path.join(os.tmpdir(), 'jagir-dist-csp-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'pages'));
writeFileSync(path.join(dist, 'index.html'),
  '<!doctype html><title>Jagir</title><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script>');
writeFileSync(path.join(dist, 'pages', 'faq.html'),
  `<!doctype html><title>FAQs</title><div id="root" data-prerendered="/faq" inert><h1>FAQ</h1></div>\n<script type="module">${LOADER}</script>`);
writeFileSync(path.join(dist, 'prerendered.json'), JSON.stringify({ '/faq': 'pages/faq.html' }));
writeFileSync(path.join(dist, 'assets', 'index.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'sw.js'), 'importScripts("workbox.js")');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Jagir"}');

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, `CSP on ${res.raw.req.url}`).toBeTypeOf('string');
  return new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('same-origin');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

function expectPortalPolicy(res: LightMyRequestResponse) {
  expectCommonHeaders(res);
  const d = csp(res);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('script-src')).not.toContain("'unsafe-inline'");
  expect(d.get('script-src')).not.toContain("'unsafe-eval'");
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('connect-src')).toEqual(["'self'"]);
  expect(d.get('worker-src')).toEqual(["'self'"]);
  expect(d.get('manifest-src')).toEqual(["'self'"]);
  expect(d.has('upgrade-insecure-requests')).toBe(false); // would break a plain-HTTP deployment
  return d;
}

describe('inline script hashes', () => {
  it('hashes each inline script as CSP wants it and skips scripts loaded from a file', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script></head>
      <body><script type="module">${LOADER}</script><SCRIPT>${LOADER}</SCRIPT><script src=/x.js></script><script></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([LOADER_HASH, LOADER_HASH]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('hashes the exact text, so one changed character is another hash', () => {
    expect(inlineScriptHashes(`<script>${LOADER} </script>`)).not.toEqual([LOADER_HASH]);
  });

  it('collects the hashes of every HTML file of a build, once each', () => {
    const build = mkdtempSync(path.join(os.tmpdir(), 'jagir-dist-hashes-'));
    mkdirSync(path.join(build, 'pages'));
    writeFileSync(path.join(build, 'index.html'), '<script src="/a.js"></script>');
    writeFileSync(path.join(build, 'pages', 'a.html'), `<script type="module">${LOADER}</script>`);
    writeFileSync(path.join(build, 'pages', 'b.html'), `<script type="module">${LOADER}</script><script>1</script>`);
    writeFileSync(path.join(build, 'pages', 'c.js'), `<script>2</script>`);
    expect(builtScriptHashes(build)).toEqual(
      [LOADER_HASH, `'sha256-${createHash('sha256').update('1').digest('base64')}'`].sort());
    expect(builtScriptHashes(path.join(build, 'missing'))).toEqual([]);
  });
});

describe('with the portal built and eSewa configured', () => {
  const t = setupTestApp({
    distDir: dist,
    env: { ESEWA_SECRET_KEY: '8gBm/:&EnhH.1/q', ESEWA_PRODUCT_CODE: 'EPAYTEST', ESEWA_FORM_URL: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form' },
  });

  it('gives every page the portal policy: built inline scripts by hash, forms to this site and eSewa only', async () => {
    for (const url of ['/faq', '/pages/faq.html', '/', '/employer/overview']) {
      const res = await t.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const d = expectPortalPolicy(res);
      expect(d.get('script-src')).toEqual(["'self'", LOADER_HASH]);
      expect(d.get('form-action')).toEqual(["'self'", 'https://rc-epay.esewa.com.np']);
    }
  });

  it('gives scripts, the service worker and the manifest the portal policy too (a worker runs under its own)', async () => {
    for (const url of ['/assets/index.js', '/sw.js', '/manifest.webmanifest']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectPortalPolicy(res);
    }
  });

  it('gives API answers a policy that allows nothing, whatever their status', async () => {
    const answers = [
      await t.inject({ method: 'GET', url: '/api/health/' }),
      await t.inject({ method: 'GET', url: '/api/nothing-here/' }),
      await t.inject({ method: 'GET', url: '/api/employer/jobs/' }),
      await t.inject({ method: 'POST', url: '/api/auth/login/', payload: '{"email":', headers: { 'content-type': 'application/json' } }),
      // Refused by the router before any hook runs.
      await t.inject({ method: 'GET', url: '/api/jobs/%E0%A4%A/' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400, 400]);
    for (const res of answers) {
      expectCommonHeaders(res);
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('sends no HSTS over plain HTTP, nor for an X-Forwarded-Proto no proxy is trusted to set', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a trusted proxy', () => {
  const t = setupTestApp({ distDir: dist, env: { TRUST_PROXY: '10.0.0.1' } });

  it('sends HSTS only when the trusted proxy says the request came over TLS', async () => {
    const get = (remoteAddress: string, proto?: string) => t.inject({
      method: 'GET', url: '/faq', remoteAddress, headers: proto ? { 'x-forwarded-proto': proto } : {},
    });
    expect((await get('10.0.0.1', 'https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get('10.0.0.1', 'http')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('10.0.0.1')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('10.0.0.9', 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('lets forms go to this site only when no gateway posts a form', async () => {
    const d = csp(await t.inject({ method: 'GET', url: '/faq' }));
    expect(d.get('form-action')).toEqual(["'self'"]);
  });
});

describe('without a built portal', () => {
  const t = setupTestApp({ distDir: path.join(dist, 'missing') });

  it('gives the placeholder page the portal policy with no inline script allowed', async () => {
    const res = await t.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(expectPortalPolicy(res).get('script-src')).toEqual(["'self'"]);
  });
});

// Only where `npm run build` has run: the real prerendered pages' loaders are allowed by the policy they are served with.
const built = existsSync(path.join(DEFAULT_DIST_DIR, 'index.html')) && existsSync(path.join(DEFAULT_DIST_DIR, 'prerendered.json'));
describe.skipIf(!built)('the built portal (dist/)', () => {
  const t = setupTestApp({ distDir: DEFAULT_DIST_DIR });

  it('serves each prerendered page with the hash of its inline loader in its policy', async () => {
    const pages = built ? Object.keys(JSON.parse(readFileSync(path.join(DEFAULT_DIST_DIR, 'prerendered.json'), 'utf8')) as object) : [];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const res = await t.inject({ method: 'GET', url: page, headers: { accept: 'text/html' } });
      const scripts = [...res.body.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(scripts, page).toHaveLength(1);
      const hash = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
      expect(csp(res).get('script-src'), page).toContain(hash);
    }
  });
});
