import fc from 'fast-check';
import { expect } from 'vitest';
import { ALREADY_REGISTERED_REDIRECT_MS, OTP_LENGTH, SIGNUP_PASSWORD_MIN } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import type { ModelEvent } from '@/machines/-testing/plan';
import { signupMachine, type SignupContext, type SignupForm } from '@/machines/signup.machine';

const EMAIL = 'hr@himal.com.np';
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER = { id: 'u1', email: EMAIL, full_name: 'Himal Tech', user_type: 'employer' as const };
const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const PASSWORD = 'Himal2081!x';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const change = (values: Partial<SignupForm>): ModelEvent => ({ type: 'signup.changed', values });
const failure = (body: unknown, message: string) => new RequestFailure(message, 'http', 400, body);

// Each step offers only the changes that matter there, so the model stays small.
const changesByStep: Record<string, ModelEvent[]> = {
  companyInfo: [change({ fullName: 'Himal Tech', email: EMAIL }), change({ fullName: ' ', email: 'himal' })],
  companyProfile: [change({ companyLogo: LOGO })],
  contactDetails: [change({ contactPerson: ' Sita Sharma ', contactNumber: '9800000000' })],
  accountSecurity: [change({ password: PASSWORD, confirmPassword: PASSWORD }), change({ password: 'short' })],
  verifyEmail: [change({ acceptTerms: true }), change({ email: 'jobs@himal.com.np' })],
};

defineModelTests('signup', {
  machine: signupMachine,
  events: {
    'signup.changed': (snapshot) =>
      Object.entries(changesByStep).find(([step]) => snapshot.matches(step as never))?.[1] ?? [],
    'signup.submit': [
      { type: 'signup.submit', otp: '123456' },
      { type: 'signup.submit', otp: '12a4' },
    ],
  },
  actors: {
    sendOtp: { done: [{ ok: true }], error: [new Error('Network error')] },
    register: {
      done: [{ token: TOKEN, user: USER }, { token: null, user: null }],
      error: [
        failure({ email: ['user with this email already exists.'] }, 'This email is already registered. Please use a different email or try logging in.'),
        failure({ otp_code: ['Invalid or expired OTP.'] }, 'OTP: Invalid or expired OTP.'),
        new RequestFailure('Server error. Please try again later or contact support if the problem persists.', 'http', 500),
      ],
    },
    uploadLogo: { done: [{ logo_url: '/media/logo.png' }], error: [new Error('Upload failed')] },
    updateCompany: { done: [{}], error: [new Error('Update failed')] },
    updateHrProfile: { done: [{}], error: [new Error('Update failed')] },
  },
  // The password is asserted through its outcome (errors, registration input), not kept as state identity.
  context: (c: SignupContext) => ({ ...c, form: { ...c.form, password: c.form.password.length, confirmPassword: c.form.confirmPassword === c.form.password } }),
  expectations: {
    alreadyRegistered: ({ emitted }) =>
      expect(emitted.at(-1)).toMatchObject({ type: 'notify', message: 'This email is already registered!', action: { label: 'Login Now' } }),
    completed: ({ emitted, now }) => {
      const last = emitted.at(-1) as { type: string; to?: string; search?: Record<string, string> };
      expect(last.type).toBe('redirect');
      if (last.search?.notice === 'alreadyRegistered') expect(now).toBe(ALREADY_REGISTERED_REDIRECT_MS);
    },
    'settingUp.updatingHrProfile': ({ inputs, context }) => {
      const form = (context as unknown as SignupContext).form;
      expect(inputs.updateHrProfile?.at(-1)).toEqual({
        token: TOKEN, contact_name: form.contactPerson.trim(), contact_number: form.contactNumber.trim(),
      });
    },
    'settingUp.leaving': ({ emitted }) =>
      expect(emitted.at(-1)).toMatchObject({
        type: 'notify',
        message: expect.stringMatching(/^(Account setup completed successfully!|Some account setup tasks failed\. You can update these in your profile settings\.)$/),
      }),
  },
  properties: [
    guardProperty({
      name: 'step 1 needs a company name and a valid e-mail (docs/requirements.md §5 Signup)',
      from: 'companyInfo',
      arbitrary: fc.record({
        fullName: fc.oneof(fc.constantFrom('', '  '), fc.string({ minLength: 1, maxLength: 20 })),
        email: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9.]{1,10}@[a-z0-9]{1,8}\.[a-z]{2,4}$/), fc.string({ maxLength: 12 })),
      }),
      event: (values) => [change(values), { type: 'signup.next' }],
      holds: ({ fullName, email }) => fullName.trim() !== '' && EMAIL_PATTERN.test(email.trim()),
      then: ({ fullName, email }, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'companyProfile' : 'companyInfo');
        if (holds) return;
        const errors = (v.context as unknown as SignupContext).errors;
        expect(errors.fullName).toBe(fullName.trim() ? undefined : 'Full name is required');
        expect(errors.email).toBe(
          email.trim() === '' ? 'Email is required' : EMAIL_PATTERN.test(email.trim()) ? undefined : 'Please enter a valid email address',
        );
      },
    }),
    guardProperty({
      name: 'leaving Account Security checks the password rules (docs/requirements.md §5 Signup)',
      from: 'accountSecurity',
      arbitrary: fc.record({
        password: fc.oneof(fc.string({ maxLength: 14 }), fc.stringMatching(/^[A-Z][a-z]{3,8}[0-9]{1,4}$/)),
        same: fc.boolean(),
      }),
      event: ({ password, same }) => [
        change({ password, confirmPassword: same ? password : `${password}x` }),
        { type: 'signup.next' },
      ],
      holds: ({ password, same }) =>
        same && password.length >= SIGNUP_PASSWORD_MIN && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password),
      then: ({ password, same }, v, holds) => {
        expect(v.snapshot.matches(holds ? 'verifyEmail' : 'accountSecurity')).toBe(true);
        if (holds) return;
        const errors = (v.context as unknown as SignupContext).errors;
        const expected =
          password === '' ? 'Password is required'
          : password.length < SIGNUP_PASSWORD_MIN ? `Password must be at least ${SIGNUP_PASSWORD_MIN} characters long`
          : !(/[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password))
            ? 'Password must contain at least one uppercase letter, one lowercase letter, and one number'
            : undefined;
        expect(errors.password).toBe(expected);
        if (!same) expect(errors.confirmPassword).toBe(expected ? undefined : 'Passwords do not match');
      },
    }),
    guardProperty({
      name: 'Sign Up needs the six OTP digits and the accepted terms (docs/requirements.md §5 Signup)',
      from: 'verifyEmail.withCode.entering',
      arbitrary: fc.record({
        otp: fc.oneof(fc.stringMatching(new RegExp(`^\\d{${OTP_LENGTH}}$`)), fc.string({ maxLength: OTP_LENGTH + 1 }), fc.stringMatching(/^\d{0,5}$/)),
        terms: fc.boolean(),
      }),
      event: ({ otp, terms }) => [change({ acceptTerms: terms }), { type: 'signup.submit', otp }],
      holds: ({ otp, terms }) => terms && new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp),
      then: ({ otp, terms }, v, holds) => {
        expect(v.snapshot.matches(holds ? 'verifyEmail.withCode.registering' : 'verifyEmail.withCode.entering')).toBe(true);
        if (holds) {
          expect(v.inputs.register?.at(-1)).toMatchObject({ email: EMAIL, otp_code: otp, user_type: 'employer' });
          return;
        }
        const errors = (v.context as unknown as SignupContext).errors;
        expect(errors.otp).toBe(new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp) ? undefined : `Please enter the ${OTP_LENGTH}-digit OTP code`);
        expect(errors.acceptTerms).toBe(terms ? undefined : 'Please accept the terms and conditions');
      },
    }),
  ],
});
