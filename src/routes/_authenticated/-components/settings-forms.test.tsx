import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanySettingsPage } from './company-settings-page';
import { HrSettingsPage } from './hr-settings-page';

const api = vi.hoisted(() => ({ GET: vi.fn(), PATCH: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const session = vi.hoisted(() => ({ refreshSessionData: vi.fn() }));
vi.mock('@/session/session', () => session);

const company = {
  id: '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11',
  full_name: 'Himalayan Tea Co.',
  industry_type: 'Manufacturing',
  description: 'Tea estates in Ilam.',
  website: 'https://tea.example.np',
  address: 'Ilam',
  logo: '/media/logos/tea.png',
  logo_url: '/media/logos/tea.png',
  updated_at: '2026-11-20T10:00:00Z',
};
const hr = { contact_name: 'Sita Rai', contact_number: '+977 9800000000', email: 'hr@tea.example.np', profile_picture_url: null };

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const fail = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Company Settings', () => {
  it('loads the company into the form', async () => {
    api.GET.mockResolvedValue(ok(company));

    renderPage(<CompanySettingsPage />);

    expect((await screen.findByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('Himalayan Tea Co.');
    expect((screen.getByRole('combobox', { name: 'Industry Type' }) as HTMLSelectElement).value).toBe('Manufacturing');
    expect(textbox('Description').value).toBe('Tea estates in Ilam.');
    expect(textbox('Website').value).toBe('https://tea.example.np');
    expect(screen.getByRole('img', { name: 'Himalayan Tea Co. logo' }).getAttribute('src')).toBe(
      `${window.location.origin}/media/logos/tea.png?t=${Date.parse(company.updated_at)}`,
    );
    expect(api.GET).toHaveBeenCalledWith('/api/profile/company/', expect.anything());
  });

  it('starts from the display defaults when the company has no profile yet (404)', async () => {
    api.GET.mockResolvedValue(fail(404, { detail: 'Not found.' }));

    renderPage(<CompanySettingsPage />);

    expect((await screen.findByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Industry Type' }) as HTMLSelectElement).value).toBe('Technology');
    expect(screen.getByRole('img', { name: /logo$/ }).getAttribute('src')).toBe('/images/default-company-logo.svg');
  });

  it('offers the spec industry list', async () => {
    api.GET.mockResolvedValue(ok(company));
    renderPage(<CompanySettingsPage />);

    const select = await screen.findByRole('combobox', { name: 'Industry Type' });

    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Technology', 'Education', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Construction',
      'Transportation', 'Hospitality', 'Media', 'Non-Profit', 'Government', 'Other',
    ]);
  });

  it('requires a company name', async () => {
    api.GET.mockResolvedValue(ok(company));
    renderPage(<CompanySettingsPage />);
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Company Name' }));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(errorOf(textbox('Company Name'))).toBe('Full name is required');
    expect(api.PATCH).not.toHaveBeenCalled();
  });

  it('saves the fields and the chosen logo as multipart, previewing the logo first', async () => {
    api.GET.mockResolvedValue(ok(company));
    api.PATCH.mockResolvedValue(ok({ ...company, full_name: 'Himalayan Tea Pvt. Ltd.', updated_at: '2026-11-21T10:00:00Z' }));
    renderPage(<CompanySettingsPage />);
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Company Name' });
    await user.clear(name);
    await user.type(name, 'Himalayan Tea Pvt. Ltd.');
    await user.clear(textbox('Website'));
    await user.type(textbox('Website'), 'tea.example.np');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Company Logo'), logo);
    expect(screen.getByRole('img', { name: 'Himalayan Tea Pvt. Ltd. logo' }).getAttribute('src')).toBe('blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const [path, options] = api.PATCH.mock.calls[0]!;
    expect(path).toBe('/api/profile/company/');
    const form = options.bodySerializer(options.body) as FormData;
    expect(form.get('full_name')).toBe('Himalayan Tea Pvt. Ltd.');
    expect(form.get('industry_type')).toBe('Manufacturing');
    expect(form.get('website')).toBe('https://tea.example.np');
    expect(form.get('logo')).toBe(logo);
    expect(toast.success).toHaveBeenCalledWith('Company profile updated');
    expect(session.refreshSessionData).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed and shows the server's field errors beside the fields", async () => {
    api.GET.mockResolvedValue(ok(company));
    api.PATCH.mockResolvedValue(fail(400, { website: ['Enter a valid URL.'], description: ['Too long.'] }));
    renderPage(<CompanySettingsPage />);
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.type(description, ' Since 1998.');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(errorOf(textbox('Website'))).toBe('Enter a valid URL.');
    expect(errorOf(textbox('Description'))).toBe('Too long.');
    expect(textbox('Website').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Description').value).toBe('Tea estates in Ilam. Since 1998.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(session.refreshSessionData).not.toHaveBeenCalled();
  });

  it('shows a form-level message chosen by the spec rules', async () => {
    api.GET.mockResolvedValue(ok(company));
    api.PATCH.mockResolvedValue(fail(413, { detail: 'File too large. The limit is 10 MB.' }));
    renderPage(<CompanySettingsPage />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('alert').textContent).toBe('File too large. The limit is 10 MB.');
  });

  it('refuses a logo that is not an image before uploading', async () => {
    api.GET.mockResolvedValue(ok(company));
    renderPage(<CompanySettingsPage />);
    const input = (await screen.findByLabelText('Company Logo')) as HTMLInputElement;

    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));

    expect(errorOf(input)).toBe('Choose a PNG, JPEG or WebP image.');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('offers Try Again when the profile cannot be loaded', async () => {
    api.GET.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ok(company));
    renderPage(<CompanySettingsPage />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try Again' }));

    expect((await screen.findByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('Himalayan Tea Co.');
  });
});

describe('Profile Settings (HR)', () => {
  it('loads and saves the contact person and number', async () => {
    api.GET.mockResolvedValue(ok(hr));
    api.PATCH.mockResolvedValue(ok({ ...hr, contact_name: 'Gita Rai' }));
    renderPage(<HrSettingsPage />);
    const user = userEvent.setup();
    const person = await screen.findByRole('textbox', { name: 'Contact Person' });
    expect(textbox('Contact Person').value).toBe('Sita Rai');
    expect((screen.getByRole('textbox', { name: 'Contact Number' }) as HTMLInputElement).value).toBe('+977 9800000000');
    await user.clear(person);
    await user.type(person, ' Gita Rai ');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(api.PATCH).toHaveBeenCalledWith('/api/profile/hr/', {
      body: { contact_name: 'Gita Rai', contact_number: '+977 9800000000' },
    });
    expect(toast.success).toHaveBeenCalledWith('HR profile updated');
    expect(session.refreshSessionData).toHaveBeenCalledTimes(1);
    expect(textbox('Contact Person').value).toBe('Gita Rai');
  });

  it("keeps what was typed and shows the server's error beside Contact Number", async () => {
    api.GET.mockResolvedValue(fail(404, { detail: 'Not found.' }));
    api.PATCH.mockResolvedValue(fail(400, { contact_number: ['Enter a valid phone number.'] }));
    renderPage(<HrSettingsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Contact Number' }), 'call me');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const number = screen.getByRole('textbox', { name: 'Contact Number' }) as HTMLInputElement;
    expect(errorOf(number)).toBe('Enter a valid phone number.');
    expect(number.value).toBe('call me');
  });
});
