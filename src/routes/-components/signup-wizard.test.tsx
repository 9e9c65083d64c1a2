import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithRouter } from '@/components/test-router';
import { otpCountdownMachine, type SendOtpInput } from '@/machines/otp-countdown.machine';
import {
  signupMachine, type RegisterInput, type RegisterResult, type UpdateCompanyInput, type UpdateHrProfileInput,
  type UploadLogoInput,
} from '@/machines/signup.machine';
import { SignupWizard } from './signup-wizard';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' as const };

const session = vi.hoisted(() => ({ sessionRegistered: vi.fn() }));
vi.mock('@/session/session', () => ({ sessionRegistered: session.sessionRegistered }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

function setup(register: (input: RegisterInput) => Promise<RegisterResult> = async () => ({ token: TOKEN, user: USER })) {
  const calls = { sendOtp: [] as SendOtpInput[], register: [] as RegisterInput[] };
  const sendOtp = fromPromise<unknown, SendOtpInput>(async ({ input }) => {
    calls.sendOtp.push(input);
    return {};
  });
  const ok = <I,>() => fromPromise<unknown, I>(async () => ({}));
  const machine = signupMachine.provide({
    actors: {
      sendOtp,
      otpCountdown: otpCountdownMachine.provide({ actors: { sendOtp } }),
      register: fromPromise<RegisterResult, RegisterInput>(({ input }) => {
        calls.register.push(input);
        return register(input);
      }),
      uploadLogo: ok<UploadLogoInput>(),
      updateCompany: ok<UpdateCompanyInput>(),
      updateHrProfile: ok<UpdateHrProfileInput>(),
    },
    delays: { postRegistrationRedirect: 0 },
  });
  return { machine, calls };
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

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('SignupWizard (docs/requirements.md §2 Signup screen)', () => {
  it('starts on step 1 with one h1, Previous disabled, and a link to /login', async () => {
    await renderWithRouter(() => <SignupWizard machine={setup().machine} />, '/signup');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Company Info');
    expect(button('Previous').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step')?.textContent).toBe(
      '1Company Info',
    );
  });

  it('checks step 1 and focuses the first field in error', async () => {
    await renderWithRouter(() => <SignupWizard machine={setup().machine} />, '/signup');
    const user = userEvent.setup();

    await user.click(button('Next'));

    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(document.activeElement).toBe(box('Company Name'));
  });

  it('walks the five steps, sends the code, takes a pasted code and registers', async () => {
    const { machine, calls } = setup();
    const { router } = await renderWithRouter(() => <SignupWizard machine={machine} />, '/signup');
    const user = userEvent.setup();

    await toStepFive(user);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Verify Your Email');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));

    await user.click(button('Next'));
    await screen.findByRole('textbox', { name: 'Digit 1' });
    expect(calls.sendOtp).toEqual([{ email: 'hr@himal.com.np' }]);
    expect(toasts.success).toHaveBeenCalledWith('OTP sent successfully!', expect.anything());
    expect(screen.getByRole('timer').textContent).toBe('You can resend the code in 2:00');

    await user.click(box('Digit 1'));
    await user.paste('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(`Digit ${n}`) as HTMLInputElement).value).join('')).toBe('123456');

    await user.click(button('Sign Up'));
    expect(screen.getByText('Please accept the terms and conditions')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
    await user.click(button('Sign Up'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/overview'));
    expect(calls.register).toEqual([{
      email: 'hr@himal.com.np', user_type: 'employer', password: 'Kathmandu1', password_confirm: 'Kathmandu1',
      full_name: 'Himal Tech', otp_code: '123456',
    }]);
    expect(session.sessionRegistered).toHaveBeenCalledWith(TOKEN, USER);
    expect(toasts.success).toHaveBeenCalledWith('Account setup completed successfully!', expect.anything());
  });

  it('types one digit per box and moves to the next box', async () => {
    await renderWithRouter(() => <SignupWizard machine={setup().machine} />, '/signup');
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
    await renderWithRouter(() => <SignupWizard machine={setup().machine} />, '/signup');
    const user = userEvent.setup();
    await user.type(box('Company Name'), 'Himal Tech');
    await user.type(box('Email'), 'hr@himal.com.np');
    await user.click(button('Next'));

    await user.click(button('Previous'));

    expect((box('Company Name') as HTMLInputElement).value).toBe('Himal Tech');
  });
});
