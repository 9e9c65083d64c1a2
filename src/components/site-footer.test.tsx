import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/site-footer';
import { branding } from '@/domain/branding';
import { renderWithSession } from '@/session/-testing/render-with-session';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('shows the company name, contact e-mail and legal name from configuration', async () => {
    await renderWithSession(() => <SiteFooter />, { user: null });

    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(branding.productName);
    expect(footer.textContent).toContain(branding.legalName);
    expect(within(footer).getByRole('link', { name: branding.contactEmail }).getAttribute('href')).toBe(
      `mailto:${branding.contactEmail}`,
    );
  });

  it('has quick links and legal links', async () => {
    await renderWithSession(() => <SiteFooter />, { user: null });

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faq');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('links the auditors’ machine page apart from the employer links, saying who it is for', async () => {
    await renderWithSession(() => <SiteFooter />, { user: null });

    const employers = screen.getByRole('navigation', { name: 'Employers' });
    expect(within(employers).queryByRole('link', { name: /machine/i })).toBeNull();
    const about = screen.getByRole('navigation', { name: 'About this portal' });
    expect(within(about).getByRole('link', { name: 'For auditors: how the portal decides (state machines)' }).getAttribute('href'))
      .toBe('/machines');
  });

  it('points a signed-in employer to the dashboard instead of Sign In', async () => {
    await renderWithSession(() => <SiteFooter />, { user: { id: '1', email: 'hr@example.com', full_name: 'Acme', user_type: 'employer' } });

    expect(screen.getByRole('link', { name: 'Employer Dashboard' }).getAttribute('href')).toBe('/employer/overview');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
