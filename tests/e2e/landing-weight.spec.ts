// The English landing page's weight on a first visit (docs/performance.md): the JavaScript the page
// fetches until it is idle, at most 135 kB gzip. Each script's body is gzipped here, so the figure does not depend on
// how the server compressed it; `node bench/web/first-visit.mjs` prints the same figure per file.
import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

const BUDGET_GZIP = 135_000;

// A first-time visitor: a fresh context (no cache, no storage) and no service worker answering for the server.
test.use({ serviceWorkers: 'block', locale: 'en-US' });

test('the English landing page fetches at most 135 kB of JavaScript (gzip) before it is idle', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');

  const files = await Promise.all(
    scripts.map(async (response) => ({ file: new URL(response.url()).pathname, gzip: gzipSync(await response.body()).length })),
  );
  const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
  const listing = files.sort((a, b) => b.gzip - a.gzip).map(({ file, gzip }) => `${file} ${(gzip / 1000).toFixed(1)} kB`).join('\n');
  expect(files.length, 'scripts fetched').toBeGreaterThan(0);
  expect(total, `JS fetched by / (gzip), ${(total / 1000).toFixed(1)} kB:\n${listing}`).toBeLessThanOrEqual(BUDGET_GZIP);
});
