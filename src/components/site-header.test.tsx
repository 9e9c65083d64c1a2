import { afterEach, describe, expect, it } from 'vitest';
import { writeSeekerSession } from '@/api/seeker-storage';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/site-header';
import { renderWithSession } from '@/session/-testing/render-with-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('SiteHeader', () => {
  it('shows the spec navigation in order', async () => {
    await renderWithSession(() => <SiteHeader />, { user: null });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const items = [...within(nav).getAllByRole('list')[0]!.children];
    const labels = items.map((item) => item.querySelector('a, button')?.textContent);
    expect(labels).toEqual(['Home', 'Registration', 'Services', 'FAQs', 'Contact', 'Pricing', 'More']);
  });

  it('offers Post a Job, Sign In and Sign Up to logged-out visitors', async () => {
    await renderWithSession(() => <SiteHeader />, { user: null });

    expect(hrefOf('Post a Job')).toBe('/login');
    expect(hrefOf('Sign In')).toBe('/login');
    expect(hrefOf('Sign Up')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Employer Dashboard' })).toBeNull();
  });

  it('offers only the Employer Dashboard to a logged-in employer', async () => {
    await renderWithSession(() => <SiteHeader />, { user: { id: '1', email: 'hr@example.com', full_name: 'Acme', user_type: 'employer' } });

    expect(hrefOf('Employer Dashboard')).toBe('/employer/overview');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).toBeNull();
  });

  it('leads a job seeker signed in on this device to their applications instead of the employers\' sign-in', async () => {
    writeSeekerSession({ token: 'a'.repeat(64), seeker: { id: 's1', full_name: 'Sita Sharma', email: 'sita@example.com' } });
    await renderWithSession(() => <SiteHeader />, { user: null });

    expect(hrefOf('My applications')).toBe('/seeker/applications');
    expect(hrefOf('Post a Job')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('folds the navigation behind a Menu button that Escape closes', async () => {
    await renderWithSession(() => <SiteHeader />, { user: null });
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
