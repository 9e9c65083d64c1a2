/**
 * Dates stay legible on a phone (the project's device is a Pixel 7, 412 px wide): the overview chart's dates are
 * at least 12 px, and no calendar month cell cuts its AD and BS dates off.
 */
import { expect, logInThroughUi, test } from './support/fixtures';

const MIN_TEXT_PX = 12;

test('the overview chart writes its dates at 12 px or more on a phone', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  const chart = page.locator('figure.chart');
  await expect(chart).toBeVisible();
  const dates = chart.locator('.chart__ticks, svg text');
  await expect(dates.first()).toBeVisible();
  const sizes = await dates.evaluateAll((elements) =>
    elements.map((e) => {
      const svg = e.closest('svg');
      // SVG text is drawn at its font size times the drawing's scale.
      const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
      return Number.parseFloat(getComputedStyle(e).fontSize) * scale;
    }));
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(MIN_TEXT_PX);
});

test('calendar month cells show their AD and BS dates whole on a phone', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  // November 2026 runs from Kartik into Mangsir, the longest BS month names.
  await page.goto('/employer/calendar?view=month&date=2026-11-15');
  const cells = page.locator('.calendar__day-link');
  await expect(cells).toHaveCount(35);
  const cut = await cells.evaluateAll((links) =>
    links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent));
  expect(cut).toEqual([]);
  const smallest = await cells.evaluateAll((links) =>
    Math.min(...links.flatMap((link) => [link, ...link.querySelectorAll('*')])
      .filter((e) => e.checkVisibility())
      .map((e) => Number.parseFloat(getComputedStyle(e).fontSize))));
  expect(smallest).toBeGreaterThanOrEqual(MIN_TEXT_PX);
});
