import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { ALREADY_REGISTERED_REDIRECT_MS, OTP_RESEND_WAIT_S, POST_REGISTRATION_REDIRECT_MS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import type { AuthUser } from '@/domain/user';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';
import { otpCountdownMachine, type SendOtpInput } from '@/machines/otp-countdown.machine';
import {
  signupMachine, signupStep, type RegisterInput, type RegisterResult, type SignupForm, type UpdateCompanyInput,
  type UpdateHrProfileInput, type UploadLogoInput,
} from '@/machines/signup.machine';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER: AuthUser = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' };
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Fakes {
  sendOtp?: (input: SendOtpInput) => Promise<unknown>;
  register?: (input: RegisterInput) => Promise<RegisterResult>;
  uploadLogo?: (input: UploadLogoInput) => Promise<unknown>;
  updateCompany?: (input: UpdateCompanyInput) => Promise<unknown>;
  updateHrProfile?: (input: UpdateHrProfileInput) => Promise<unknown>;
}

function start(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const calls = {
    sendOtp: [] as SendOtpInput[], register: [] as RegisterInput[], uploadLogo: [] as UploadLogoInput[],
    updateCompany: [] as UpdateCompanyInput[], updateHrProfile: [] as UpdateHrProfileInput[],
  };
  const fake = <I, O>(list: I[], impl: ((input: I) => Promise<O>) | undefined, fallback: O) =>
    fromPromise<O, I>(({ input }) => {
      list.push(input);
      return impl ? impl(input) : Promise.resolve(fallback);
    });
  const sendOtp = fake(calls.sendOtp, fakes.sendOtp, {} as unknown);
  const machine = signupMachine.provide({
    actors: {
      sendOtp,
      otpCountdown: otpCountdownMachine.provide({ actors: { sendOtp } }),
      register: fake(calls.register, fakes.register, { token: TOKEN, user: USER } as RegisterResult),
      uploadLogo: fake(calls.uploadLogo, fakes.uploadLogo, {} as unknown),
      updateCompany: fake(calls.updateCompany, fakes.updateCompany, {} as unknown),
      updateHrProfile: fake(calls.updateHrProfile, fakes.updateHrProfile, {} as unknown),
    },
  });
  const actor = createActor(machine, { clock });
  const emitted: Array<NotifyEvent | RedirectEvent | { type: 'signup.registered' }> = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted };
}

type Run = ReturnType<typeof start>;

const change = (run: Run, values: Partial<SignupForm>) => run.actor.send({ type: 'signup.changed', values });
const next = (run: Run) => run.actor.send({ type: 'signup.next' });
const previous = (run: Run) => run.actor.send({ type: 'signup.previous' });
const step = (run: Run) => signupStep(run.actor.getSnapshot());
const notifications = (run: Run) => run.emitted.filter((e): e is NotifyEvent => e.type === 'notify');

function toAccountSecurity(run: Run, extra: Partial<SignupForm> = {}) {
  change(run, { fullName: 'Himal Tech', email: 'hr@himal.com.np', ...extra });
  next(run);
  next(run);
  change(run, { contactPerson: 'Sita Sharma', contactNumber: '+977 9800000000' });
  next(run);
}

async function toCodeStep(run: Run, extra: Partial<SignupForm> = {}) {
  toAccountSecurity(run, extra);
  change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
  next(run);
  next(run);
  await waitFor(run.actor, (s) => s.matches({ verifyEmail: 'withCode' }));
}

async function submit(run: Run, otp = '123456') {
  change(run, { acceptTerms: true });
  run.actor.send({ type: 'signup.submit', otp });
  await waitFor(run.actor, (s) => !s.matches({ verifyEmail: { withCode: 'registering' } }));
}

describe('signup machine: steps (docs/requirements.md §2 Signup screen, §4 Signup flow)', () => {
  it('starts on step 1 of 5', () => {
    const run = start();
    expect(run.actor.getSnapshot().value).toBe('companyInfo');
    expect(step(run)).toBe(1);
  });

  it('checks company name and e-mail on step 1', () => {
    const run = start();
    next(run);
    expect(step(run)).toBe(1);
    expect(run.actor.getSnapshot().context.errors).toEqual({ fullName: 'Full name is required', email: 'Email is required' });

    change(run, { fullName: 'Himal Tech', email: 'hr@himal' });
    next(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('clears a field’s error when it changes', () => {
    const run = start();
    next(run);
    change(run, { fullName: 'H' });
    expect(run.actor.getSnapshot().context.errors.fullName).toBeUndefined();
    expect(run.actor.getSnapshot().context.errors.email).toBe('Email is required');
  });

  it('walks forward through steps 2 and 3 without checks and back with Previous', () => {
    const run = start();
    change(run, { fullName: 'Himal Tech', email: 'hr@himal.com.np' });
    next(run);
    expect(step(run)).toBe(2);
    expect(run.actor.getSnapshot().context.form.industryType).toBe('Technology');
    change(run, { industryType: 'Hospitality', companyLogo: LOGO });
    next(run);
    expect(step(run)).toBe(3);
    next(run); // contact person and number are not checked
    expect(step(run)).toBe(4);
    previous(run);
    expect(step(run)).toBe(3);
    previous(run);
    expect(step(run)).toBe(2);
    previous(run);
    expect(step(run)).toBe(1);
    previous(run); // Previous is disabled on step 1
    expect(step(run)).toBe(1);
    expect(run.actor.getSnapshot().context.form).toMatchObject({ industryType: 'Hospitality', companyLogo: LOGO });
  });

  it('checks the password when leaving Account Security', () => {
    const run = start();
    toAccountSecurity(run);
    expect(step(run)).toBe(4);

    change(run, { password: 'kathmandu', confirmPassword: 'kathmandu' });
    next(run);
    expect(step(run)).toBe(4);
    expect(run.actor.getSnapshot().context.errors).toEqual({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });

    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu2' });
    next(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ confirmPassword: 'Passwords do not match' });

    change(run, { confirmPassword: 'Kathmandu1' });
    next(run);
    expect(step(run)).toBe(5);
    expect(run.actor.getSnapshot().matches({ verifyEmail: 'codeNotSent' })).toBe(true);
  });
});

describe('signup machine: the code (docs/requirements.md §4 An OTP is sent on the first Next at step 5)', () => {
  it('sends the code on the first Next at step 5 and toasts', async () => {
    const run = start();
    toAccountSecurity(run, { email: ' hr@himal.com.np ' });
    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
    next(run);
    expect(run.calls.sendOtp).toEqual([]);

    next(run);
    expect(run.actor.getSnapshot().matches({ verifyEmail: 'sendingCode' })).toBe(true);
    await waitFor(run.actor, (s) => s.matches({ verifyEmail: { withCode: 'entering' } }));

    expect(run.calls.sendOtp).toEqual([{ email: 'hr@himal.com.np' }]);
    expect(notifications(run)).toEqual([{ type: 'notify', kind: 'success', message: 'OTP sent successfully!' }]);
    expect(run.actor.getSnapshot().children.otpCountdown?.getSnapshot().context.secondsLeft).toBe(OTP_RESEND_WAIT_S);
  });

  it('stays before the code with the failure toast when sending fails', async () => {
    const run = start({ sendOtp: () => Promise.reject(new RequestFailure('Bad', 'http', 400)) });
    toAccountSecurity(run);
    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
    next(run);
    next(run);
    await waitFor(run.actor, (s) => s.matches({ verifyEmail: 'codeNotSent' }));
    expect(notifications(run)).toEqual([
      {
        type: 'notify', kind: 'error', message: 'Failed to send OTP. Please check your email address and try again.',
        description: 'Bad',
      },
    ]);
  });

  it('sends the code again with Next after a failed send', async () => {
    let fail = true;
    const run = start({ sendOtp: async () => {
      if (fail) throw new Error('offline');
      return {};
    } });
    toAccountSecurity(run);
    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
    next(run);
    next(run);
    await waitFor(run.actor, (s) => s.matches({ verifyEmail: 'codeNotSent' }));
    expect(notifications(run)[0]).not.toHaveProperty('description');
    fail = false;
    next(run);
    await waitFor(run.actor, (s) => s.matches({ verifyEmail: 'withCode' }));
    expect(run.calls.sendOtp).toHaveLength(2);
  });

  it('checks the six digits and the terms before registering', async () => {
    const run = start();
    await toCodeStep(run);

    run.actor.send({ type: 'signup.submit', otp: '12345' });
    expect(run.actor.getSnapshot().context.errors).toEqual({
      otp: 'Please enter the 6-digit OTP code', acceptTerms: 'Please accept the terms and conditions',
    });
    expect(run.calls.register).toEqual([]);
  });

  it('goes back to Account Security with Previous, and back again without a new code for the same e-mail', async () => {
    const run = start();
    await toCodeStep(run);
    previous(run);
    expect(step(run)).toBe(4);
    next(run);
    expect(run.actor.getSnapshot().matches({ verifyEmail: { withCode: 'entering' } })).toBe(true);
    expect(run.calls.sendOtp).toHaveLength(1);
  });

  it('sends a new code when the e-mail changed', async () => {
    const run = start();
    await toCodeStep(run);
    previous(run);
    previous(run);
    previous(run);
    previous(run);
    change(run, { email: 'jobs@himal.com.np' });
    next(run);
    next(run);
    next(run);
    next(run);
    expect(run.actor.getSnapshot().matches({ verifyEmail: 'codeNotSent' })).toBe(true);
    previous(run);
    expect(step(run)).toBe(4);
  });

  it('resending through the countdown goes to the same e-mail', async () => {
    const run = start();
    await toCodeStep(run);
    const countdown = run.actor.getSnapshot().children.otpCountdown!;
    countdown.send({ type: 'otp.pasted', text: '111111' });
    for (let i = 0; i < OTP_RESEND_WAIT_S; i += 1) run.clock.increment(1_000);

    countdown.send({ type: 'otp.resend' });
    await waitFor(countdown, (s) => s.matches('counting'));

    expect(run.calls.sendOtp).toEqual([{ email: 'hr@himal.com.np' }, { email: 'hr@himal.com.np' }]);
    expect(countdown.getSnapshot().context.digits).toEqual(['', '', '', '', '', '']);
  });
});

describe('signup machine: registration (docs/requirements.md §4, §8 Registration)', () => {
  it('sends the spec payload', async () => {
    const run = start({ register: () => new Promise(() => {}) });
    await toCodeStep(run, { fullName: ' Himal Tech ' });
    change(run, { acceptTerms: true });
    run.actor.send({ type: 'signup.submit', otp: '123456' });

    expect(run.actor.getSnapshot().matches({ verifyEmail: { withCode: 'registering' } })).toBe(true);
    expect(run.calls.register).toEqual([{
      email: 'hr@himal.com.np', user_type: 'employer', password: 'Kathmandu1', password_confirm: 'Kathmandu1',
      full_name: 'Himal Tech', otp_code: '123456',
    }]);
  });

  it('with a token: announces the session, runs the three tasks with toasts, the summary, then the overview after 100 ms', async () => {
    const run = start();
    await toCodeStep(run, { companyLogo: LOGO, industryType: 'Finance' });
    await submit(run);
    await waitFor(run.actor, (s) => s.matches({ settingUp: 'leaving' }));

    expect(run.emitted).toContainEqual({ type: 'signup.registered', token: TOKEN, user: USER });
    expect(run.calls.uploadLogo).toEqual([{ token: TOKEN, dataUrl: LOGO }]);
    expect(run.calls.updateCompany).toEqual([{ token: TOKEN, industry_type: 'Finance' }]);
    expect(run.calls.updateHrProfile).toEqual([{ token: TOKEN, contact_name: 'Sita Sharma', contact_number: '+977 9800000000' }]);
    expect(notifications(run).map((n) => n.message)).toEqual([
      'OTP sent successfully!',
      'Account created successfully! Welcome!',
      'Company logo uploaded',
      'Company profile updated',
      'HR profile updated',
      'Account setup completed successfully!',
    ]);

    run.clock.increment(POST_REGISTRATION_REDIRECT_MS - 1);
    expect(run.actor.getSnapshot().status).toBe('active');
    run.clock.increment(1);
    expect(run.actor.getSnapshot().value).toBe('completed');
    expect(run.emitted.at(-1)).toEqual({ type: 'redirect', to: '/employer/overview', replace: true });
  });

  it('skips the logo upload when no inline data image was chosen', async () => {
    const run = start();
    await toCodeStep(run);
    await submit(run);
    await waitFor(run.actor, (s) => s.matches({ settingUp: 'leaving' }));
    expect(run.calls.uploadLogo).toEqual([]);
    expect(run.calls.updateCompany).toHaveLength(1);
  });

  it('toasts each failed task and the partial summary, and still goes to the overview', async () => {
    const fail = () => Promise.reject(new Error('500'));
    const run = start({ uploadLogo: fail, updateCompany: fail, updateHrProfile: fail });
    await toCodeStep(run, { companyLogo: LOGO });
    await submit(run);
    await waitFor(run.actor, (s) => s.matches({ settingUp: 'leaving' }));

    expect(notifications(run).slice(2)).toEqual([
      { type: 'notify', kind: 'error', message: 'Failed to upload company logo' },
      { type: 'notify', kind: 'error', message: 'Failed to update company profile' },
      { type: 'notify', kind: 'error', message: 'Failed to update HR profile' },
      {
        type: 'notify', kind: 'error',
        message: 'Some account setup tasks failed. You can update these in your profile settings.',
      },
    ]);
    run.clock.increment(POST_REGISTRATION_REDIRECT_MS);
    expect(run.emitted.at(-1)).toEqual({ type: 'redirect', to: '/employer/overview', replace: true });
  });

  it('without a token: toasts "Please login" and goes to login with the e-mail', async () => {
    const run = start({ register: async () => ({ token: null, user: null }) });
    await toCodeStep(run);
    await submit(run);

    expect(run.actor.getSnapshot().value).toBe('completed');
    expect(notifications(run).at(-1)).toEqual({ type: 'notify', kind: 'success', message: 'Account created successfully! Please login.' });
    expect(run.emitted.at(-1)).toEqual({ type: 'redirect', to: '/login', replace: true, search: { email: 'hr@himal.com.np' } });
    expect(run.calls.updateCompany).toEqual([]);
  });

  it('already registered: "Login Now" toast, then login after 3 s with the e-mail and a message', async () => {
    const body = { email: ['A user with this email already exists.'] };
    const run = start({ register: () => Promise.reject(new RequestFailure('x', 'http', 400, body)) });
    await toCodeStep(run);
    await submit(run);

    expect(run.actor.getSnapshot().value).toBe('alreadyRegistered');
    expect(notifications(run).at(-1)).toEqual({
      type: 'notify', kind: 'error', message: 'This email is already registered!',
      action: { label: 'Login Now', to: '/login', search: { email: 'hr@himal.com.np' } },
    });

    run.clock.increment(ALREADY_REGISTERED_REDIRECT_MS - 1);
    expect(run.emitted.some((e) => e.type === 'redirect')).toBe(false);
    run.clock.increment(1);

    expect(run.actor.getSnapshot().value).toBe('completed');
    expect(run.emitted.at(-1)).toEqual({
      type: 'redirect', to: '/login', replace: false, search: { email: 'hr@himal.com.np', notice: 'alreadyRegistered' },
    });
  });

  it('an OTP error stays on the code step with the message under the code', async () => {
    const body = { otp_code: ['Invalid or expired code.'] };
    const run = start({ register: () => Promise.reject(new RequestFailure('OTP: Invalid or expired code.', 'http', 400, body)) });
    await toCodeStep(run);
    await submit(run);

    expect(run.actor.getSnapshot().matches({ verifyEmail: { withCode: 'entering' } })).toBe(true);
    expect(run.actor.getSnapshot().context.errors).toEqual({ otp: 'OTP: Invalid or expired code.' });
  });

  it('any other failure returns to step 1 with the message', async () => {
    const run = start({ register: () => Promise.reject(new RequestFailure('Password: This password is too common.', 'http', 400, { password: ['This password is too common.'] })) });
    await toCodeStep(run);
    await submit(run);

    expect(step(run)).toBe(1);
    expect(run.actor.getSnapshot().context.formError).toBe('Password: This password is too common.');
  });

  it('an email field error also toasts "Email validation failed"', async () => {
    const failure = new RequestFailure('Email: Enter a valid email address.', 'http', 400, { email: ['Enter a valid email address.'] }, {
      title: 'Email validation failed', description: 'Enter a valid email address.',
    });
    const run = start({ register: () => Promise.reject(failure) });
    await toCodeStep(run);
    await submit(run);

    expect(step(run)).toBe(1);
    expect(notifications(run).at(-1)).toEqual({
      type: 'notify', kind: 'error', message: 'Email validation failed', description: 'Enter a valid email address.',
    });
  });

  it('a failure without a message falls back to "Registration failed. Please try again."', async () => {
    const run = start({ register: () => Promise.reject('boom') });
    await toCodeStep(run);
    await submit(run);
    expect(run.actor.getSnapshot().context.formError).toBe('Registration failed. Please try again.');
  });
});
