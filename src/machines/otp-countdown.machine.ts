import { assign, emit, setup } from 'xstate';
import { OTP_COUNTDOWN_TICK_MS, OTP_RESEND_WAIT_S } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { emptyOtp, pasteOtp, setOtpDigit } from '@/domain/otp-digits';
import { failureMessage } from '@/domain/request-failure';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent } from '@/machines/notify';

export { formatCountdown } from '@/domain/countdown';

export interface OtpCountdownContext {
  email: string;
  /** The six boxes, one digit (or nothing) each. */
  digits: string[];
  secondsLeft: number;
}

export type OtpCountdownEvent =
  | { type: 'otp.digitEntered'; index: number; value: string }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.resend' };

export interface SendOtpInput {
  email: string;
}

/**
 * docs/requirements.md §4 OTP resend: the six code boxes and the 120 s wait before another code may be requested. At 0 the
 * resend button appears; a successful resend empties the boxes and starts the wait again.
 */
export const otpCountdownMachine = setup({
  types: {
    context: {} as OtpCountdownContext,
    events: {} as OtpCountdownEvent,
    input: {} as { email: string },
    emitted: {} as NotifyEvent,
  },
  actors: {
    sendOtp: notProvided<unknown, SendOtpInput>('sendOtp'),
  },
  delays: {
    countdownTick: OTP_COUNTDOWN_TICK_MS,
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    enterDigit: assign({
      digits: ({ context, event }) =>
        event.type === 'otp.digitEntered' ? setOtpDigit(context.digits, event.index, event.value) : context.digits,
    }),
    pasteCode: assign({
      digits: ({ context, event }) => (event.type === 'otp.pasted' ? pasteOtp(context.digits, event.text) : context.digits),
    }),
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restartWait: assign({ secondsLeft: OTP_RESEND_WAIT_S }),
    clearDigits: assign({ digits: () => emptyOtp() }),
    notifyResent: emit(() => ({ type: 'notify', kind: 'success', message: t('toast.otpResent') }) as const),
    notifyResendFailed: emit((_, params: { error: unknown }) => ({
      type: 'notify',
      kind: 'error',
      message: t('toast.otpResendFailed'),
      description: failureMessage(params.error, t('error.requestFailed')),
    }) as const),
  },
}).createMachine({
  id: 'otpCountdown',
  description: 'The verification code boxes and the wait before a new code may be requested.',
  meta: { spec: '§4 OTP resend' },
  context: ({ input }) => ({ email: input.email, digits: emptyOtp(), secondsLeft: OTP_RESEND_WAIT_S }),
  initial: 'counting',
  on: {
    'otp.digitEntered': { actions: 'enterDigit', description: 'One digit per box.' },
    'otp.pasted': { actions: 'pasteCode', description: 'A pasted code fills all six boxes.' },
  },
  states: {
    counting: {
      description: 'Counting down to the moment a new code may be requested (shown as m:ss).',
      after: {
        countdownTick: [
          { guard: 'isLastSecond', target: 'canResend', actions: 'countDown' },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
    },
    canResend: {
      description: 'The wait is over: the resend button is shown.',
      on: { 'otp.resend': { target: 'resending' } },
    },
    resending: {
      description: 'A new code is being requested.',
      invoke: {
        src: 'sendOtp',
        id: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'counting',
          actions: ['clearDigits', 'restartWait', 'notifyResent'],
          description: 'Resending empties the six boxes and starts the wait again.',
        },
        onError: {
          target: 'canResend',
          actions: { type: 'notifyResendFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
