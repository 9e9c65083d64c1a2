import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { UNAUTHORIZED_REDIRECT_RETRY_MS } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';
import { profileLoadingMachine, type CompanyData, type ContactData, type FetchOutcome } from '@/machines/profile-loading.machine';
import { sessionMachine, type StoredSession } from '@/machines/session.machine';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const OTHER_TOKEN = 'b3RoZXJ0b2tlbm90aGVydG9rZW5vdGhlcnRva2Vu';
const USER: AuthUser = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' };
const COMPANY: CompanyData = {
  id: '7f1c1a8e-2b7c-4b7e-9a55-0f3f1c1d2e3f', full_name: 'Himal Tech', industry_type: 'Technology',
  description: '', website: '', address: 'Lalitpur', logo: null, logo_url: null, updated_at: '2025-04-14T06:00:00Z',
};
const CONTACT: ContactData = { address: 'Lalitpur', phone: '+977 1 5555555', email: 'hr@himal.com.np' };

type CompanyOutcome = FetchOutcome<CompanyData>;

interface Options {
  stored?: StoredSession;
  company?: () => Promise<CompanyOutcome>;
  logout?: () => Promise<void>;
}

function start({ stored = { token: null, user: null }, company, logout }: Options = {}) {
  const clock = new SimulatedClock();
  const calls = { company: 0, logout: 0 };
  // The browser-storage effects the machine asks for, in order (the session layer performs them).
  const effects: string[] = [];
  const record = (name: string) => () => void effects.push(name);
  const machine = sessionMachine.provide({
    actions: {
      writeStoredSession: record('writeStoredSession'),
      clearStoredAuth: record('clearStoredAuth'),
      clearStoredProfile: record('clearStoredProfile'),
      setRedirectFlag: record('setRedirectFlag'),
      clearRedirectFlag: record('clearRedirectFlag'),
      storeProfile: (_, { output }) => void effects.push(`storeProfile:${output.result}${output.failed ? ':failed' : ''}`),
    },
    actors: {
      profileLoading: profileLoadingMachine.provide({
        actors: {
          loadCompany: fromPromise<CompanyOutcome, void>(() => {
            calls.company += 1;
            return company ? company() : Promise.resolve({ outcome: 'loaded', data: COMPANY });
          }),
          loadContact: fromPromise<FetchOutcome<ContactData>, void>(async () => ({ outcome: 'loaded', data: CONTACT })),
        },
      }),
      logoutCall: fromPromise<void, void>(() => {
        calls.logout += 1;
        return logout ? logout() : Promise.resolve();
      }),
    },
  });
  const actor = createActor(machine, { input: stored, clock });
  const emitted: Array<NotifyEvent | RedirectEvent> = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, calls, emitted, effects };
}

const signedInStart = () => ({ token: TOKEN, user: USER });

const redirects = (emitted: Array<{ type: string }>) => emitted.filter((e) => e.type === 'redirect');

describe('session machine: start (docs/requirements.md §4 Session, §5 Token)', () => {
  it('is signed in with a valid token and a parseable user, and loads company and contact data', async () => {
    const { actor, calls, effects } = start({ stored: signedInStart() });

    expect(actor.getSnapshot().matches({ signedIn: 'loadingProfile' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));

    expect(calls.company).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ company: COMPANY, contact: CONTACT, profileResult: 'loaded' });
    expect(effects).toEqual(['storeProfile:loaded']);
  });

  it.each([
    ['no token', { token: null, user: USER }],
    ['a too-short token', { token: 'abc', user: USER }],
    ['no parseable user', { token: TOKEN, user: null }],
  ])('is signed out with %s and removes the stored token and user', (_name, stored) => {
    const { actor, calls, effects } = start({ stored });

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects).toEqual(['clearStoredAuth']);
    expect(calls.company).toBe(0);
  });
});

describe('session machine: login and registration', () => {
  it.each(['session.loggedIn', 'session.registered'] as const)('%s stores token and user and loads the profile', async (type) => {
    const { actor, calls, effects } = start();

    actor.send({ type, token: TOKEN, user: USER });

    expect(actor.getSnapshot().matches({ signedIn: 'loadingProfile' })).toBe(true);
    expect(effects).toContain('writeStoredSession');
    expect(actor.getSnapshot().context).toMatchObject({ token: TOKEN, user: USER });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(calls.company).toBe(1);
  });

  it('refuses a login event whose token is not valid', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.loggedIn', token: 'short', user: USER });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).not.toContain('writeStoredSession');
  });

  it('a new login while signed in switches the session and reloads the profile', async () => {
    const { actor, calls } = start({ stored: signedInStart() });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));

    actor.send({ type: 'session.loggedIn', token: OTHER_TOKEN, user: { ...USER, id: 'u2' } });

    expect(actor.getSnapshot().context.token).toBe(OTHER_TOKEN);
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(calls.company).toBe(2);
  });

  it('stores the new session once when it starts', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.loggedIn', token: TOKEN, user: USER });
    expect(effects.filter((e) => e === 'writeStoredSession')).toHaveLength(1);
  });
});

describe('session machine: logout (docs/requirements.md §4)', () => {
  it('calls the server, clears auth and profile data, toasts and redirects to /login', async () => {
    const { actor, calls, emitted, effects } = start({ stored: signedInStart() });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    effects.length = 0;

    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (s) => s.matches('signedOut'));

    expect(calls.logout).toBe(1);
    expect(effects).toEqual(['clearStoredAuth', 'clearStoredProfile']);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, company: null, contact: null });
    expect(emitted).toContainEqual({ type: 'notify', kind: 'success', message: 'Logged out successfully' });
    expect(redirects(emitted)).toEqual([{ type: 'redirect', to: '/login', replace: false }]);
  });

  it('ignores a failed logout call', async () => {
    const { actor, emitted, effects } = start({ stored: signedInStart(), logout: () => Promise.reject(new Error('offline')) });

    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));

    expect(effects).toContain('clearStoredAuth');
    expect(redirects(emitted)).toEqual([{ type: 'redirect', to: '/login', replace: false }]);
  });

  it('keeps logging out when the logout call itself answers 401', () => {
    const { actor, emitted } = start({ stored: signedInStart(), logout: () => new Promise(() => {}) });
    actor.send({ type: 'session.logout' });

    actor.send({ type: 'session.unauthorized', path: '/employer/overview', isLoginCall: false });

    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(redirects(emitted)).toEqual([]);
  });
});

describe('session machine: 401 (docs/requirements.md §4 Any 401 response)', () => {
  it('on a protected page clears token and user, redirects, sets the flag and redirects again after 500 ms', () => {
    const { actor, clock, emitted, effects } = start({ stored: signedInStart() });
    effects.length = 0;

    actor.send({ type: 'session.unauthorized', path: '/employer/jobs', isLoginCall: false });

    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(effects).toEqual(['clearStoredAuth', 'setRedirectFlag']);
    expect(redirects(emitted)).toHaveLength(1);

    clock.increment(UNAUTHORIZED_REDIRECT_RETRY_MS - 1);
    expect(redirects(emitted)).toHaveLength(1);
    clock.increment(1);

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(redirects(emitted)).toEqual([
      { type: 'redirect', to: '/login', replace: true },
      { type: 'redirect', to: '/login', replace: true },
    ]);
    expect(effects).toEqual(['clearStoredAuth', 'setRedirectFlag', 'clearRedirectFlag']);
  });

  it.each([
    ['the signup page', '/signup', false],
    ['the forgot-password page', '/forgot-password', false],
    ['the login call from another page', '/', true],
  ])('on %s clears and redirects once, without the retry', (_name, path, isLoginCall) => {
    const { actor, clock, emitted, effects } = start({ stored: signedInStart() });
    effects.length = 0;

    actor.send({ type: 'session.unauthorized', path, isLoginCall });
    clock.increment(UNAUTHORIZED_REDIRECT_RETRY_MS);

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(redirects(emitted)).toEqual([{ type: 'redirect', to: '/login', replace: true }]);
    expect(effects).toEqual(['clearStoredAuth']); // no redirect flag
  });

  it('on the login page clears without redirecting', () => {
    const { actor, emitted, effects } = start({ stored: signedInStart() });
    actor.send({ type: 'session.unauthorized', path: '/login', isLoginCall: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toContain('clearStoredAuth');
    expect(redirects(emitted)).toEqual([]);
  });

  it('when signed out, a 401 on a protected page still redirects with the retry', () => {
    const { actor, clock, emitted } = start();
    actor.send({ type: 'session.unauthorized', path: '/employer/overview', isLoginCall: false });
    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    clock.increment(UNAUTHORIZED_REDIRECT_RETRY_MS);
    expect(redirects(emitted)).toHaveLength(2);
  });

  it('when signed out, a 401 of the login call on /login does nothing visible', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'session.unauthorized', path: '/login', isLoginCall: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(redirects(emitted)).toEqual([]);
  });

  it('when signed out, a 401 on the signup page redirects once', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'session.unauthorized', path: '/signup', isLoginCall: false });
    expect(redirects(emitted)).toHaveLength(1);
  });

  it('a login during the retry wait signs in without the second redirect', () => {
    const { actor, clock, emitted } = start({ stored: signedInStart() });
    actor.send({ type: 'session.unauthorized', path: '/employer/jobs', isLoginCall: false });

    actor.send({ type: 'session.loggedIn', token: TOKEN, user: USER });
    clock.increment(UNAUTHORIZED_REDIRECT_RETRY_MS);

    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(redirects(emitted)).toHaveLength(1);
  });

  it('a 401 from profile loading clears the session and redirects', async () => {
    const { actor, emitted, effects } = start({ stored: signedInStart(), company: async () => ({ outcome: 'unauthorized' }) });

    await waitFor(actor, (s) => s.matches('signedOut'));

    expect(effects).toContain('clearStoredAuth');
    expect(redirects(emitted)).toEqual([{ type: 'redirect', to: '/login', replace: true }]);
  });
});

describe('session machine: other tabs and visibility (docs/requirements.md §4 Company and contact data)', () => {
  it('reloads company and contact data when the tab becomes visible', async () => {
    const { actor, calls } = start({ stored: signedInStart() });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));

    actor.send({ type: 'session.visible' });

    expect(actor.getSnapshot().matches({ signedIn: 'loadingProfile' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(calls.company).toBe(2);
  });

  it('does not start a second load while one is running', () => {
    const { actor, calls } = start({ stored: signedInStart(), company: () => new Promise(() => {}) });
    actor.send({ type: 'session.visible' });
    expect(calls.company).toBe(1);
  });

  it('reloads when a page asks for fresh data', async () => {
    const { actor, calls } = start({ stored: signedInStart() });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    actor.send({ type: 'session.refresh' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(calls.company).toBe(2);
  });

  it('reloads with the new token when the token changes in another tab', async () => {
    const { actor, calls } = start({ stored: signedInStart() });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));

    actor.send({ type: 'session.storageChanged', token: OTHER_TOKEN, user: USER });

    expect(actor.getSnapshot().context.token).toBe(OTHER_TOKEN);
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(calls.company).toBe(2);
  });

  it('restarts a running load when the token changes in another tab', () => {
    const { actor, calls } = start({ stored: signedInStart(), company: () => new Promise(() => {}) });
    actor.send({ type: 'session.storageChanged', token: OTHER_TOKEN, user: USER });
    expect(calls.company).toBe(2);
  });

  it('ignores a storage event that changed nothing', async () => {
    const { actor, calls } = start({ stored: signedInStart() });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    actor.send({ type: 'session.storageChanged', token: TOKEN, user: USER });
    expect(actor.getSnapshot().matches({ signedIn: 'profileReady' })).toBe(true);
    expect(calls.company).toBe(1);
  });

  it('signs out when another tab signed out', async () => {
    const { actor, emitted } = start({ stored: signedInStart() });
    actor.send({ type: 'session.storageChanged', token: null, user: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(redirects(emitted)).toEqual([]);
  });

  it('signs in when another tab signed in', async () => {
    const { actor } = start();
    actor.send({ type: 'session.storageChanged', token: TOKEN, user: USER });
    expect(actor.getSnapshot().matches({ signedIn: 'loadingProfile' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe(TOKEN);
  });

  it('stays signed out when another tab stored something invalid', () => {
    const { actor } = start();
    actor.send({ type: 'session.storageChanged', token: 'bad', user: USER });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('records a failed profile load in storage', async () => {
    const { actor, effects } = start({ stored: signedInStart(), company: () => Promise.reject(new Error('500')) });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileReady' }));
    expect(actor.getSnapshot().context.profileFailed).toBe(true);
    expect(effects).toEqual(['storeProfile:loaded:failed']);
  });
});
