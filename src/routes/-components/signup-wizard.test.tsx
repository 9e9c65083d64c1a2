import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TEST_TOKEN as TOKEN, TEST_USER as USER, pathOf, renderWithSession, requestBody, type TestSessionOptions,
} from '@/session/-testing/render-with-session';
import * as sessionActor from '@/session/session-actor';
import { SignupWizard } from './signup-wizard';

/** /signup for a visitor: the code is sent, registration answers token and user, the profile calls succeed. */
async function renderSignup(fetchSessionMachine?: TestSessionOptions['fetchSessionMachine']) {
  const rendered = await renderWithSession(() => <SignupWizard />, {
    path: '/signup',
    user: null,
    fetchSessionMachine,
    server: (request) => {
      const path = pathOf(request);
      if (path === '/api/auth/send-otp/') return Response.json({ detail: 'OTP sent.' });
      if (path === '/api/auth/register/') return Response.json({ token: TOKEN, user: USER }, { status: 201 });
      if (request.method === 'PATCH' && path.startsWith('/api/profile/')) return Response.json({});
      return new Response(null, { status: 404 });
    },
  });
  const sent = (path: string) => Promise.all(rendered.requests.filter((r) => pathOf(r) === path).map(requestBody));
  return { ...rendered, sent };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function toStepFive(user: ReturnType<typeof userEvent.setup>) {
  // Label texts are exactly the spec's field names (the required mark sits outside the label).
  await user.type(screen.getByLabelText('Company Name'), 'Himal Tech');
  await user.type(screen.getByLabelText('Email'), 'hr@himal.com.np');
  await user.click(button('Next'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Industry Type' }), 'Finance');
  await user.click(button('Next'));
  await user.type(screen.getByLabelText('Contact Person'), 'Sita Sharma');
  await user.type(screen.getByLabelText('Contact Number'), '9800000000');
  await user.click(button('Next'));
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Kathmandu1');
  await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Kathmandu1');
  await user.click(button('Next'));
}

afterEach(cleanup);

describe('SignupWizard (docs/requirements.md §2 Signup screen)', () => {
  it('starts on step 1 with one h1, Previous disabled, and a link to /login', async () => {
    await renderSignup();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Company Info');
    expect(button('Previous').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step')?.textContent).toBe(
      '1Company Info',
    );
  });

  it('checks step 1 and focuses the first field in error', async () => {
    await renderSignup();
    const user = userEvent.setup();

    await user.click(button('Next'));

    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(document.activeElement).toBe(box('Company Name'));
  });

  it('walks the five steps, sends the code, takes a pasted code and registers', async () => {
    const { router, services, sent } = await renderSignup();
    const user = userEvent.setup();

    await toStepFive(user);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Verify Your Email');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));

    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Digit 1' });
    expect(await sent('/api/auth/send-otp/')).toEqual([
      { email: 'hr@himal.com.np', purpose: 'email_verification', user_type: 'employer', otp_type: 'registration' },
    ]);
    expect(await screen.findByText('OTP sent successfully!')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('You can resend the code in 2:00');

    await user.click(box('Digit 1'));
    await user.paste('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(`Digit ${n}`) as HTMLInputElement).value).join('')).toBe('123456');

    await user.click(button('Sign Up'));
    expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await user.click(button('Sign Up'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/overview'));
    expect(await sent('/api/auth/register/')).toEqual([{
      email: 'hr@himal.com.np', user_type: 'employer', password: 'Kathmandu1', password_confirm: 'Kathmandu1',
      full_name: 'Himal Tech', otp_code: '123456',
    }]);
    expect(services.session.getView()).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });
    expect(await screen.findByText('Account setup completed successfully!')).toBeTruthy();
  });

  it('fetches the session machine at the form’s first use; the overview comes once the session has the registration', async () => {
    let fetched = 0;
    const { router, services } = await renderSignup(async () => {
      fetched += 1;
      return sessionActor;
    });
    const signedInWhenMoving: boolean[] = [];
    router.subscribe('onBeforeNavigate', () => signedInWhenMoving.push(services.session.getView().isAuthenticated));
    expect(fetched).toBe(0);
    const user = userEvent.setup();

    await toStepFive(user);
    expect(fetched).toBe(1);
    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Digit 1' });
    await user.click(box('Digit 1'));
    await user.paste('123456');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await user.click(button('Sign Up'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/overview'));
    expect(signedInWhenMoving).toEqual([true]);
  });

  it('types one digit per box and moves to the next box', async () => {
    await renderSignup();
    const user = userEvent.setup();
    await toStepFive(user);
    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Digit 1' });

    await user.click(box('Digit 1'));
    await user.keyboard('42');

    expect((box('Digit 1') as HTMLInputElement).value).toBe('4');
    expect((box('Digit 2') as HTMLInputElement).value).toBe('2');
    expect(document.activeElement).toBe(box('Digit 3'));

    await user.keyboard('{Backspace}');
    expect((box('Digit 2') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box('Digit 2'));
  });

  it('keeps what was typed when going back with Previous', async () => {
    await renderSignup();
    const user = userEvent.setup();
    await user.type(box('Company Name'), 'Himal Tech');
    await user.type(box('Email'), 'hr@himal.com.np');
    await user.click(button('Next'));

    await user.click(button('Previous'));

    expect((box('Company Name') as HTMLInputElement).value).toBe('Himal Tech');
  });
});
