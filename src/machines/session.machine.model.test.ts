import fc from 'fast-check';
import { expect } from 'vitest';
import { TOKEN_MIN_LENGTH, TOKEN_PATTERN_MIN_LENGTH } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import { defineModelTests, guardProperty, type RunView } from '@/machines/-testing/model';
import type { ProfileLoadOutput } from '@/machines/profile-loading.machine';
import { sessionMachine, type SessionContext } from '@/machines/session.machine';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const OTHER_TOKEN = 'b3RoZXJ0b2tlbm90aGVydG9rZW5vdGhlcnRva2Vu';
const USER: AuthUser = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' };
const SHORT_TOKEN = 'abc123';

// docs/requirements.md §5 token rule, written from the spec: tokens built to pass and tokens built to fail.
const validToken = fc.oneof(
  fc.stringMatching(new RegExp(`^[0-9a-f]{${TOKEN_PATTERN_MIN_LENGTH},64}$`)),
  fc.stringMatching(new RegExp(`^[A-Za-z0-9._-]{${TOKEN_PATTERN_MIN_LENGTH},48}$`)),
  fc.stringMatching(new RegExp(`^[0-9a-f]{${TOKEN_PATTERN_MIN_LENGTH},40}$`)).map((t) => `  ${t}\n`),
);
const invalidToken = fc.oneof(
  fc.string({ maxLength: TOKEN_MIN_LENGTH - 1 }),
  fc.stringMatching(new RegExp(`^[0-9a-f]{${TOKEN_MIN_LENGTH},${TOKEN_PATTERN_MIN_LENGTH - 1}}$`)),
  fc
    .tuple(fc.stringMatching(/^[0-9a-f]{10,20}$/), fc.constantFrom(' ', '$', '!', '"', '<', '%'), fc.stringMatching(/^[0-9a-f]{10,20}$/))
    .map(([a, c, b]) => `${a}${c}${b}`),
);
const tokenSample = fc.oneof(
  validToken.map((token) => ({ token, valid: true })),
  invalidToken.map((token) => ({ token, valid: false })),
);

const profile = (result: ProfileLoadOutput['result'], failed = false): ProfileLoadOutput => ({
  result,
  company: result === 'loaded' ? { id: 'c1', full_name: 'Himal Tech' } as ProfileLoadOutput['company'] : null,
  contact: null,
  failed,
});

const redirects = (v: RunView) => v.emitted.filter((e) => e.type === 'redirect');

defineModelTests('session', {
  machine: sessionMachine,
  inputs: [
    { token: null, user: null },
    { token: TOKEN, user: USER },
    { token: SHORT_TOKEN, user: USER },
  ],
  events: {
    'session.loggedIn': [
      { type: 'session.loggedIn', token: TOKEN, user: USER },
      { type: 'session.loggedIn', token: SHORT_TOKEN, user: USER },
    ],
    'session.registered': [
      { type: 'session.registered', token: OTHER_TOKEN, user: USER },
      { type: 'session.registered', token: SHORT_TOKEN, user: USER },
    ],
    'session.unauthorized': [
      { type: 'session.unauthorized', path: '/employer/overview', isLoginCall: false },
      { type: 'session.unauthorized', path: '/login', isLoginCall: false },
      { type: 'session.unauthorized', path: '/signup', isLoginCall: false },
    ],
    'session.storageChanged': (snapshot) => {
      const context = snapshot.context as SessionContext;
      return [
        { type: 'session.storageChanged', token: context.token, user: context.user },
        { type: 'session.storageChanged', token: context.token === TOKEN ? OTHER_TOKEN : TOKEN, user: USER },
        { type: 'session.storageChanged', token: null, user: null },
      ];
    },
  },
  actors: {
    profileLoading: { done: [profile('loaded'), profile('timedOut', true), profile('unauthorized')] },
    logoutCall: { done: [undefined], error: [new Error('Network error')] },
  },
  expectations: {
    signedOut: ({ context }) => expect(context).toMatchObject({ token: null, user: null, company: null }),
    signedIn: ({ context }) => expect(context.user).toEqual(USER),
    redirectingToLogin: (v) => {
      expect(v.context.token).toBeNull();
      expect(redirects(v)).toContainEqual({ type: 'redirect', to: '/login', replace: true });
    },
  },
  properties: [
    guardProperty({
      name: 'a stored session counts only with a valid token (docs/requirements.md §5 Token)',
      arbitrary: tokenSample,
      input: ({ token }) => ({ token, user: USER }),
      holds: ({ valid }) => valid,
      then: ({ token }, v, holds) => {
        expect(v.snapshot.matches(holds ? 'signedIn' : 'signedOut')).toBe(true);
        expect(v.context.token).toBe(holds ? token : null);
      },
    }),
    guardProperty({
      name: 'login success signs in only with a valid token',
      from: 'signedOut',
      arbitrary: tokenSample,
      event: ({ token }) => ({ type: 'session.loggedIn', token, user: USER }),
      holds: ({ valid }) => valid,
      then: ({ token }, v, holds) => {
        expect(v.snapshot.matches(holds ? 'signedIn' : 'signedOut')).toBe(true);
        expect(v.context.token).toBe(holds ? token : null);
      },
    }),
    guardProperty({
      name: 'a 401 redirects twice except on login, signup, forgot-password or the login call (docs/requirements.md §4)',
      from: 'signedIn.profileReady',
      arbitrary: fc.record({
        path: fc.constantFrom('/login', '/signup', '/forgot-password', '/employer/overview', '/settings/company', '/employer/jobs'),
        isLoginCall: fc.boolean(),
      }),
      event: ({ path, isLoginCall }) => ({ type: 'session.unauthorized', path, isLoginCall }),
      holds: ({ path, isLoginCall }) => !isLoginCall && !['/login', '/signup', '/forgot-password'].includes(path),
      then: ({ path }, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'redirectingToLogin' : 'signedOut');
        expect(v.context.token).toBeNull();
        expect(redirects(v)).toHaveLength(path === '/login' ? 0 : 1);
      },
    }),
  ],
});
