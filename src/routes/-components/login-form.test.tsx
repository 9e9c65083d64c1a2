import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/domain/constants';
import {
  TEST_TOKEN as TOKEN, TEST_USER as USER, pathOf, renderWithSession, requestBody, type FakeServer, type TestSessionOptions,
} from '@/session/-testing/render-with-session';
import * as sessionActor from '@/session/session-actor';
import { POST_LOGIN_REDIRECT_MS } from '@/domain/constants';
import { LoginForm } from './login-form';

const signedIn: FakeServer = () => Response.json({ token: TOKEN, user: USER });

/** /login for a signed-out visitor; `login` answers POST /api/auth/login/ (the profile is not there yet). */
async function renderLogin(
  login: FakeServer = signedIn,
  props: Parameters<typeof LoginForm>[0] = {},
  fetchSessionMachine?: TestSessionOptions['fetchSessionMachine'],
) {
  const rendered = await renderWithSession(() => <LoginForm {...props} />, {
    path: '/login',
    user: null,
    fetchSessionMachine,
    server: (request) => (pathOf(request) === '/api/auth/login/' ? login(request) : new Response(null, { status: 404 })),
  });
  return { ...rendered, logins: () => rendered.requests.filter((r) => pathOf(r) === '/api/auth/login/') };
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });

async function signIn(email: string, secret: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(password(), secret);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

afterEach(cleanup);

describe('LoginForm (docs/requirements.md §2 Login screen)', () => {
  it('has the spec’s fields, links and one h1', async () => {
    await renderLogin();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Remember my email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().getAttribute('type')).toBe('password');
  });

  it('shows the docs/requirements.md §5 messages beside the fields and focuses the first', async () => {
    const { logins } = await renderLogin();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(logins()).toEqual([]);
  });

  it('signs in: the session learns the token, "Login successful" shows and the overview replaces /login', async () => {
    const { router, services, logins } = await renderLogin();

    await signIn('hr@himal.com.np', 'secret1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/overview'));
    expect(await requestBody(logins()[0]!)).toEqual({ email: 'hr@himal.com.np', password: 'secret1', user_type: 'employer' });
    expect(services.session.getView()).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(router.history.length).toBe(1);
  });

  it('fetches the session machine at the form’s first use, and moves on only once the session has the sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let fetched = 0;
      let arrive = () => {};
      const held = new Promise<void>((resolve) => (arrive = resolve));
      const { router, services } = await renderLogin(signedIn, {}, () => {
        fetched += 1;
        return held.then(() => sessionActor);
      });
      const signedInWhenMoving: boolean[] = [];
      router.subscribe('onBeforeNavigate', () => signedInWhenMoving.push(services.session.getView().isAuthenticated));
      expect(fetched).toBe(0); // the page starts without it

      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hr@himal.com.np');
      expect(fetched).toBe(1);
      await user.type(password(), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login successful')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(POST_LOGIN_REDIRECT_MS);
      expect(router.state.location.pathname).toBe('/login'); // the machine is still on its way

      arrive();
      await waitFor(() => expect(router.state.location.pathname).toBe('/employer/overview'));
      expect(signedInWhenMoving).toEqual([true]);
      expect(fetched).toBe(1);
    } finally {
      // The toast leaves on a timer of the fake clock: it goes before the real clock is back.
      toast.dismiss();
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
    }
  });

  it('remembers the email when asked and prefills it next time', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember my email' }));
    await signIn('hr@himal.com.np', 'secret1');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('hr@himal.com.np'));

    cleanup();
    await renderLogin();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('hr@himal.com.np');
    expect((screen.getByRole('checkbox', { name: 'Remember my email' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the failure and clears the password', async () => {
    await renderLogin(() => Response.json({}, { status: 401 }));

    await signIn('hr@himal.com.np', 'secret1');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect((password() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(password());
  });

  it('locks the form on 429 with the Account Locked banner and the countdown', async () => {
    const message = 'Too many login attempts. Please try again in 3 minutes.';
    await renderLogin(() => Response.json({ detail: message }, { status: 429 }));

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

  it('counts down the server’s Retry-After in the banner, to the second', async () => {
    await renderLogin(() => Response.json(
      { detail: 'Too many login attempts. Please try again in 8 minutes.' }, { status: 429, headers: { 'Retry-After': '437' } },
    ));
    await signIn('hr@himal.com.np', 'secret1');
    expect(await screen.findByText('You can try again in 7:17.')).toBeTruthy();
  });

  it('warns, after a wrong password, how many attempts are left once they are few', async () => {
    let left = 4;
    await renderLogin(() => Response.json(
      { non_field_errors: ['Invalid email or password.'] }, { status: 400, headers: { 'Login-Attempts-Left': String(left--) } },
    ));
    const user = await signIn('hr@himal.com.np', 'Wrong-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');

    await user.type(password(), 'Wrong-2');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(
      'Invalid email or password.3 attempts left before sign-in is locked for up to 15 minutes. '
      + 'Not sure of your password? Reset it with “Forgot password?” instead.',
    ));
    for (const secret of ['Wrong-3', 'Wrong-4']) {
      await user.type(password(), secret);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
    }
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('1 attempt left before sign-in is locked'));
    await user.type(password(), 'Wrong-5');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(
      'Invalid email or password.No attempts left: a further try will be refused for up to 15 minutes. '
      + 'To sign in sooner, reset your password with “Forgot password?”.',
    ));
  });

  it('takes an e-mail and the already-registered notice from signup', async () => {
    await renderLogin(signedIn, { email: 'hr@himal.com.np', notice: 'alreadyRegistered' });
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('hr@himal.com.np');
    expect(screen.getByRole('status').textContent).toBe(
      'This email is already registered. Please use a different email or try logging in.',
    );
  });
});
