import type { Page } from '@playwright/test';

/** Resolves once the page's origin has an active service worker (it has precached everything by then). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
