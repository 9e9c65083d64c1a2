import { assign, emit, setup } from 'xstate';
import { isOtpError } from '@/domain/error-body';
import { t } from '@/domain/i18n/i18n';
import { validateResetCode, validateResetEmail } from '@/domain/password-reset-rules';
import { failureMessage, isRequestFailure } from '@/domain/request-failure';
import { validateAccountSecurity } from '@/domain/signup-rules';
import { hasErrors } from '@/domain/validation';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';

export interface PasswordResetForm {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface PasswordResetContext extends PasswordResetForm {
  errors: Partial<Record<keyof PasswordResetForm, string>>;
  formError: string | null;
}

export type PasswordResetEvent =
  | { type: 'reset.changed'; values: Partial<PasswordResetForm> }
  | { type: 'reset.submit' }
  | { type: 'reset.startOver' };

export interface ResetRequestInput {
  email: string;
}

export interface ResetCodeInput {
  email: string;
  otp_code: string;
}

export interface ResetConfirmInput extends ResetCodeInput {
  new_password: string;
  new_password_confirm: string;
}

/** The forgot-password flow: e-mail → code → new password (the contract's password-reset calls). */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { email?: string },
    emitted: {} as NotifyEvent | RedirectEvent,
  },
  actors: {
    requestReset: notProvided<unknown, ResetRequestInput>('requestReset'),
    verifyResetCode: notProvided<unknown, ResetCodeInput>('verifyResetCode'),
    confirmReset: notProvided<unknown, ResetConfirmInput>('confirmReset'),
  },
  guards: {
    emailIsValid: ({ context }) => !hasErrors(validateResetEmail(context)),
    codeIsValid: ({ context }) => !hasErrors(validateResetCode(context)),
    passwordIsValid: ({ context }) => !hasErrors(validateAccountSecurity(context)),
    codeWasRejected: (_, params: { error: unknown }) => isRequestFailure(params.error) && isOtpError(params.error.body),
  },
  actions: {
    changeForm: assign(({ context, event }) => {
      if (event.type !== 'reset.changed') return {};
      const cleared = Object.fromEntries(Object.keys(event.values).map((k) => [k, undefined]));
      return { ...event.values, errors: { ...context.errors, ...cleared }, formError: null };
    }),
    clearErrors: assign({ errors: {}, formError: null }),
    showEmailErrors: assign({ errors: ({ context }) => validateResetEmail(context) }),
    showCodeErrors: assign({ errors: ({ context }) => validateResetCode(context) }),
    showPasswordErrors: assign({ errors: ({ context }) => validateAccountSecurity(context) }),
    showFailure: assign({
      formError: (_, params: { error: unknown }) => failureMessage(params.error, t('reset.failed')),
    }),
    forgetCodeAndPassword: assign({ code: '', password: '', confirmPassword: '', errors: {}, formError: null }),
    notifyCodeSent: emit(() => ({ type: 'notify', kind: 'success', message: t('toast.passwordResetCodeSent') }) as const),
    notifyPasswordReset: emit(() => ({ type: 'notify', kind: 'success', message: t('toast.passwordResetDone') }) as const),
    redirectToLogin: emit(({ context }) => ({
      type: 'redirect', to: '/login', replace: true, search: { email: context.email.trim() },
    }) as const),
  },
}).createMachine({
  id: 'passwordReset',
  description: 'Resetting a forgotten password with a code sent by e-mail.',
  context: ({ input }) => ({
    email: input.email ?? '', code: '', password: '', confirmPassword: '', errors: {}, formError: null,
  }),
  initial: 'enteringEmail',
  on: {
    'reset.changed': { actions: 'changeForm' },
  },
  states: {
    enteringEmail: {
      description: 'The account’s e-mail address.',
      on: {
        'reset.submit': [
          { guard: 'emailIsValid', target: 'requestingCode', actions: 'clearErrors' },
          { actions: 'showEmailErrors' },
        ],
      },
    },
    requestingCode: {
      description: 'A reset code is being requested.',
      invoke: {
        src: 'requestReset',
        id: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'enteringCode', actions: 'notifyCodeSent' },
        onError: {
          target: 'enteringEmail',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    enteringCode: {
      description: 'The six-digit code from the e-mail.',
      on: {
        'reset.submit': [
          { guard: 'codeIsValid', target: 'verifyingCode', actions: 'clearErrors' },
          { actions: 'showCodeErrors' },
        ],
        'reset.startOver': { target: 'enteringEmail', actions: 'forgetCodeAndPassword' },
      },
    },
    verifyingCode: {
      description: 'The code is being checked.',
      invoke: {
        src: 'verifyResetCode',
        id: 'verifyResetCode',
        input: ({ context }) => ({ email: context.email.trim(), otp_code: context.code.trim() }),
        onDone: { target: 'enteringPassword' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    enteringPassword: {
      description: 'The new password, twice (the signup password rules).',
      on: {
        'reset.submit': [
          { guard: 'passwordIsValid', target: 'savingPassword', actions: 'clearErrors' },
          { actions: 'showPasswordErrors' },
        ],
        'reset.startOver': { target: 'enteringEmail', actions: 'forgetCodeAndPassword' },
      },
    },
    savingPassword: {
      description: 'The new password is being saved.',
      invoke: {
        src: 'confirmReset',
        id: 'confirmReset',
        input: ({ context }) => ({
          email: context.email.trim(),
          otp_code: context.code.trim(),
          new_password: context.password,
          new_password_confirm: context.confirmPassword,
        }),
        onDone: { target: 'done', actions: ['notifyPasswordReset', 'redirectToLogin'] },
        onError: [
          {
            guard: { type: 'codeWasRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'enteringCode',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            description: 'The code expired meanwhile: enter it again (or start over).',
          },
          {
            target: 'enteringPassword',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: { type: 'final', description: 'The password was reset; login follows.' },
  },
});
