import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf, renderWithSession, requestBody } from '@/session/-testing/render-with-session';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password for a visitor; every reset step is accepted. */
function renderReset(email?: string) {
  return renderWithSession(() => <ForgotPasswordForm email={email} />, {
    path: '/forgot-password',
    user: null,
    server: (request) =>
      pathOf(request).startsWith('/api/auth/password-reset-') ? Response.json({ detail: 'OK' }) : new Response(null, { status: 404 }),
  });
}

afterEach(cleanup);

describe('ForgotPasswordForm', () => {
  it('goes from e-mail to code to new password, then to Sign In with the e-mail', async () => {
    const { router, requests } = await renderReset('hr@himal.com.np');
    const user = userEvent.setup();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('hr@himal.com.np');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));

    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'Kathmandu1');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Kathmandu1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ email: 'hr@himal.com.np' });
    expect(requests.map(pathOf)).toEqual([
      '/api/auth/password-reset-request/', '/api/auth/password-reset-otp-verify/', '/api/auth/password-reset-confirm/',
    ]);
    expect(await requestBody(requests[0]!)).toEqual({ email: 'hr@himal.com.np', user_type: 'employer' });
  });

  it('shows the spec message for a bad e-mail', async () => {
    const { requests } = await renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(requests).toEqual([]);
  });
});
