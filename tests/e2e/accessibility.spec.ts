// axe-core, one h1, target sizes, text sizes, overlap and overflow on every route: tests/e2e/visual-sweep.spec.ts.
import { atPath } from './support/routes';
import { appTookOver, expect, loginForm, test } from './support/fixtures';

test('keyboard only: Tab reaches Sign In with a visible focus ring and Enter submits', async ({ page, employer }) => {
  const form = loginForm(page);
  await page.goto('/login');
  await appTookOver(page);

  const tabTo = async (target: typeof form.email, limit = 60) => {
    for (let i = 0; i < limit; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab did not reach ${target} in ${limit} presses`);
  };

  await tabTo(form.email);
  await page.keyboard.type(employer.email);
  await tabTo(form.password);
  await page.keyboard.type(employer.password);
  await tabTo(form.signIn);

  const ring = await form.signIn.evaluate((el) => {
    const style = getComputedStyle(el);
    return { outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px', shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'Sign In shows where the focus is').toBe(true);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/employer/overview'));
});
