/**
 * The portal under its Content-Security-Policy (docs/decisions.md "Security headers"): every page, public and
 * employer, loads with nothing refused, and what the policy is there to stop is stopped. The fixtures fail any
 * test whose pages cause a violation; the tests that cause one on purpose read and empty the list.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { appTookOver, cspViolationsOf, expect, logInThroughUi, test } from './support/fixtures';
import { PROTECTED_PAGES, PUBLIC_PAGES } from './support/routes';

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/faq', '/employer/overview']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toBeUndefined(); // plain HTTP
  }
  const api = await request.get('/api/health/');
  expect(api.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
});

test('every public page loads and is taken over with nothing refused', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await appTookOver(page);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
});

test('every employer page loads with nothing refused', async ({ page, employer }) => {
  test.setTimeout(90_000);
  await logInThroughUi(page, employer);
  for (const path of PROTECTED_PAGES) {
    await page.goto(path);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
});

test('an inline script the build did not write is refused, and the check sees it', async ({ page }) => {
  await page.goto('/faq');
  await appTookOver(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "yes"';
    document.body.append(script);
  });
  await expect.poll(() => cspViolationsOf(page).join('\n')).toContain('script-src');
  await expect(page.locator('html')).not.toHaveAttribute('data-injected', 'yes');
  cspViolationsOf(page).length = 0;
});

test('another site cannot frame the portal', async ({ page, baseURL }) => {
  // Another origin on this machine (a request the page routes itself would count as a public site, which Chrome
  // stops from framing a local one whatever the headers say); a page of its own shows that an allowed frame renders.
  const framer = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(req.url === '/own'
      ? '<div id="root">own</div>'
      : `<!doctype html><iframe id="own" src="/own"></iframe><iframe id="portal" src="${baseURL}/login"></iframe>`);
  });
  await new Promise<void>((done) => framer.listen(0, '127.0.0.1', done));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`); // "load" waits for both frames
    await expect(page.frameLocator('#own').locator('#root')).toHaveText('own');
    await expect(page.frameLocator('#portal').locator('#root')).toHaveCount(0);
    await expect.poll(() => cspViolationsOf(page).join('\n')).toContain("frame-ancestors 'none'");
    cspViolationsOf(page).length = 0;
  } finally {
    await new Promise((done) => framer.close(done));
  }
});
