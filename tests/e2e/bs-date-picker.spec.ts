/**
 * The Bikram Sambat date field with the keyboard alone, in a real browser on a phone-sized screen: an employer
 * opens the deadline's BS calendar from the text box, moves by a month and a day, chooses with Enter, and saves
 * the job; the server receives the AD date and the job shows it with the BS date beside it.
 */
import { addBsMonths, adToBs, bsToAd, formatBs, formatBsIso } from '@/domain/bikram-sambat';
import { addDays, kathmanduDate } from '@/domain/calendar';
import { expect, logInThroughUi, test } from './support/fixtures';

test('pick a job deadline in the BS calendar with the keyboard only and save the job', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/employer/jobs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Job Title' }).fill('Field Accountant');

  // From the deadline's text box, Tab reaches its calendar button; Enter opens the dialog on today (the earliest day).
  const deadline = page.getByRole('textbox', { name: 'Application Deadline' });
  await deadline.focus();
  await page.keyboard.press('Tab');
  const opener = page.getByRole('button', { name: 'Choose Application Deadline from the BS calendar' });
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Application Deadline: choose a day' });
  await expect(dialog).toBeVisible();
  const today = kathmanduDate(new Date());
  await expect(dialog.locator(`[data-date="${today}"]`)).toBeFocused();

  // Escape closes it without a choice and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(deadline).toHaveValue('');

  // Next BS month, the day after, Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const nextMonth = bsToAd(addBsMonths(adToBs(today), 1));
  await page.keyboard.press('PageDown');
  await expect(dialog.getByRole('heading')).toContainText(`${formatBs(adToBs(nextMonth)).replace(/^\d+ /, '')} BS`);
  await page.keyboard.press('ArrowRight');
  const chosen = addDays(nextMonth, 1);
  await expect(dialog.locator(`[data-date="${chosen}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(deadline).toHaveValue(formatBsIso(adToBs(chosen)));
  await expect(page.getByText(`${formatBs(adToBs(chosen))} BS = `)).toBeVisible();

  // Save as a draft, still by keyboard: the API receives the AD date.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/employer/jobs/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save as Draft' }).focus();
  await page.keyboard.press('Enter');
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ title: 'Field Accountant', deadline: chosen, status: 'draft' });
  await expect(page).toHaveURL(/\/employer\/job-details\?id=/);
  await expect(page.getByText(`(${formatBs(adToBs(chosen))} BS)`).first()).toBeVisible();
});
