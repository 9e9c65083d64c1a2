import { assign, emit, enqueueActions, setup } from 'xstate';
import {
  LOCKOUT_MESSAGE_DURATION_MS, LOCKOUT_TICK_MS, LOGIN_ATTEMPTS_WARN_AT, POST_LOGIN_REDIRECT_MS,
} from '@/domain/constants';
import { parseLockoutMinutes } from '@/domain/lockout';
import { validateLogin, type LoginForm } from '@/domain/login-rules';
import { t } from '@/domain/i18n/i18n';
import { failureMessage, isRequestFailure } from '@/domain/request-failure';
import type { AuthUser } from '@/domain/user';
import { hasErrors, type FieldErrors } from '@/domain/validation';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';

export interface LoginInput {
  email: string;
  password: string;
  user_type: 'employer';
}

export interface LoginResult {
  token: string;
  user: AuthUser;
}

export interface LoginContext extends LoginForm {
  rememberEmail: boolean;
  errors: FieldErrors<LoginForm>;
  /** The failure message shown above the form (docs/requirements.md §8). */
  formError: string | null;
  /** Seconds until the form unlocks after a 429. */
  lockoutSecondsLeft: number;
  /** The server's 429 message, shown for 5 s (docs/requirements.md §8 Login). */
  lockoutMessage: string | null;
  /**
   * After a wrong password, the attempts left before the lockout, once they are few enough to warn of
   * (docs/decisions.md "Login lockout"); null otherwise.
   */
  attemptsLeft: number | null;
}

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: keyof LoginForm; value: string }
  | { type: 'login.rememberEmailChanged'; checked: boolean }
  | { type: 'login.submit' };

export interface LoginMachineInput {
  /** The e-mail remembered in browser storage ('' when none). */
  rememberedEmail: string;
  /** An e-mail handed over by another page (signup, password reset); wins over the remembered one. */
  email?: string;
}

/** For the session: token and user of a successful login. */
export interface LoginSucceededEvent extends LoginResult {
  type: 'login.succeeded';
}

export const OVERVIEW_PATH = '/employer/overview';

/**
 * docs/requirements.md §4, §5, §8 Login: validation, submitting, success (toast, overview after 250 ms, history replaced),
 * failure (password cleared, message chosen by §8, a warning when few attempts are left) and the 429 lockout (form
 * disabled with an Account Locked banner and a countdown of the server's Retry-After, else of the minutes in its
 * message, default 2).
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginMachineInput,
    emitted: {} as NotifyEvent | RedirectEvent | LoginSucceededEvent,
  },
  actors: {
    loginCall: notProvided<LoginResult, LoginInput>('loginCall'),
  },
  delays: {
    postLoginRedirect: POST_LOGIN_REDIRECT_MS,
    lockoutTick: LOCKOUT_TICK_MS,
    lockoutMessageDuration: LOCKOUT_MESSAGE_DURATION_MS,
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(validateLogin(context)),
    isTooManyAttempts: (_, params: { error: unknown }) => isRequestFailure(params.error) && params.error.status === 429,
    isLastLockoutSecond: ({ context }) => context.lockoutSecondsLeft <= 1,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      return { [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } };
    }),
    changeRememberEmail: assign({
      rememberEmail: ({ context, event }) =>
        event.type === 'login.rememberEmailChanged' ? event.checked : context.rememberEmail,
    }),
    showValidationErrors: assign({ errors: ({ context }) => validateLogin(context), formError: null }),
    clearErrors: assign({ errors: {}, formError: null, attemptsLeft: null }),
    clearPassword: assign({ password: '' }),
    showFailure: assign((_, params: { error: unknown }) => {
      const left = isRequestFailure(params.error) ? params.error.hints.loginAttemptsLeft : undefined;
      return {
        formError: failureMessage(params.error, t('error.loginFailed')),
        attemptsLeft: left !== undefined && left <= LOGIN_ATTEMPTS_WARN_AT ? left : null,
      };
    }),
    // docs/requirements.md §8: an e-mail field error also shows the "Email validation failed" toast.
    notifyFieldError: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const toast = isRequestFailure(params.error) ? params.error.fieldToast : undefined;
      if (toast) enqueue.emit({ type: 'notify', kind: 'error', message: toast.title, description: toast.description });
    }),
    // The server's Retry-After when it gives one: the minutes in its message are rounded up, so counting them would
    // make the countdown jump back up to a whole minute each time the server is asked during one lockout.
    startLockout: assign((_, params: { error: unknown }) => {
      const message = failureMessage(params.error, t('error.tooManyAttempts'));
      const retryAfter = isRequestFailure(params.error) ? params.error.hints.retryAfterSeconds : undefined;
      const seconds = retryAfter !== undefined && retryAfter > 0 ? retryAfter : parseLockoutMinutes(message) * 60;
      return { lockoutMessage: message, lockoutSecondsLeft: seconds, formError: null, attemptsLeft: null };
    }),
    countDownLockout: assign({ lockoutSecondsLeft: ({ context }) => Math.max(0, context.lockoutSecondsLeft - 1) }),
    hideLockoutMessage: assign({ lockoutMessage: null }),
    endLockout: assign({ lockoutSecondsLeft: 0, lockoutMessage: null }),
    // The e-mail to keep in browser storage, or null to forget it; the login form provides the storing.
    rememberEmailChoice: (_, _params: { email: string | null }) => {},
    announceLogin: emit((_, params: { result: LoginResult }) => ({
      type: 'login.succeeded' as const, token: params.result.token, user: params.result.user,
    })),
    notifyLoginSuccessful: emit(() => ({ type: 'notify', kind: 'success', message: t('toast.loginSuccessful') }) as const),
    redirectToOverview: emit({ type: 'redirect', to: OVERVIEW_PATH, replace: true } as const),
  },
}).createMachine({
  id: 'login',
  description: 'The login form.',
  meta: { spec: '§4 Session, §5 Login, §8 Login' },
  context: ({ input }) => ({
    email: input.email || input.rememberedEmail,
    password: '',
    rememberEmail: input.rememberedEmail !== '',
    errors: {},
    formError: null,
    lockoutSecondsLeft: 0,
    lockoutMessage: null,
    attemptsLeft: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form takes input.',
      on: {
        'login.fieldChanged': { actions: 'changeField', description: 'Typing clears that field’s error.' },
        'login.rememberEmailChanged': { actions: 'changeRememberEmail' },
        'login.submit': [
          { guard: 'formIsValid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showValidationErrors', description: 'docs/requirements.md §5 login messages under the fields.' },
        ],
      },
    },
    submitting: {
      description: 'The login call is under way; the form is disabled.',
      invoke: {
        src: 'loginCall',
        id: 'loginCall',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password, user_type: 'employer' as const }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'rememberEmailChoice', params: ({ context }) => ({ email: context.rememberEmail ? context.email.trim() : null }) },
            { type: 'announceLogin', params: ({ event }) => ({ result: event.output }) },
            'notifyLoginSuccessful',
          ],
        },
        onError: [
          {
            guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
            target: 'locked',
            actions: ['clearPassword', { type: 'startLockout', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            target: 'editing',
            actions: [
              'clearPassword',
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyFieldError', params: ({ event }) => ({ error: event.error }) },
            ],
            description: 'The password is cleared after any failed login.',
          },
        ],
      },
    },
    succeeded: {
      description: 'Signed in; the overview follows shortly.',
      after: { postLoginRedirect: { target: 'done', actions: 'redirectToOverview' } },
    },
    done: { type: 'final', description: 'Handed over to the overview (history replaced).' },
    locked: {
      type: 'parallel',
      description: 'HTTP 429: the form is disabled with an Account Locked banner and a countdown.',
      meta: { spec: '§4 Login lockout, §8 Login' },
      states: {
        countdown: {
          description: 'Seconds until the form unlocks.',
          initial: 'ticking',
          states: {
            ticking: {
              description: 'One second passes.',
              after: {
                lockoutTick: [
                  { guard: 'isLastLockoutSecond', target: '#login.editing', actions: 'endLockout' },
                  { target: 'ticking', reenter: true, actions: 'countDownLockout' },
                ],
              },
            },
          },
        },
        message: {
          description: 'The server’s message, shown for 5 s.',
          initial: 'shown',
          states: {
            shown: {
              description: 'The server’s 429 message is visible.',
              after: { lockoutMessageDuration: { target: 'hidden', actions: 'hideLockoutMessage' } },
            },
            hidden: { description: 'Only the banner and countdown remain.' },
          },
        },
      },
    },
  },
});
