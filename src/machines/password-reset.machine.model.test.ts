import fc from 'fast-check';
import { expect } from 'vitest';
import { OTP_LENGTH } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import type { ModelEvent } from '@/machines/-testing/plan';
import { passwordResetMachine, type PasswordResetContext, type PasswordResetForm } from '@/machines/password-reset.machine';

const EMAIL = 'hr@himal.com.np';
const PASSWORD = 'Himal2081!x';
const change = (values: Partial<PasswordResetForm>): ModelEvent => ({ type: 'reset.changed', values });
const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const changesByState: Record<string, ModelEvent[]> = {
  enteringEmail: [change({ email: EMAIL }), change({ email: 'himal' })],
  enteringCode: [change({ code: '482913' }), change({ code: '48a' })],
  enteringPassword: [change({ password: PASSWORD, confirmPassword: PASSWORD }), change({ password: 'short' })],
};

defineModelTests('password-reset', {
  machine: passwordResetMachine,
  inputs: [{}, { email: EMAIL }],
  events: {
    'reset.changed': (snapshot) => Object.entries(changesByState).find(([s]) => snapshot.matches(s as never))?.[1] ?? [],
  },
  actors: {
    requestReset: { done: [{}], error: [new RequestFailure('Unable to connect to the server.', 'network')] },
    verifyResetCode: { done: [{}], error: [new RequestFailure('OTP: Invalid code.', 'http', 400, { otp_code: ['Invalid code.'] })] },
    confirmReset: {
      done: [{}],
      error: [
        new RequestFailure('OTP: Code expired.', 'http', 400, { otp_code: ['Code expired.'] }),
        new RequestFailure('Server error.', 'http', 500),
      ],
    },
  },
  context: (c: PasswordResetContext) => ({ ...c, password: c.password.length, confirmPassword: c.confirmPassword === c.password }),
  expectations: {
    done: ({ emitted }) => expect(emitted.at(-1)).toEqual({ type: 'redirect', to: '/login', replace: true, search: { email: EMAIL } }),
    verifyingCode: ({ inputs, context }) =>
      expect(inputs.verifyResetCode?.at(-1)).toEqual({ email: EMAIL, otp_code: (context as unknown as PasswordResetContext).code.trim() }),
  },
  properties: [
    guardProperty({
      name: `the reset code must be ${OTP_LENGTH} digits`,
      from: 'enteringCode',
      arbitrary: fc.oneof(fc.stringMatching(SIX_DIGITS), fc.string({ maxLength: OTP_LENGTH + 2 }), fc.stringMatching(/^ ?\d{6} ?$/)),
      event: (code) => [change({ code }), { type: 'reset.submit' }],
      holds: (code) => SIX_DIGITS.test(code.trim()),
      then: (_code, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'verifyingCode' : 'enteringCode');
        if (!holds) expect((v.context as unknown as PasswordResetContext).errors.code).toBe(`Please enter the ${OTP_LENGTH}-digit OTP code`);
      },
    }),
  ],
});
