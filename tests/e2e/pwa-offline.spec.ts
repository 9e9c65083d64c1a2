import { serviceWorkerReady } from './support/service-worker';
import { expect, test } from './support/fixtures';

test('the marketing pages open offline after one visit', async ({ page, context }) => {
  await page.goto('/');
  await serviceWorkerReady(page);

  // Online, an /api/ navigation still reaches the server: the service worker never answers it with the shell.
  const api = await page.goto('/api/health/');
  expect(api?.headers()['content-type'] ?? '').toContain('application/json');
  expect(api?.fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  for (const path of ['/', '/faq', '/pricing']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} comes from the service worker`).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /offline/i }), 'offline indicator').toBeVisible();

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker(), `${path} reloads from the service worker`).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // Offline, /api/ is not answered with the app shell either.
  const apiType = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/skills/');
      return response.headers.get('content-type') ?? '';
    } catch {
      return 'network error';
    }
  });
  expect(apiType).not.toContain('text/html');
});

test('the first page is claimed: route code it loads next comes from the precache', async ({ page, context }) => {
  await page.goto('/');
  await serviceWorkerReady(page);
  // No reload: the worker took control of the page that installed it.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  // A client-side navigation fetches the route's chunk; offline it can only come from the worker's cache.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
});

test('the Nepali pages open offline after one visit, in Nepali', async ({ page, context }) => {
  await page.goto('/ne/');
  await serviceWorkerReady(page);

  await context.setOffline(true);
  for (const path of ['/ne/faq', '/ne/pricing', '/ne/login']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} comes from the service worker`).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    // The heading is written in Devanagari: the Nepali catalogue came from the cache too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
    await expect(page.getByRole('status').filter({ hasText: /अफलाइन/ }), 'offline indicator').toBeVisible();
  }
});
