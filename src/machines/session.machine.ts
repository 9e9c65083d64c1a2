import { assign, emit, setup } from 'xstate';
import {
  clearAuth, clearProfileData, recordProfileLoad, setLoginRedirectFlag, writeProfileData, writeSession,
} from '@/api/storage';
import { AUTH_PAGES, UNAUTHORIZED_REDIRECT_RETRY_MS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { isValidToken } from '@/domain/token';
import type { AuthUser } from '@/domain/user';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';
import {
  profileLoadingMachine, type CompanyData, type ContactData, type ProfileLoadOutput, type ProfileLoadResult,
} from '@/machines/profile-loading.machine';

/** What was in browser storage when the page started (or after another tab changed it). */
export interface StoredSession {
  token: string | null;
  user: AuthUser | null;
}

export interface SessionContext {
  token: string | null;
  user: AuthUser | null;
  company: CompanyData | null;
  contact: ContactData | null;
  /** How the last profile load ended; null before the first one. */
  profileResult: ProfileLoadResult | null;
  profileFailed: boolean;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string; user: AuthUser }
  | { type: 'session.registered'; token: string; user: AuthUser }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized'; path: string; isLoginCall: boolean }
  | { type: 'session.storageChanged'; token: string | null; user: AuthUser | null }
  | { type: 'session.visible' }
  | { type: 'session.refresh' };

const LOGIN_PAGE = '/login';

const hasSession = (token: string | null, user: AuthUser | null) => isValidToken(token) && user !== null;

/** Handling of a 401 (docs/requirements.md §4), shared by every state that can receive one. */
const unauthorizedTransitions = [
  {
    guard: 'needsSecondRedirect' as const,
    target: '#session.redirectingToLogin',
    actions: ['forgetSession', 'clearStoredAuth', 'setRedirectFlag', 'redirectToLogin'] as const,
    description: 'A 401 on a protected page: clear, redirect, and try the redirect again shortly.',
  },
  {
    guard: 'isOnLoginPage' as const,
    target: '#session.signedOut',
    actions: ['forgetSession', 'clearStoredAuth'] as const,
    description: 'A 401 on the login page: clear, no redirect.',
  },
  {
    target: '#session.signedOut',
    actions: ['forgetSession', 'clearStoredAuth', 'redirectToLogin'] as const,
    description: 'A 401 on signup, forgot-password or from the login call: clear and redirect once.',
  },
];

// reenter: a new sign-in while signed in reloads the profile for the new token.
const signInTransitions = {
  'session.loggedIn': {
    guard: 'eventCarriesValidSession' as const,
    target: '#session.signedIn',
    reenter: true,
    actions: ['keepSession', 'writeStoredSession'] as const,
    description: 'Login success stores token and user.',
  },
  'session.registered': {
    guard: 'eventCarriesValidSession' as const,
    target: '#session.signedIn',
    reenter: true,
    actions: ['keepSession', 'writeStoredSession'] as const,
    description: 'Registration with a token stores the session.',
  },
};

/**
 * docs/requirements.md §4 Session: authenticated only with a valid token and a parseable stored user. Owns the loading of
 * company and contact data. Emits `redirect` and `notify`; the app shell navigates and toasts.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as StoredSession,
    emitted: {} as NotifyEvent | RedirectEvent,
  },
  actors: {
    profileLoading: profileLoadingMachine,
    logoutCall: notProvided<void, void>('logoutCall'),
  },
  delays: {
    unauthorizedRedirectRetry: UNAUTHORIZED_REDIRECT_RETRY_MS,
  },
  guards: {
    hasValidStoredSession: ({ context }) => hasSession(context.token, context.user),
    eventCarriesValidSession: ({ event }) =>
      (event.type === 'session.loggedIn' || event.type === 'session.registered' ||
        event.type === 'session.storageChanged') && hasSession(event.token, event.user),
    isSameStoredSession: ({ context, event }) =>
      event.type === 'session.storageChanged' && event.token === context.token &&
      JSON.stringify(event.user) === JSON.stringify(context.user),
    needsSecondRedirect: ({ event }) =>
      event.type === 'session.unauthorized' && !event.isLoginCall &&
      !(AUTH_PAGES as readonly string[]).includes(event.path),
    isOnLoginPage: ({ event }) => event.type === 'session.unauthorized' && event.path === LOGIN_PAGE,
    profileWasUnauthorized: (_, params: { output: ProfileLoadOutput }) => params.output.result === 'unauthorized',
  },
  actions: {
    keepSession: assign(({ event }) =>
      event.type === 'session.loggedIn' || event.type === 'session.registered'
        ? { token: event.token, user: event.user }
        : {},
    ),
    writeStoredSession: ({ event }) => {
      if (event.type !== 'session.loggedIn' && event.type !== 'session.registered') return;
      writeSession(event.token, event.user);
      setLoginRedirectFlag(false);
    },
    adoptStoredSession: assign(({ event }) =>
      event.type === 'session.storageChanged' ? { token: event.token, user: event.user } : {},
    ),
    forgetSession: assign({
      token: null, user: null, company: null, contact: null, profileResult: null, profileFailed: false,
    }),
    clearStoredAuth: () => clearAuth(),
    clearStoredProfile: () => clearProfileData(),
    setRedirectFlag: () => setLoginRedirectFlag(true),
    clearRedirectFlag: () => setLoginRedirectFlag(false),
    keepProfile: assign((_, params: { output: ProfileLoadOutput }) => ({
      company: params.output.company,
      contact: params.output.contact,
      profileResult: params.output.result,
      profileFailed: params.output.failed,
    })),
    storeProfile: (_, params: { output: ProfileLoadOutput }) => {
      const ok = params.output.result === 'loaded' && !params.output.failed;
      recordProfileLoad(ok);
      if (ok) writeProfileData({ company: params.output.company, contact: params.output.contact });
    },
    redirectToLogin: emit({ type: 'redirect', to: LOGIN_PAGE, replace: true } as const),
    redirectAfterLogout: emit({ type: 'redirect', to: LOGIN_PAGE, replace: false } as const),
    notifyLoggedOut: emit(() => ({ type: 'notify', kind: 'success', message: t('toast.loggedOut') }) as const),
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, and their company and contact data.',
  meta: { spec: '§4 Session' },
  context: ({ input }) => ({
    token: input.token,
    user: input.user,
    company: null,
    contact: null,
    profileResult: null,
    profileFailed: false,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads what was stored: a valid token and a parseable user make a session.',
      meta: { spec: '§4 Session, §5 Token' },
      always: [
        { guard: 'hasValidStoredSession', target: 'signedIn' },
        {
          target: 'signedOut',
          actions: ['forgetSession', 'clearStoredAuth'],
          description: 'An invalid stored token is removed together with the user record.',
        },
      ],
    },
    signedOut: {
      description: 'No session: public pages, login and signup.',
      on: {
        ...signInTransitions,
        'session.storageChanged': {
          guard: 'eventCarriesValidSession',
          target: 'signedIn',
          actions: 'adoptStoredSession',
          description: 'Another tab signed in.',
        },
        'session.unauthorized': unauthorizedTransitions,
      },
    },
    signedIn: {
      description: 'A valid token and user: employer and settings pages.',
      initial: 'loadingProfile',
      on: {
        ...signInTransitions,
        'session.logout': { target: 'loggingOut' },
        'session.unauthorized': unauthorizedTransitions,
        'session.storageChanged': [
          {
            guard: 'isSameStoredSession',
            description: 'Nothing that matters changed.',
          },
          {
            guard: 'eventCarriesValidSession',
            target: '.loadingProfile',
            reenter: true,
            actions: 'adoptStoredSession',
            description: 'The token changed in another tab: reload company and contact data.',
          },
          {
            target: 'signedOut',
            actions: 'forgetSession',
            description: 'Another tab signed out.',
          },
        ],
      },
      states: {
        loadingProfile: {
          description: 'Company and contact data are loading.',
          meta: { spec: '§4 Company and contact data' },
          invoke: {
            src: 'profileLoading',
            id: 'profileLoading',
            onDone: [
              {
                guard: { type: 'profileWasUnauthorized', params: ({ event }) => ({ output: event.output }) },
                target: '#session.signedOut',
                actions: ['forgetSession', 'clearStoredAuth', 'redirectToLogin'],
              },
              {
                target: 'profileReady',
                actions: [
                  { type: 'keepProfile', params: ({ event }) => ({ output: event.output }) },
                  { type: 'storeProfile', params: ({ event }) => ({ output: event.output }) },
                ],
              },
            ],
          },
        },
        profileReady: {
          description: 'Company and contact data are loaded (possibly empty, or partial after the time limit).',
          on: {
            'session.visible': {
              target: 'loadingProfile',
              description: 'The tab became visible: reload company and contact data.',
            },
            'session.refresh': {
              target: 'loadingProfile',
              description: 'A page changed the profile: reload it.',
            },
          },
        },
      },
    },
    loggingOut: {
      description: 'The server is told; its answer does not matter.',
      meta: { spec: '§4 Logout: call server (failure ignored)' },
      invoke: {
        src: 'logoutCall',
        id: 'logoutCall',
        onDone: {
          target: 'signedOut',
          actions: ['forgetSession', 'clearStoredAuth', 'clearStoredProfile', 'notifyLoggedOut', 'redirectAfterLogout'],
        },
        onError: {
          target: 'signedOut',
          actions: ['forgetSession', 'clearStoredAuth', 'clearStoredProfile', 'notifyLoggedOut', 'redirectAfterLogout'],
          description: 'A failed logout call is ignored.',
        },
      },
    },
    redirectingToLogin: {
      description: 'After a 401 on a protected page: the redirect flag is set and a second redirect follows.',
      meta: { spec: '§4 Any 401: a second redirect is tried after 500 ms' },
      on: signInTransitions,
      after: {
        unauthorizedRedirectRetry: {
          target: 'signedOut',
          actions: ['redirectToLogin', 'clearRedirectFlag'],
          description: 'The second redirect try.',
        },
      },
    },
  },
});
