import { apiUrl, authHeader } from './support/accounts';
import { expect, logInThroughUi, test } from './support/fixtures';

test('company profile edits are saved and kept after a reload', async ({ page, employer, request }) => {
  const token = await logInThroughUi(page, employer);
  await page.goto('/settings/company');
  const name = page.getByRole('textbox', { name: 'Company Name', exact: true });
  const industry = page.getByRole('combobox', { name: 'Industry Type' });
  const description = page.getByRole('textbox', { name: 'Description' });
  const website = page.getByRole('textbox', { name: 'Website' });
  await expect(name).toHaveValue(employer.companyName);

  await name.fill('Annapurna Logistics');
  await industry.selectOption('Transportation');
  await description.fill('Freight and courier services between Kathmandu, Pokhara and Biratnagar.');
  await website.fill('https://annapurna-logistics.example.com');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/company/') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: /save/i }).click();
  expect((await saved).ok(), 'PATCH /api/profile/company/ succeeds').toBe(true);

  await page.reload();
  await expect(name).toHaveValue('Annapurna Logistics');
  await expect(industry).toHaveValue('Transportation');
  await expect(description).toHaveValue('Freight and courier services between Kathmandu, Pokhara and Biratnagar.');
  await expect(website).toHaveValue('https://annapurna-logistics.example.com');

  const stored = await (await request.get(apiUrl('/api/profile/company/'), { headers: authHeader(token) })).json();
  expect(stored).toMatchObject({ full_name: 'Annapurna Logistics', industry_type: 'Transportation' });
});

test('a server validation error is shown at its field and keeps what was typed', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  await page.goto('/settings/company');
  const name = page.getByRole('textbox', { name: 'Company Name', exact: true });
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(name).toHaveValue(employer.companyName);

  // The portal sends any length; the server allows 5000 characters.
  const tooLong = `${'Trekking and tours from Thamel. '.repeat(160)}`.slice(0, 5001);
  await name.fill('Gorkha Builders');
  await description.fill(tooLong);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/profile/company/') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: /save/i }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  const fieldError = ((await response.json()) as { description?: string[] }).description?.[0];
  expect(fieldError, 'the server names the description').toBeTruthy();

  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription(new RegExp(fieldError!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(name).toHaveValue('Gorkha Builders');
  await expect(description).toHaveValue(tooLong);
});

test('the HR contact (/settings/profile) is saved and kept after a reload', async ({ page, employer, request }) => {
  const token = await logInThroughUi(page, employer);
  await page.goto('/settings/profile');
  const person = page.getByRole('textbox', { name: 'Contact Person', exact: true });
  const number = page.getByRole('textbox', { name: 'Contact Number', exact: true });
  await expect(person).toBeEditable();

  await person.fill('Ram Bahadur Thapa');
  await number.fill('+977 9851012345');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/hr/') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: /save/i }).click();
  expect((await saved).ok(), 'PATCH /api/profile/hr/ succeeds').toBe(true);

  await page.reload();
  await expect(person).toHaveValue('Ram Bahadur Thapa');
  await expect(number).toHaveValue('+977 9851012345');
  const stored = await (await request.get(apiUrl('/api/profile/hr/'), { headers: authHeader(token) })).json();
  expect(stored).toMatchObject({ contact_name: 'Ram Bahadur Thapa', contact_number: '+977 9851012345' });
});
