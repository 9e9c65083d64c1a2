import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_MARKER, copyBuild, makeNextBuild } from './support/next-build';
import { serviceWorkerReady } from './support/service-worker';
import { stackBaseUrl, stackDistDir } from './support/stack-env';
import { startStaticServer, type StaticServer } from './support/static-server';
import { expect, test } from './support/fixtures';

let builds: string;
let site: StaticServer;

test.beforeAll(async () => {
  builds = mkdtempSync(join(tmpdir(), 'jagir-e2e-builds-'));
  copyBuild(stackDistDir(), join(builds, 'a'));
  makeNextBuild(join(builds, 'a'), join(builds, 'b'), 'b');
  site = await startStaticServer(join(builds, 'a'), stackBaseUrl());
});

test.afterAll(async () => {
  await site?.close();
  rmSync(builds, { recursive: true, force: true });
});

test('a new build shows "New version available" and Reload switches to it', async ({ page }) => {
  const marker = page.locator(`meta[name="${BUILD_MARKER}"]`);
  await page.goto(`${site.origin}/`);
  await serviceWorkerReady(page);
  await expect(marker).toHaveCount(0);

  site.setRoot(join(builds, 'b')); // deploy
  await page.reload();
  // The running version stays until the user chooses: no silent reload.
  await expect(page.getByText('New version available')).toBeVisible({ timeout: 15_000 });
  await expect(marker).toHaveCount(0);

  await page.getByRole('button', { name: /reload/i }).click();
  await expect(marker).toHaveAttribute('content', 'b');
  await expect(page.getByText('New version available')).toHaveCount(0);
});
