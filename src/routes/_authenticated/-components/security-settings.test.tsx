import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationSettingsPage } from './notification-settings';
import { SecuritySettingsPage } from './settings-pages';

const api = vi.hoisted(() => ({ GET: vi.fn(), PATCH: vi.fn(), POST: vi.fn(), DELETE: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const session = vi.hoisted(() => ({ logout: vi.fn() }));
vi.mock('@/session/session', () => session);

const ok = (data: unknown, status = 200) => ({ data, response: new Response(null, { status }) });
const fail = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });

const prefs = { new_applications: true, messages: true, interview_reminders: true, weekly_summary: false };
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

function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Notification Settings', () => {
  it('saves a switch at once and puts it back when the save fails', async () => {
    api.GET.mockResolvedValue(ok(prefs));
    api.PATCH.mockResolvedValueOnce(ok({ ...prefs, weekly_summary: true })).mockResolvedValueOnce(fail(500, { detail: 'A server error occurred.' }));
    renderPage(<NotificationSettingsPage />);

    const weekly = await screen.findByRole('switch', { name: 'Weekly summary' });
    await userEvent.click(weekly);
    expect(api.PATCH).toHaveBeenCalledWith('/api/settings/notifications/', { body: { weekly_summary: true } });
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(checked(weekly)).toBe(true);

    const messages = screen.getByRole('switch', { name: 'Messages' });
    await waitFor(() => expect((messages as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(messages);
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(checked(messages)).toBe(true);
  });
  it('shows the choice from the click itself while the save is on its way', async () => {
    api.GET.mockResolvedValue(ok(prefs));
    let answer: (value: unknown) => void = () => {};
    api.PATCH.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }));
    renderPage(<NotificationSettingsPage />);

    const applications = await screen.findByRole('switch', { name: 'New applications' });
    fireEvent.click(applications);
    expect(checked(applications)).toBe(false);

    answer(ok({ ...prefs, new_applications: false }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(checked(applications)).toBe(false);
  });
});

describe('Security Settings', () => {
  it('checks the password rules before calling the server, then shows the server\'s field errors', async () => {
    api.GET.mockResolvedValue(ok(sessions));
    api.POST.mockResolvedValue(fail(400, { current_password: ['Current password is incorrect.'] }));
    renderPage(<SecuritySettingsPage />);

    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(api.POST).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText('Current Password'))).toContain('Current password is required');
    expect(description(screen.getByLabelText('New Password'))).toMatch(/at least 8 characters/);

    await userEvent.type(screen.getByLabelText('Current Password'), 'Old-Password-1');
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Kathmandu-2082');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Kathmandu-2082');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(api.POST).toHaveBeenCalledWith('/api/auth/change-password/', {
      body: { current_password: 'Old-Password-1', new_password: 'Kathmandu-2082', new_password_confirm: 'Kathmandu-2082' },
    });
    await waitFor(() => expect(description(screen.getByLabelText('Current Password'))).toContain('Current password is incorrect.'));
  });

  it('lists devices, marks this one and signs out this device through logout', async () => {
    api.GET.mockResolvedValue(ok(sessions));
    api.DELETE.mockResolvedValue(ok(undefined, 204));
    renderPage(<SecuritySettingsPage />);

    expect(await screen.findByText('This device')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on macOS' }));
    expect(api.DELETE).toHaveBeenCalledWith('/api/auth/sessions/{id}/', { params: { path: { id: 's2' } } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Device signed out.'));
    expect(session.logout).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Chrome on Android (this device)' }));
    await waitFor(() => expect(session.logout).toHaveBeenCalled());
  });

  it('deletes the account only with the password and the confirmation, then logs out', async () => {
    api.GET.mockResolvedValue(ok(sessions));
    api.DELETE.mockResolvedValue(ok(undefined, 204));
    renderPage(<SecuritySettingsPage />);

    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(api.DELETE).not.toHaveBeenCalled();
    expect(screen.getByText('Please confirm that you understand')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Kathmandu-2082');
    await userEvent.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(api.DELETE).toHaveBeenCalledWith('/api/account/delete/', { body: { password: 'Kathmandu-2082' } });
    await waitFor(() => expect(session.logout).toHaveBeenCalled());
  });
});
