import fc from 'fast-check';
import { expect } from 'vitest';
import { OTP_LENGTH, OTP_RESEND_WAIT_S } from '@/domain/constants';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import { otpCountdownMachine, type OtpCountdownContext } from '@/machines/otp-countdown.machine';

const EMAIL = 'hr@himal.com.np';
const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

defineModelTests('otp-countdown', {
  machine: otpCountdownMachine,
  input: { email: EMAIL },
  events: {
    'otp.digitEntered': [{ type: 'otp.digitEntered', index: 0, value: '7' }],
    'otp.pasted': [{ type: 'otp.pasted', text: '482 913' }],
  },
  actors: { sendOtp: { done: [{ ok: true }], error: [new Error('Network error')] } },
  // The boxes change in every state; the model tells states apart by the countdown (boxes are checked by the
  // properties below).
  context: (c: OtpCountdownContext) => ({ email: c.email, secondsLeft: c.secondsLeft }),
  expectations: {
    canResend: ({ context }) => expect(context.secondsLeft).toBe(0),
    resending: ({ inputs }) => expect(inputs.sendOtp?.at(-1)).toEqual({ email: EMAIL }),
  },
  properties: [
    guardProperty({
      name: 'a pasted code fills the six boxes from its first six digits; a paste without digits changes nothing',
      from: 'counting',
      arbitrary: fc.oneof(fc.stringMatching(/^[0-9 -]{0,12}$/), fc.string({ maxLength: 12 })),
      event: (text) => ({ type: 'otp.pasted', text }),
      holds: (text) => digitsOf(text).length > 0,
      then: (text, v, holds) => {
        const expected = holds ? EMPTY.map((_, i) => digitsOf(text)[i] ?? '') : EMPTY;
        expect(v.context.digits).toEqual(expected);
      },
    }),
    guardProperty({
      name: 'each box keeps one digit (the last typed); anything else empties it',
      from: 'counting',
      arbitrary: fc.record({ index: fc.integer({ min: 0, max: OTP_LENGTH - 1 }), value: fc.string({ maxLength: 3 }) }),
      event: ({ index, value }) => [
        { type: 'otp.pasted', text: '999999' },
        { type: 'otp.digitEntered', index, value },
      ],
      holds: ({ value }) => /\d/.test(value),
      then: ({ index, value }, v, holds) => {
        const expected = [...'999999'];
        expected[index] = holds ? (value.replace(/\D/g, '').slice(-1)) : '';
        expect(v.context.digits).toEqual(expected);
      },
    }),
    guardProperty({
      name: 'a successful resend empties the boxes and restarts the 120 s wait; a failed one keeps them',
      from: 'canResend',
      arbitrary: fc.record({ code: fc.stringMatching(/^\d{6}$/), sent: fc.boolean() }),
      event: ({ code, sent }) => [
        { type: 'otp.pasted', text: code },
        { type: 'otp.resend' },
        sent
          ? { type: 'xstate.done.actor.sendOtp', output: { ok: true } }
          : { type: 'xstate.error.actor.sendOtp', error: new Error('Network error') },
      ],
      holds: ({ sent }) => sent,
      then: ({ code }, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'counting' : 'canResend');
        expect(v.context.digits).toEqual(holds ? EMPTY : [...code]);
        expect(v.context.secondsLeft).toBe(holds ? OTP_RESEND_WAIT_S : 0);
        expect(v.emitted.at(-1)).toMatchObject({ type: 'notify', kind: holds ? 'success' : 'error' });
      },
      numRuns: 20,
    }),
  ],
});
