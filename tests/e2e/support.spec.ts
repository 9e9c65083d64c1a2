import { expect, logInThroughUi, test, toast } from './support/fixtures';

/** A small but complete PDF. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('opens a support ticket with an attachment, sees it listed and opens it', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/employer/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('No tickets yet.')).toBeVisible();

  await page.getByRole('button', { name: 'New Ticket' }).click();
  // Required fields are named before anything is sent.
  await page.getByRole('button', { name: 'Send Ticket' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(/Please enter a subject/);

  await page.getByRole('textbox', { name: 'Subject' }).fill('Invoice shows the wrong PAN');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('billing');
  await page.getByRole('textbox', { name: 'Message' }).fill('Our PAN is 301234567, the invoice shows another one.');
  await page.getByLabel('Attachments').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/employer/support/tickets/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Ticket' }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, /Ticket #\d+ sent/)).toBeVisible();

  // The ticket opens with its message and attachment.
  await expect(page.getByRole('heading', { level: 2, name: /Invoice shows the wrong PAN/ })).toBeVisible();
  await expect(page.getByText('Our PAN is 301234567, the invoice shows another one.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('invoice.pdf');

  // Back to the list: it is there, open; opening it again shows it.
  await page.getByRole('button', { name: 'Back to tickets' }).click();
  const item = page.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Open');
  await page.reload();
  await item.getByRole('button', { name: /Invoice shows the wrong PAN/ }).click();
  await expect(page.getByRole('button', { name: 'Download invoice.pdf' })).toBeVisible();
});
