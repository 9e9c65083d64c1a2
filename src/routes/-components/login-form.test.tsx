import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithRouter } from '@/components/test-router';
import { STORAGE_KEYS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { loginMachine, type LoginInput, type LoginResult } from '@/machines/login.machine';
import { LoginForm } from './login-form';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' as const };

const session = vi.hoisted(() => ({ sessionLoggedIn: vi.fn(), view: { isAuthenticated: false, user: null, token: null } }));
vi.mock('@/session/session', () => ({
  sessionLoggedIn: session.sessionLoggedIn,
  useSessionView: () => session.view,
}));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

function machineWith(login: (input: LoginInput) => Promise<LoginResult>) {
  return loginMachine.provide({
    actors: { loginCall: fromPromise<LoginResult, LoginInput>(({ input }) => login(input)) },
    delays: { postLoginRedirect: 0 },
  });
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });

async function signIn(email: string, secret: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(password(), secret);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('LoginForm (docs/requirements.md §2 Login screen)', () => {
  it('has the spec’s fields, links and one h1', async () => {
    await renderWithRouter(() => <LoginForm machine={machineWith(async () => ({ token: TOKEN, user: USER }))} />, '/login');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Remember my email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    await renderWithRouter(() => <LoginForm machine={machineWith(async () => ({ token: TOKEN, user: USER }))} />, '/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('shows the docs/requirements.md §5 messages beside the fields and focuses the first', async () => {
    const login = vi.fn();
    await renderWithRouter(() => <LoginForm machine={machineWith(login)} />, '/login');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in: the session learns the token, "Login successful" shows and the overview replaces /login', async () => {
    const { router } = await renderWithRouter(
      () => <LoginForm machine={machineWith(async () => ({ token: TOKEN, user: USER }))} />,
      '/login',
    );

    await signIn('hr@himal.com.np', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/overview'));
    expect(session.sessionLoggedIn).toHaveBeenCalledWith(TOKEN, USER);
    expect(toasts.success).toHaveBeenCalledWith('Login successful', expect.anything());
    expect(router.history.length).toBe(1);
  });

  it('remembers the email when asked and prefills it next time', async () => {
    await renderWithRouter(() => <LoginForm machine={machineWith(async () => ({ token: TOKEN, user: USER }))} />, '/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember my email' }));
    await signIn('hr@himal.com.np', 'secret1');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('hr@himal.com.np'));

    cleanup();
    await renderWithRouter(() => <LoginForm machine={machineWith(async () => ({ token: TOKEN, user: USER }))} />, '/login');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('hr@himal.com.np');
    expect((screen.getByRole('checkbox', { name: 'Remember my email' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the failure and clears the password', async () => {
    const failure = new RequestFailure('Invalid email or password. Please check your credentials and try again.', 'http', 401);
    await renderWithRouter(() => <LoginForm machine={machineWith(() => Promise.reject(failure))} />, '/login');

    await signIn('hr@himal.com.np', 'secret1');

    expect((await screen.findByRole('alert')).textContent).toBe(failure.message);
    expect((password() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(password());
  });

  it('locks the form on 429 with the Account Locked banner and the countdown', async () => {
    const message = 'Too many login attempts. Please try again in 3 minutes.';
    const failure = new RequestFailure(message, 'http', 429, { detail: message });
    await renderWithRouter(() => <LoginForm machine={machineWith(() => Promise.reject(failure))} />, '/login');

    await signIn('hr@himal.com.np', 'secret1');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Account Locked');
    expect(alert.textContent).toContain(message);
    expect(screen.getByText('You can try again in 3:00.')).toBeTruthy();
    // The fieldset disables the whole form.
    expect(screen.getByRole('button', { name: 'Sign In' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Email' }).matches(':disabled')).toBe(true);
    expect(password().matches(':disabled')).toBe(true);
  });

  it('takes an e-mail and the already-registered notice from signup', async () => {
    await renderWithRouter(
      () => <LoginForm email="hr@himal.com.np" notice="alreadyRegistered" machine={machineWith(vi.fn())} />,
      '/login',
    );
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('hr@himal.com.np');
    expect(screen.getByRole('status').textContent).toBe(
      'This email is already registered. Please use a different email or try logging in.',
    );
  });
});
