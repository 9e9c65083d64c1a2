import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer,
} from '@/session/-testing/render-with-session';
import { BillingSettingsPage } from './billing-settings-page';

const details = { legal_name: 'Himalayan Tea Co.', pan_number: '', address: 'Ilam', billing_email: 'hr@tea.example.np', complete: false };

function renderPage(save: FakeServer) {
  return renderWithSession(() => <BillingSettingsPage />, {
    path: '/employer/settings/billing',
    server: routes({
      'GET /api/employer/billing/details/': () => Response.json(details),
      'PATCH /api/employer/billing/details/': save,
    }),
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent;

afterEach(cleanup);

describe('Billing Settings', () => {
  it('shows each server message at its field and keeps what was typed', async () => {
    const { requests } = await renderPage(() =>
      Response.json({ pan_number: ['PAN/VAT number must be 9 digits.'], address: ['Billing address is required.'] }, { status: 400 }));
    const pan = await screen.findByRole('textbox', { name: 'PAN/VAT Number' });
    await userEvent.type(pan, '12345');
    await userEvent.clear(textbox('Billing Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Billing Details' }));

    expect(await screen.findByText('PAN/VAT number must be 9 digits.')).toBeTruthy();
    expect(errorOf(pan)).toBe('PAN/VAT number must be 9 digits.');
    expect(errorOf(textbox('Billing Address'))).toBe('Billing address is required.');
    expect((pan as HTMLInputElement).value).toBe('12345');
    expect(textbox('Legal Name').value).toBe('Himalayan Tea Co.');
    expect(await requestBody(sentTo(requests, 'PATCH /api/employer/billing/details/')[0]!)).toEqual(
      { legal_name: 'Himalayan Tea Co.', pan_number: '12345', address: '', billing_email: 'hr@tea.example.np' },
    );
    expect(toastsShown()).toEqual([]);
  });

  it('saves and shows what the server kept', async () => {
    await renderPage(() => Response.json({ ...details, pan_number: '301234567', complete: true }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'PAN/VAT Number' }), ' 301234567 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    await waitFor(() => expect(toastsShown()).toContain('success: Billing details saved.'));
    expect(textbox('PAN/VAT Number').value).toBe('301234567');
  });
});
