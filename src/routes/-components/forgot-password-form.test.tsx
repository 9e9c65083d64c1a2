import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithRouter } from '@/components/test-router';
import {
  passwordResetMachine, type ResetCodeInput, type ResetConfirmInput, type ResetRequestInput,
} from '@/machines/password-reset.machine';
import { ForgotPasswordForm } from './forgot-password-form';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ForgotPasswordForm', () => {
  it('goes from e-mail to code to new password, then to Sign In with the e-mail', async () => {
    const calls: unknown[] = [];
    const record = <I,>(name: string) => fromPromise<unknown, I>(async ({ input }) => calls.push([name, input]));
    const machine = passwordResetMachine.provide({
      actors: {
        requestReset: record<ResetRequestInput>('request'),
        verifyResetCode: record<ResetCodeInput>('verify'),
        confirmReset: record<ResetConfirmInput>('confirm'),
      },
    });
    const { router } = await renderWithRouter(() => <ForgotPasswordForm email="hr@himal.com.np" machine={machine} />, '/forgot-password');
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
    expect(calls.map((c) => (c as [string])[0])).toEqual(['request', 'verify', 'confirm']);
  });

  it('shows the spec message for a bad e-mail', async () => {
    await renderWithRouter(() => <ForgotPasswordForm machine={passwordResetMachine} />, '/forgot-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
