import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, routes, sentTo, toastsShown, type FakeServer } from '@/session/-testing/render-with-session';
import { CompanySettingsPage } from './company-settings-page';
import { HrSettingsPage } from './hr-settings-page';

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

const notFound = () => Response.json({ detail: 'Not found.' }, { status: 404 });

/**
 * The page with a server holding `profile` at `path` (GET answers what the last good PATCH kept, as the session's
 * reload after a save sees); `save` answers the PATCH (by default: keeps the sent JSON).
 */
async function renderPage(page: ReactNode, path: string, profile: unknown, save?: FakeServer) {
  let stored = profile;
  const rendered = await renderWithSession(() => page, {
    server: routes({
      [`GET ${path}`]: () => (stored === null ? notFound() : Response.json(stored)),
      [`PATCH ${path}`]: async (request) => {
        const answer = save ? await save(request) : Response.json({ ...(stored as object), ...((await request.json()) as object) });
        if (answer.ok) stored = await answer.clone().json();
        return answer;
      },
    }),
  });
  return { ...rendered, saves: () => sentTo(rendered.requests, `PATCH ${path}`) };
}
const renderCompany = (profile: unknown = company, save?: FakeServer) =>
  renderPage(<CompanySettingsPage />, '/api/profile/company/', profile, save);
const renderHr = (profile: unknown = hr, save?: FakeServer) => renderPage(<HrSettingsPage />, '/api/profile/hr/', profile, save);

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
  vi.restoreAllMocks();
});

describe('Company Settings', () => {
  it('loads the company into the form', async () => {
    await renderCompany();

    expect((await screen.findByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('Himalayan Tea Co.');
    expect((screen.getByRole('combobox', { name: 'Industry Type' }) as HTMLSelectElement).value).toBe('Manufacturing');
    expect(textbox('Description').value).toBe('Tea estates in Ilam.');
    expect(textbox('Website').value).toBe('https://tea.example.np');
    expect(screen.getByRole('img', { name: 'Himalayan Tea Co. logo' }).getAttribute('src')).toBe(
      `${window.location.origin}/media/logos/tea.png?t=${Date.parse(company.updated_at)}`,
    );
  });

  it('starts from the display defaults when the company has no profile yet (404)', async () => {
    await renderCompany(null);

    expect((await screen.findByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Industry Type' }) as HTMLSelectElement).value).toBe('Technology');
    expect(screen.getByRole('img', { name: /logo$/ }).getAttribute('src')).toBe('/images/default-company-logo.svg');
  });

  it('offers the spec industry list', async () => {
    await renderCompany();

    const select = await screen.findByRole('combobox', { name: 'Industry Type' });

    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Technology', 'Education', 'Healthcare', 'Finance', 'Retail', 'Manufacturing', 'Construction',
      'Transportation', 'Hospitality', 'Media', 'Non-Profit', 'Government', 'Other',
    ]);
  });

  it('requires a company name', async () => {
    const { saves } = await renderCompany();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Company Name' }));

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(errorOf(textbox('Company Name'))).toBe('Full name is required');
    expect(saves()).toEqual([]);
  });

  it('saves the fields and the chosen logo as multipart, previewing the logo first', async () => {
    const saved = { ...company, full_name: 'Himalayan Tea Pvt. Ltd.', updated_at: '2026-11-21T10:00:00Z' };
    const { saves, services } = await renderCompany(company, () => Response.json(saved));
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

    await waitFor(() => expect(toastsShown()).toContain('success: Company profile updated'));
    const form = await saves()[0]!.formData();
    expect(form.get('full_name')).toBe('Himalayan Tea Pvt. Ltd.');
    expect(form.get('industry_type')).toBe('Manufacturing');
    expect(form.get('website')).toBe('https://tea.example.np');
    const sentLogo = form.get('logo') as File;
    // jsdom's File loses its name and bytes on the way into Node's FormData; its type is what arrives.
    expect(sentLogo.type).toBe('image/png');
    // The session loads the company again, so the navigation shows the new name.
    await waitFor(() => expect(services.session.getData().company?.full_name).toBe('Himalayan Tea Pvt. Ltd.'));
  });

  it("keeps what was typed and shows the server's field errors beside the fields", async () => {
    const { requests } = await renderCompany(company, () =>
      Response.json({ website: ['Enter a valid URL.'], description: ['Too long.'] }, { status: 400 }));
    const user = userEvent.setup();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.type(description, ' Since 1998.');
    const loads = sentTo(requests, 'GET /api/profile/company/').length;

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(errorOf(textbox('Website'))).toBe('Enter a valid URL.'));
    expect(errorOf(textbox('Description'))).toBe('Too long.');
    expect(textbox('Website').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('Description').value).toBe('Tea estates in Ilam. Since 1998.');
    expect(toastsShown()).toEqual([]);
    expect(sentTo(requests, 'GET /api/profile/company/')).toHaveLength(loads); // no reload by the session
  });

  it('shows a form-level message chosen by the spec rules', async () => {
    await renderCompany(company, () => Response.json({ detail: 'File too large. The limit is 10 MB.' }, { status: 413 }));

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe('File too large. The limit is 10 MB.');
  });

  it('refuses a logo that is not an image before uploading', async () => {
    await renderCompany();
    const input = (await screen.findByLabelText('Company Logo')) as HTMLInputElement;

    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));

    expect(errorOf(input)).toBe('Choose a PNG, JPEG or WebP image.');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('offers Try Again when the profile cannot be loaded', async () => {
    let reachable = false;
    await renderWithSession(() => <CompanySettingsPage />, {
      user: null, // the page's own load is the only one
      server: routes({
        'GET /api/profile/company/': () => {
          if (reachable) return Response.json(company);
          reachable = true;
          throw new TypeError('Failed to fetch');
        },
      }),
    });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try Again' }));

    expect((await screen.findByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('Himalayan Tea Co.');
  });
});

describe('Profile Settings (HR)', () => {
  it('loads and saves the contact person and number', async () => {
    const { saves, requests } = await renderHr();
    const user = userEvent.setup();
    const person = await screen.findByRole('textbox', { name: 'Contact Person' });
    expect(textbox('Contact Person').value).toBe('Sita Rai');
    expect((screen.getByRole('textbox', { name: 'Contact Number' }) as HTMLInputElement).value).toBe('+977 9800000000');
    await user.clear(person);
    await user.type(person, ' Gita Rai ');

    const contactLoads = sentTo(requests, 'GET /api/profile/contact/').length;

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastsShown()).toContain('success: HR profile updated'));
    expect(await saves()[0]!.json()).toEqual({ contact_name: 'Gita Rai', contact_number: '+977 9800000000' });
    // The session loads the contact data again.
    await waitFor(() => expect(sentTo(requests, 'GET /api/profile/contact/')).toHaveLength(contactLoads + 1));
    expect(textbox('Contact Person').value).toBe('Gita Rai');
  });

  it("keeps what was typed and shows the server's error beside Contact Number", async () => {
    await renderHr(null, () => Response.json({ contact_number: ['Enter a valid phone number.'] }, { status: 400 }));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Contact Number' }), 'call me');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const number = screen.getByRole('textbox', { name: 'Contact Number' }) as HTMLInputElement;
    await waitFor(() => expect(errorOf(number)).toBeTruthy());
    expect(errorOf(number)).toBe('Enter a valid phone number.');
    expect(number.value).toBe('call me');
  });
});
