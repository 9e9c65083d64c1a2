import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo, DEFAULT_COMPANY_LOGO, companyLogoUrl } from '@/components/company-logo';
import { IMAGE_SIZES } from '@/domain/constants';

afterEach(cleanup);

const ORIGIN = 'https://jagir.example';

describe('companyLogoUrl', () => {
  it('uses the default logo when there is none', () => {
    expect(companyLogoUrl(null, ORIGIN, 1)).toBe(DEFAULT_COMPANY_LOGO);
    expect(companyLogoUrl(undefined, ORIGIN, 1)).toBe(DEFAULT_COMPANY_LOGO);
    expect(companyLogoUrl('  ', ORIGIN, 1)).toBe(DEFAULT_COMPANY_LOGO);
  });

  it('prefixes a relative path with the site origin and adds a time stamp', () => {
    expect(companyLogoUrl('/media/logos/a.png', ORIGIN, 123)).toBe('https://jagir.example/media/logos/a.png?t=123');
    expect(companyLogoUrl('media/logos/a.png', ORIGIN, 123)).toBe('https://jagir.example/media/logos/a.png?t=123');
  });

  it('keeps an absolute URL and its query, adding the time stamp', () => {
    expect(companyLogoUrl('https://cdn.example/a.png?v=2', ORIGIN, 9)).toBe('https://cdn.example/a.png?v=2&t=9');
  });

  it('leaves local previews alone', () => {
    expect(companyLogoUrl('data:image/png;base64,AAAA', ORIGIN, 1)).toBe('data:image/png;base64,AAAA');
    expect(companyLogoUrl('blob:https://jagir.example/1', ORIGIN, 1)).toBe('blob:https://jagir.example/1');
  });
});

describe('CompanyLogo', () => {
  it('renders at the named size with the company in its text alternative', () => {
    render(<CompanyLogo logo="/media/a.png" companyName="Himalayan Tea" size="lg" stamp={5} />);

    const img = screen.getByRole('img', { name: 'Himalayan Tea logo' });
    expect(img.getAttribute('width')).toBe(String(IMAGE_SIZES.lg));
    expect(img.getAttribute('src')).toBe(`${window.location.origin}/media/a.png?t=5`);
  });

  it('falls back to the default logo when the image fails to load', () => {
    render(<CompanyLogo logo="/media/missing.png" companyName="Acme" />);
    const img = screen.getByRole('img', { name: 'Acme logo' });

    fireEvent.error(img);

    expect(img.getAttribute('src')).toBe(DEFAULT_COMPANY_LOGO);
  });
});
