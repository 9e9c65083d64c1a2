// First visit, then a repeat visit: how many document/JS/CSS responses the service worker answered.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { onCleanup } from './cleanup.mjs';

const COUNTED = new Set(['document', 'script', 'stylesheet']);

export async function repeatVisit(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const close = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();

    const firstVisit = [];
    const recordFirst = (res) => COUNTED.has(res.request().resourceType()) && firstVisit.push(new URL(res.url()).pathname);
    page.on('response', recordFirst);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    page.off('response', recordFirst);
    // Precaching finishes before the worker activates; `ready` resolves once it is active.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);

    const repeat = [];
    const recordRepeat = (res) => {
      const type = res.request().resourceType();
      if (COUNTED.has(type)) repeat.push({ path: new URL(res.url()).pathname, type, fromServiceWorker: res.fromServiceWorker() });
    };
    page.on('response', recordRepeat);
    await page.reload({ waitUntil: 'networkidle' });
    page.off('response', recordRepeat);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const h1 = (await page.locator('h1').first().textContent())?.trim() ?? '';

    return {
      scope,
      controlled,
      h1,
      firstVisit,
      served: repeat.filter((r) => r.fromServiceWorker).length,
      total: repeat.length,
      notServed: repeat.filter((r) => !r.fromServiceWorker).map((r) => `${r.type} ${r.path}`),
    };
  } finally {
    await close();
  }
}
