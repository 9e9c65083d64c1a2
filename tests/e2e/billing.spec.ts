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

test('the plan picker is readable on a phone and a desk: plans apart, each radio, name, price with VAT and limits in sight', async ({ page, employer }) => {
  await logInThroughUi(page, employer);
  const plans = [
    { name: 'Starter', price: 'NPR 2,825 with VAT', limit: '10 active jobs' },
    { name: 'Growth', price: 'NPR 8,475 with VAT', limit: '50 active jobs' },
    { name: 'Enterprise', price: 'NPR 1,41,250 with VAT', limit: '500 active jobs' },
  ];
  for (const size of [{ width: 412, height: 915 }, { width: 1366, height: 768 }]) {
    await page.setViewportSize(size);
    await page.goto('/employer/payment');
    const picker = page.getByRole('group', { name: 'Choose a plan' });
    await expect(picker.getByRole('radio')).toHaveCount(plans.length);
    const areas: { name: string; top: number; left: number; bottom: number; right: number }[] = [];
    for (const plan of plans) {
      const radio = picker.getByRole('radio', { name: plan.name });
      const radioHandle = await radio.elementHandle();
      const pieces = [radio, picker.getByText(plan.name, { exact: true }), picker.getByText(plan.price), picker.getByText(plan.limit)];
      const area = { name: plan.name, top: Infinity, left: Infinity, bottom: -Infinity, right: -Infinity };
      for (const [i, piece] of pieces.entries()) {
        await expect(piece, `${plan.name} piece ${i} at ${size.width}px`).toBeVisible();
        // Centred in the view, the piece is what shows at its own centre: the radio itself, anything else inside its
        // plan's card (another plan's card on top of it would hide it).
        const seen = await piece.evaluate((el, radioEl) => {
          el.scrollIntoView({ block: 'center' });
          const r = el.getBoundingClientRect();
          const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          let card: Element | null = radioEl as Element;
          while (card && !card.contains(el)) card = card.parentElement;
          return {
            self: at !== null && (at === el || el.contains(at)),
            inCard: at !== null && card !== null && card.contains(at) && card !== document.body,
            inView: r.left >= 0 && r.right <= window.innerWidth && r.width > 0 && r.height > 0,
            box: { top: r.top + window.scrollY, left: r.left, bottom: r.bottom + window.scrollY, right: r.right },
          };
        }, radioHandle);
        expect(seen.inView, `${plan.name} piece ${i} within the width at ${size.width}px`).toBe(true);
        expect(i === 0 ? seen.self : seen.inCard, `${plan.name} piece ${i} not covered at ${size.width}px`).toBe(true);
        area.top = Math.min(area.top, seen.box.top);
        area.left = Math.min(area.left, seen.box.left);
        area.bottom = Math.max(area.bottom, seen.box.bottom);
        area.right = Math.max(area.right, seen.box.right);
      }
      areas.push(area);
    }
    for (const [i, a] of areas.entries()) {
      for (const b of areas.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${a.name} and ${b.name} overlap at ${size.width}px`).toBe(true);
      }
    }
    // A tap anywhere on a plan's card chooses it (here on its price), and the button says what is to be paid.
    const price = picker.getByText('NPR 8,475 with VAT');
    await price.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await price.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(picker.getByRole('radio', { name: 'Growth' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Pay NPR 8,475 for Growth' })).toBeVisible();
  }
});
