import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/site-footer';
import { renderWithRouter } from '@/components/test-router';
import { branding } from '@/domain/branding';
import type { SessionView } from '@/session/session';

const session = vi.hoisted(() => ({ view: { isAuthenticated: false, user: null, token: null } as SessionView }));
vi.mock('@/session/session', () => ({ useSessionView: () => session.view }));

afterEach(() => {
  cleanup();
  session.view = { isAuthenticated: false, user: null, token: null };
});

describe('SiteFooter', () => {
  it('shows the company name, contact e-mail and legal name from configuration', async () => {
    await renderWithRouter(() => <SiteFooter />);

    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(branding.productName);
    expect(footer.textContent).toContain(branding.legalName);
    expect(within(footer).getByRole('link', { name: branding.contactEmail }).getAttribute('href')).toBe(
      `mailto:${branding.contactEmail}`,
    );
  });

  it('has quick links, legal links and the Machines page', async () => {
    await renderWithRouter(() => <SiteFooter />);

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/faq');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Machines' }).getAttribute('href')).toBe('/machines');
  });

  it('points a signed-in employer to the dashboard instead of Sign In', async () => {
    session.view = {
      isAuthenticated: true,
      token: 'x'.repeat(40),
      user: { id: '1', email: 'hr@example.com', full_name: 'Acme', user_type: 'employer' },
    };

    await renderWithRouter(() => <SiteFooter />);

    expect(screen.getByRole('link', { name: 'Employer Dashboard' }).getAttribute('href')).toBe('/employer/overview');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });
});
