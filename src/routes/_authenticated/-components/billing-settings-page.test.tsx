import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillingSettingsPage } from './billing-settings-page';

const api = vi.hoisted(() => ({ GET: vi.fn(), PATCH: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('@tanstack/react-router', () => ({ Link: ({ children }: { children: ReactNode }) => <a href="/employer/payment">{children}</a> }));

const details = { legal_name: 'Himalayan Tea Co.', pan_number: '', address: 'Ilam', billing_email: 'hr@tea.example.np', complete: false };
const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const fail = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><BillingSettingsPage /></QueryClientProvider>);
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Billing Settings', () => {
  it('shows each server message at its field and keeps what was typed', async () => {
    api.GET.mockResolvedValue(ok(details));
    api.PATCH.mockResolvedValue(fail(400, { pan_number: ['PAN/VAT number must be 9 digits.'], address: ['Billing address is required.'] }));
    renderPage();
    const pan = await screen.findByRole('textbox', { name: 'PAN/VAT Number' });
    await userEvent.type(pan, '12345');
    await userEvent.clear(textbox('Billing Address'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Billing Details' }));

    expect(await screen.findByText('PAN/VAT number must be 9 digits.')).toBeTruthy();
    expect(errorOf(pan)).toBe('PAN/VAT number must be 9 digits.');
    expect(errorOf(textbox('Billing Address'))).toBe('Billing address is required.');
    expect((pan as HTMLInputElement).value).toBe('12345');
    expect(textbox('Legal Name').value).toBe('Himalayan Tea Co.');
    expect(api.PATCH).toHaveBeenCalledWith('/api/employer/billing/details/', {
      body: { legal_name: 'Himalayan Tea Co.', pan_number: '12345', address: '', billing_email: 'hr@tea.example.np' },
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('saves and shows what the server kept', async () => {
    api.GET.mockResolvedValue(ok(details));
    api.PATCH.mockResolvedValue(ok({ ...details, pan_number: '301234567', complete: true }));
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'PAN/VAT Number' }), ' 301234567 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Billing Details' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Billing details saved.'));
    expect(textbox('PAN/VAT Number').value).toBe('301234567');
  });
});
