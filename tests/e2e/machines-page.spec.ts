/**
 * `/machines` from the footer, every machine with its diagram and tables, the live states of a
 * login followed from another tab, and its code kept off the landing page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import type { DocMachine, DocsBundle } from '@/machines/-docs/types';
import { stackDistDir } from './support/stack-env';
import { atPath } from './support/routes';
import { expect, loginForm, test } from './support/fixtures';

const bundle = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../src/machines/-docs/generated.json'), 'utf8'),
) as DocsBundle;

const tableRows = (doc: DocMachine): Record<string, number> => ({
  States: doc.states.length, Transitions: doc.transitions.length, Events: doc.events.length, Guards: doc.guards.length,
  Actions: doc.actions.length, Actors: doc.actors.length, Delays: doc.delays.length, Constants: doc.constants.length,
});

const section = (page: Page, name: string) => page.locator(`section#machine-${name}`);
/** The keys of the states the page highlights as active in a machine's diagram. */
/** The live line above a machine's diagram ("live Now in editing."). */
const liveLine = (page: Page, name: string) => section(page, name).locator('.machine-live > p').first();
const highlighted = (page: Page, name: string) =>
  section(page, name).locator('li.sc-state[aria-current="true"] > .sc-state__head > .sc-state__name');

test('the footer leads to /machines: one h1, and every machine with its diagram and tables', async ({ page }) => {
  // Every machine's diagram and each of its tables, row by row: about 30 s on a slow two-core machine.
  test.slow();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'About this portal' }).getByRole('link', { name: 'For auditors: how the portal decides (state machines)' }).click();

  await expect(page).toHaveURL(atPath('/machines'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('State machines');
  expect(bundle.machines.map((m) => m.id)).toEqual(expect.arrayContaining(['session', 'login', 'signup', 'otpCountdown']));
  for (const doc of bundle.machines) {
    const s = section(page, doc.name);
    await expect(s.getByRole('heading', { level: 2, name: doc.name, exact: true })).toBeVisible();
    // The diagram: one box per state of the machine, under the machine's name.
    const diagram = s.getByRole('list', { name: `${doc.name} states`, exact: true });
    await expect(diagram).toBeVisible();
    await expect(s.locator('li.sc-state')).toHaveCount(doc.states.length);
    await expect(s.getByText(/^Tested: \d+\/\d+ transitions/)).toBeVisible();

    // The tables of docs/machines/<name>.md: one row per entry; a kind the machine has none of has no table.
    await s.getByText(/^Tables: /).click();
    for (const [caption, rows] of Object.entries(tableRows(doc))) {
      const table = s.getByRole('table', { name: caption, exact: true });
      await expect(table.locator('tbody tr'), `${doc.name}: ${caption} table rows`).toHaveCount(rows);
      if (rows) await expect(table).toBeVisible();
    }
    await expect(s.getByRole('table', { name: 'States', exact: true })).toBeVisible();
  }
});

test('a newcomer follows their own login on /machines from another tab', async ({ context, employer }) => {
  const machines = await context.newPage();
  await machines.goto('/machines');
  await expect(section(machines, 'login').getByText(/^Not running in an open tab/)).toBeVisible();

  const portal = await context.newPage();
  await portal.goto('/login');
  await expect(highlighted(machines, 'login')).toHaveText(['editing']);
  await expect(liveLine(machines, 'login')).toHaveText('live Now in editing.');
  // The page starts without the session machine; the form's first use brings it (docs/performance.md).
  await expect(section(machines, 'session').getByText(/^Not running in an open tab/)).toBeVisible();

  // Held at the server's door, the login is seen while it is under way.
  const held: Route[] = [];
  await portal.route('**/api/auth/login/', (route) => void held.push(route));
  const form = loginForm(portal);
  await form.email.fill(employer.email);
  await expect(highlighted(machines, 'session')).toHaveText(['signedOut']);
  await form.password.fill(employer.password);
  await form.signIn.click();
  await expect(highlighted(machines, 'login')).toHaveText(['submitting']);
  await expect.poll(() => held.length).toBe(1);
  await held[0]!.continue();
  await portal.unroute('**/api/auth/login/');

  await expect(portal).toHaveURL(atPath('/employer/overview'));
  // Final: reported as done, with nothing left to highlight; the session is signed in.
  await expect(liveLine(machines, 'login')).toHaveText('live Now in done (done).');
  await expect(highlighted(machines, 'login')).toHaveCount(0);
  await expect(highlighted(machines, 'session').first()).toHaveText('signedIn');
  await expect(liveLine(machines, 'session')).toHaveText(/^live Now in signedIn\./);
});

test('the /machines code is not loaded on the landing page', async ({ browser }) => {
  const chunks = readdirSync(join(stackDistDir(), 'assets')).filter((f) => /^machines-.+\.(js|css)$/.test(f));
  expect(chunks, 'the /machines page has chunks of its own').not.toEqual([]);
  // No service worker: it precaches every asset in the background, which is not the page loading it.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const isMachinesChunk = (path: string) => chunks.some((c) => path.endsWith(`/assets/${c}`));

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(requested.filter(isMachinesChunk), 'machines chunks requested by the landing page').toEqual([]);

  // The same check sees the chunk when /machines is opened, so it would notice it on the landing page.
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'About this portal' }).getByRole('link', { name: 'For auditors: how the portal decides (state machines)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'State machines' })).toBeVisible();
  expect(requested.filter(isMachinesChunk)).not.toEqual([]);
  await context.close();
});
