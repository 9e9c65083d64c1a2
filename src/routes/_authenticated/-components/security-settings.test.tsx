import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer,
} from '@/session/-testing/render-with-session';
import { NotificationSettingsPage } from './notification-settings';
import { SecuritySettingsPage } from './settings-pages';

const prefs = { new_applications: true, messages: true, interview_reminders: true, weekly_summary: false, mentions: true, scorecard_reminders: true };
const sessions = {
  count: 2, next: null, previous: null,
  results: [
    { id: 's1', device: 'Chrome on Android', browser: 'Chrome', os: 'Android', ip: '203.0.113.7', created_at: '2026-11-20T04:15:00Z', last_used_at: '2026-11-22T04:15:00Z', current: true },
    { id: 's2', device: 'Safari on macOS', browser: 'Safari', os: 'macOS', ip: '198.51.100.4', created_at: '2026-11-19T04:15:00Z', last_used_at: '2026-11-21T04:15:00Z', current: false },
  ],
};

/** The texts an element's aria-describedby points at. */
const description = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ')
  .map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;

/** A server with the account's devices and preferences, and `more` routes. */
const withAccount = (more: Record<string, FakeServer> = {}) => routes({
  'GET /api/auth/sessions/': () => Response.json(sessions),
  'GET /api/settings/notifications/': () => Response.json(prefs),
  'POST /api/auth/logout/': () => new Response(null, { status: 204 }),
  ...more,
});

afterEach(cleanup);

describe('Notification Settings', () => {
  it('saves a switch at once and puts it back when the server refuses the change', async () => {
    let current = prefs;
    const answers = [
      () => {
        current = { ...prefs, weekly_summary: true };
        return Response.json(current);
      },
      () => Response.json({ detail: 'Not allowed.' }, { status: 400 }),
    ];
    const { requests } = await renderWithSession(() => <NotificationSettingsPage />, {
      path: '/employer/settings/notifications',
      server: withAccount({
        'GET /api/settings/notifications/': () => Response.json(current),
        'PATCH /api/settings/notifications/': () => answers.shift()!(),
      }),
    });

    const weekly = await screen.findByRole('switch', { name: 'Weekly summary' });
    await userEvent.click(weekly);
    await waitFor(() => expect(toastsShown().some((t) => t.startsWith('success:'))).toBe(true));
    expect(await requestBody(sentTo(requests, 'PATCH /api/settings/notifications/')[0]!)).toEqual({ weekly_summary: true });
    expect(checked(weekly)).toBe(true);

    const messages = screen.getByRole('switch', { name: 'Messages' });
    await waitFor(() => expect((messages as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(messages);
    await waitFor(() => expect(toastsShown().some((t) => t.startsWith('error:'))).toBe(true));
    expect(checked(messages)).toBe(true);
  });

  it('shows the choice from the click itself while the save is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    let current = prefs;
    const { requests } = await renderWithSession(() => <NotificationSettingsPage />, {
      path: '/employer/settings/notifications',
      server: withAccount({
        // Loaded again once the change is sent: the server has it by then.
        'GET /api/settings/notifications/': () => Response.json(current),
        'PATCH /api/settings/notifications/': () => new Promise((resolve) => { answer = resolve; }),
      }),
    });

    const applications = await screen.findByRole('switch', { name: 'New applications' });
    fireEvent.click(applications);
    expect(checked(applications)).toBe(false);

    await waitFor(() => expect(sentTo(requests, 'PATCH /api/settings/notifications/')).toHaveLength(1));
    current = { ...prefs, new_applications: false };
    answer(Response.json(current));
    await waitFor(() => expect(toastsShown().some((t) => t.startsWith('success:'))).toBe(true));
    expect(checked(applications)).toBe(false);
  });
});

describe('Security Settings', () => {
  it('checks the password rules before calling the server, then shows the server\'s field errors', async () => {
    const { requests } = await renderWithSession(() => <SecuritySettingsPage />, {
      path: '/employer/settings/security',
      server: withAccount({
        'POST /api/auth/change-password/': () => Response.json({ current_password: ['Current password is incorrect.'] }, { status: 400 }),
      }),
    });
    const changes = () => sentTo(requests, 'POST /api/auth/change-password/');

    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(changes()).toEqual([]);
    expect(description(screen.getByLabelText('Current Password'))).toContain('Current password is required');
    expect(description(screen.getByLabelText('New Password'))).toMatch(/at least 8 characters/);

    await userEvent.type(screen.getByLabelText('Current Password'), 'Old-Password-1');
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Kathmandu-2082');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Kathmandu-2082');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(description(screen.getByLabelText('Current Password'))).toContain('Current password is incorrect.'));
    expect(await requestBody(changes()[0]!)).toEqual(
      { current_password: 'Old-Password-1', new_password: 'Kathmandu-2082', new_password_confirm: 'Kathmandu-2082' },
    );
  });

  it('lists devices, marks this one and signs out this device through logout', async () => {
    const { requests, router, services } = await renderWithSession(() => <SecuritySettingsPage />, {
      path: '/employer/settings/security',
      server: withAccount({
        'DELETE /api/auth/sessions/s2/': () => new Response(null, { status: 204 }),
        'DELETE /api/auth/sessions/s1/': () => new Response(null, { status: 204 }),
      }),
    });

    expect(await screen.findByText('This device')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on macOS' }));
    await waitFor(() => expect(toastsShown()).toContain('success: Device signed out.'));
    expect(sentTo(requests, 'DELETE /api/auth/sessions/s2/')).toHaveLength(1);
    expect(services.session.getView().isAuthenticated).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android (this device)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(services.session.getView().isAuthenticated).toBe(false);
  });

  it('deletes the account only with the password and the confirmation, then logs out', async () => {
    const { requests, router, services } = await renderWithSession(() => <SecuritySettingsPage />, {
      path: '/employer/settings/security',
      server: withAccount({ 'DELETE /api/account/delete/': () => new Response(null, { status: 204 }) }),
    });
    const deletes = () => sentTo(requests, 'DELETE /api/account/delete/');

    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(deletes()).toEqual([]);
    expect(screen.getByText('Please confirm that you understand')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Kathmandu-2082');
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await requestBody(deletes()[0]!)).toEqual({ password: 'Kathmandu-2082' });
    expect(services.session.getView().isAuthenticated).toBe(false);
  });
});
