import { readFile } from 'node:fs/promises';
import { apiUrl, authHeader } from './support/accounts';
import { expect, logInThroughUi, test } from './support/fixtures';

test('billing details show server errors at their fields and keep what was typed', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/settings/billing');
  const pan = page.getByRole('textbox', { name: 'PAN/VAT Number' });
  const address = page.getByRole('textbox', { name: 'Billing Address' });
  await expect(page.getByRole('textbox', { name: 'Legal Name' })).toHaveValue(employer.companyName);
  await pan.fill('12345');
  await address.fill('Baneshwor, Kathmandu');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('PAN/VAT number must be 9 digits.')).toBeVisible();
  await expect(pan).toHaveValue('12345');
  await expect(address).toHaveValue('Baneshwor, Kathmandu');
  await pan.fill('601234567');
  await page.getByRole('button', { name: 'Save Billing Details' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await page.reload();
  await expect(pan).toHaveValue('601234567');
});

test('buy a plan with the test gateway and download its VAT invoice', async ({ page, employer, request }) => {
  const token = await logInThroughUi(page, employer);
  const saved = await request.patch(apiUrl('/api/employer/billing/details/'), {
    headers: authHeader(token),
    data: { legal_name: 'Himalayan Tea Traders Pvt. Ltd.', pan_number: '601234567', address: 'Ilam Bazaar, Ilam' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/employer/payment');
  await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();
  await page.getByRole('radio', { name: /Starter/ }).check();
  await expect(page.getByRole('radio', { name: /Test gateway/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay NPR 2,825 for Starter' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Test payment — no money moves' })).toBeVisible();
  await expect(page.getByText('Starter plan: NPR 2,825 (VAT included)')).toBeVisible();
  await page.getByRole('button', { name: 'Pay (test)' }).click();

  await expect(page).toHaveURL(/\/employer\/payment\/return\/test\?payment=/);
  await expect(page.getByText('Payment received: you are now on the Starter plan.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the invoice/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^JGR-\d{6}\.pdf$/);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Coming back to the same return address grants nothing more.
  await page.reload();
  await expect(page.getByText('Payment received: you are now on the Starter plan.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Current plan: Starter' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Download JGR-\d{6} \(PDF\)$/ })).toHaveCount(1);
});
