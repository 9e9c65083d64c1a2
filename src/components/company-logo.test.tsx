import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo, DEFAULT_COMPANY_LOGO, companyLogoSources, companyLogoUrl } from '@/components/company-logo';
import { IMAGE_PIXELS, IMAGE_SIZES } from '@/domain/constants';

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

const MEDIA = '/api/media/0b5a3c1e-7f6d-4f7e-9a51-3c2b1d0e9f8a.jpg';

describe('companyLogoSources', () => {
  it('offers every size of a server image and names the box it fills', () => {
    const { src, srcSet, sizes } = companyLogoSources(MEDIA, ORIGIN, 7, 'sm');
    expect(src).toBe(`${ORIGIN}${MEDIA}?t=7&size=sm`);
    expect(srcSet).toBe([
      `${ORIGIN}${MEDIA}?t=7&size=sm 64w`, `${ORIGIN}${MEDIA}?t=7&size=md 96w`,
      `${ORIGIN}${MEDIA}?t=7&size=lg 128w`, `${ORIGIN}${MEDIA}?t=7&size=xl 192w`,
    ].join(', '));
    expect(sizes).toBe('32px');
  });

  it('picks, for each box, a size at least twice as many pixels wide', () => {
    for (const size of ['sm', 'md', 'lg', 'xl'] as const) {
      expect(companyLogoSources(MEDIA, ORIGIN, 1, size)).toMatchObject({ src: expect.stringContaining(`size=${size}`), sizes: `${IMAGE_SIZES[size]}px` });
      expect(IMAGE_PIXELS[size]).toBeGreaterThanOrEqual(2 * IMAGE_SIZES[size]);
    }
  });

  it('works with an absolute server URL (PUBLIC_URL)', () => {
    expect(companyLogoSources(`https://api.jagir.example${MEDIA}`, ORIGIN, 3, 'xl').src)
      .toBe(`https://api.jagir.example${MEDIA}?t=3&size=xl`);
  });

  it('leaves the default, previews and other addresses as one source', () => {
    expect(companyLogoSources(null, ORIGIN, 1, 'md')).toEqual({ src: DEFAULT_COMPANY_LOGO });
    expect(companyLogoSources('data:image/png;base64,AAAA', ORIGIN, 1, 'md')).toEqual({ src: 'data:image/png;base64,AAAA' });
    expect(companyLogoSources('https://cdn.example/a.png', ORIGIN, 1, 'md')).toEqual({ src: 'https://cdn.example/a.png?t=1' });
  });
});

describe('CompanyLogo', () => {
  it('lets the browser choose among the sizes of a server image', () => {
    render(<CompanyLogo logo={MEDIA} companyName="Himalayan Tea" size="xl" stamp={5} />);
    const img = screen.getByRole('img', { name: 'Himalayan Tea logo' });
    expect(img.getAttribute('src')).toBe(`${window.location.origin}${MEDIA}?t=5&size=xl`);
    expect(img.getAttribute('srcset')).toContain(`${MEDIA}?t=5&size=lg 128w`);
    expect(img.getAttribute('sizes')).toBe(`${IMAGE_SIZES.xl}px`);

    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_COMPANY_LOGO);
    expect(img.getAttribute('srcset')).toBeNull();
  });

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
