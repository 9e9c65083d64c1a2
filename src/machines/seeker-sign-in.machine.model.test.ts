import fc from 'fast-check';
import { expect } from 'vitest';
import { OTP_LENGTH } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import type { ModelEvent } from '@/machines/-testing/plan';
import { seekerSignInMachine, type SeekerSignInContext, type SeekerSignInForm } from '@/machines/seeker-sign-in.machine';

const EMAIL = 'sita@example.com';
const change = (values: Partial<SeekerSignInForm>): ModelEvent => ({ type: 'seekerSignIn.changed', values });
const SIX_DIGITS = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const SIGNED_IN = { token: 'k'.repeat(43), seeker: { id: 'a5f0b2c4-0000-4000-8000-000000000001', full_name: 'Sita Sharma', email: EMAIL } };

const changesByState: Record<string, ModelEvent[]> = {
  enteringEmail: [change({ email: EMAIL }), change({ email: 'sita' })],
  enteringCode: [change({ code: '482913' }), change({ code: '48a' })],
};

defineModelTests('seeker-sign-in', {
  machine: seekerSignInMachine,
  inputs: [{}, { email: EMAIL }],
  events: {
    'seekerSignIn.changed': (snapshot) => Object.entries(changesByState).find(([s]) => snapshot.matches(s as never))?.[1] ?? [],
  },
  actors: {
    requestSeekerCode: { done: [{}], error: [new RequestFailure('Please wait 60 seconds before requesting a new OTP.', 'http', 429)] },
    verifySeekerCode: { done: [SIGNED_IN], error: [new RequestFailure('OTP: Invalid OTP code.', 'http', 400, { otp_code: ['Invalid OTP code.'] })] },
  },
  expectations: {
    signedIn: ({ emitted }) => expect(emitted.at(-1)).toEqual({ type: 'redirect', to: '/seeker/applications', replace: true }),
    verifyingCode: ({ inputs, context }) =>
      expect(inputs.verifySeekerCode?.at(-1)).toEqual({ email: EMAIL, otp_code: (context as unknown as SeekerSignInContext).code.trim() }),
  },
  properties: [
    guardProperty({
      name: `the sign-in code must be ${OTP_LENGTH} digits`,
      from: 'enteringCode',
      arbitrary: fc.oneof(fc.stringMatching(SIX_DIGITS), fc.string({ maxLength: OTP_LENGTH + 2 }), fc.stringMatching(/^ ?\d{6} ?$/)),
      event: (code) => [change({ code }), { type: 'seekerSignIn.submit' }],
      holds: (code) => SIX_DIGITS.test(code.trim()),
      then: (_code, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'verifyingCode' : 'enteringCode');
        if (!holds) expect((v.context as unknown as SeekerSignInContext).errors.code).toBe(`Please enter the ${OTP_LENGTH}-digit OTP code`);
      },
    }),
  ],
});
