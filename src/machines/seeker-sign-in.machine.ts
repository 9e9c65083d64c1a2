import { assign, emit, setup } from 'xstate';
import { t } from '@/domain/i18n/i18n';
import { validateResetCode, validateResetEmail } from '@/domain/password-reset-rules';
import { failureMessage } from '@/domain/request-failure';
import { hasErrors } from '@/domain/validation';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';

export interface SeekerSignInForm {
  email: string;
  code: string;
}

export interface SeekerSignInContext extends SeekerSignInForm {
  errors: Partial<Record<keyof SeekerSignInForm, string>>;
  formError: string | null;
}

export type SeekerSignInEvent =
  | { type: 'seekerSignIn.changed'; values: Partial<SeekerSignInForm> }
  | { type: 'seekerSignIn.submit' }
  | { type: 'seekerSignIn.resend' }
  | { type: 'seekerSignIn.startOver' };

export interface SeekerCodeRequestInput {
  email: string;
}

export interface SeekerVerifyInput {
  email: string;
  otp_code: string;
}

/** What a right code answers: the seeker's token and who they are. */
export interface SeekerSignedIn {
  token: string;
  seeker: { id: string; full_name: string; email: string };
}

/** A job seeker signs in without a password: e-mail → e-mailed code → their applications (docs/seekers.md). */
export const seekerSignInMachine = setup({
  types: {
    context: {} as SeekerSignInContext,
    events: {} as SeekerSignInEvent,
    input: {} as { email?: string },
    emitted: {} as NotifyEvent | RedirectEvent,
  },
  actors: {
    requestSeekerCode: notProvided<unknown, SeekerCodeRequestInput>('requestSeekerCode'),
    verifySeekerCode: notProvided<SeekerSignedIn, SeekerVerifyInput>('verifySeekerCode'),
  },
  guards: {
    emailIsValid: ({ context }) => !hasErrors(validateResetEmail(context)),
    codeIsValid: ({ context }) => !hasErrors(validateResetCode(context)),
  },
  actions: {
    changeForm: assign(({ context, event }) => {
      if (event.type !== 'seekerSignIn.changed') return {};
      const cleared = Object.fromEntries(Object.keys(event.values).map((k) => [k, undefined]));
      return { ...event.values, errors: { ...context.errors, ...cleared }, formError: null };
    }),
    clearErrors: assign({ errors: {}, formError: null }),
    showEmailErrors: assign({ errors: ({ context }) => validateResetEmail(context) }),
    showCodeErrors: assign({ errors: ({ context }) => validateResetCode(context) }),
    showFailure: assign({
      formError: (_, params: { error: unknown }) => failureMessage(params.error, t('seeker.signIn.failed')),
    }),
    forgetCode: assign({ code: '', errors: {}, formError: null }),
    notifyCodeSent: emit(() => ({ type: 'notify', kind: 'success', message: t('toast.otpSent') }) as const),
    // Provided by the session layer: the seeker's session goes to this device's storage.
    keepSeekerSession: (_, _params: { signedIn: SeekerSignedIn }) => {},
    redirectToApplications: emit(() => ({ type: 'redirect', to: '/seeker/applications', replace: true }) as const),
  },
}).createMachine({
  id: 'seekerSignIn',
  description: 'A job seeker signing in with a code e-mailed to the address they applied with.',
  context: ({ input }) => ({ email: input.email ?? '', code: '', errors: {}, formError: null }),
  initial: 'enteringEmail',
  on: {
    'seekerSignIn.changed': { actions: 'changeForm' },
  },
  states: {
    enteringEmail: {
      description: 'The e-mail address the job seeker applied with.',
      on: {
        'seekerSignIn.submit': [
          { guard: 'emailIsValid', target: 'requestingCode', actions: 'clearErrors' },
          { actions: 'showEmailErrors' },
        ],
      },
    },
    requestingCode: {
      description: 'A sign-in code is being requested.',
      invoke: {
        src: 'requestSeekerCode',
        id: 'requestSeekerCode',
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
        'seekerSignIn.submit': [
          { guard: 'codeIsValid', target: 'verifyingCode', actions: 'clearErrors' },
          { actions: 'showCodeErrors' },
        ],
        'seekerSignIn.resend': { target: 'resendingCode', actions: 'forgetCode' },
        'seekerSignIn.startOver': { target: 'enteringEmail', actions: 'forgetCode' },
      },
    },
    resendingCode: {
      description: 'Another code is being requested (the server says how long to wait first).',
      invoke: {
        src: 'requestSeekerCode',
        id: 'resendSeekerCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'enteringCode', actions: 'notifyCodeSent' },
        onError: {
          target: 'enteringCode',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifyingCode: {
      description: 'The code is being checked.',
      invoke: {
        src: 'verifySeekerCode',
        id: 'verifySeekerCode',
        input: ({ context }) => ({ email: context.email.trim(), otp_code: context.code.trim() }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'keepSeekerSession', params: ({ event }) => ({ signedIn: event.output }) }, 'redirectToApplications'],
        },
        onError: {
          target: 'enteringCode',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: { type: 'final', description: 'Signed in; the job seeker’s applications follow.' },
  },
});
