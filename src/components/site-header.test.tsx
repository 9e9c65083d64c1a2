import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/site-header';
import { renderWithRouter } from '@/components/test-router';
import type { SessionView } from '@/session/session';

const session = vi.hoisted(() => ({ view: { isAuthenticated: false, user: null, token: null } as SessionView }));
vi.mock('@/session/session', () => ({ useSessionView: () => session.view }));

afterEach(() => {
  cleanup();
  session.view = { isAuthenticated: false, user: null, token: null };
});

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('SiteHeader', () => {
  it('shows the spec navigation in order', async () => {
    await renderWithRouter(() => <SiteHeader />);

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = [...within(nav).getAllByRole('list')[0]!.children];
    const labels = items.map((item) => item.querySelector('a, button')?.textContent);
    expect(labels).toEqual(['Home', 'Registration', 'Services', 'FAQs', 'Contact', 'Pricing', 'More']);
  });

  it('offers Post a Job, Sign In and Sign Up to logged-out visitors', async () => {
    await renderWithRouter(() => <SiteHeader />);

    expect(hrefOf('Post a Job')).toBe('/login');
    expect(hrefOf('Sign In')).toBe('/login');
    expect(hrefOf('Sign Up')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Employer Dashboard' })).toBeNull();
  });

  it('offers only the Employer Dashboard to a logged-in employer', async () => {
    session.view = {
      isAuthenticated: true,
      token: 'x'.repeat(40),
      user: { id: '1', email: 'hr@example.com', full_name: 'Acme', user_type: 'employer' },
    };

    await renderWithRouter(() => <SiteHeader />);

    expect(hrefOf('Employer Dashboard')).toBe('/employer/overview');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).toBeNull();
  });

  it('folds the navigation behind a Menu button that Escape closes', async () => {
    await renderWithRouter(() => <SiteHeader />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.getAttribute('data-open')).toBe('true');

    screen.getByRole('link', { name: 'Services' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
