import fc from 'fast-check';
import { expect } from 'vitest';
import { LOCKOUT_DEFAULT_MINUTES, LOGIN_PASSWORD_MIN, POST_LOGIN_REDIRECT_MS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests, guardProperty } from '@/machines/-testing/model';
import { loginMachine, type LoginContext } from '@/machines/login.machine';

const EMAIL = 'hr@himal.com.np';
const USER = { id: 'u1', email: EMAIL, full_name: 'Himal Tech', user_type: 'employer' as const };
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const lockedFor = (minutes: number | null) =>
  new RequestFailure(
    minutes === null ? 'Too many login attempts.' : `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'http',
    429,
  );
const wrongPassword = new RequestFailure('Invalid email or password. Please check your credentials and try again.', 'http', 401);

const field = (name: 'email' | 'password', value: string) => ({ type: 'login.fieldChanged', field: name, value });

defineModelTests('login', {
  machine: loginMachine,
  inputs: [{ rememberedEmail: '' }, { rememberedEmail: EMAIL }],
  events: {
    'login.fieldChanged': [field('email', 'himal'), field('password', 'secret1'), field('password', 'abc')],
    'login.rememberEmailChanged': [{ type: 'login.rememberEmailChanged', checked: false }],
  },
  actors: {
    loginCall: { done: [{ token: TOKEN, user: USER }], error: [lockedFor(1), wrongPassword] },
  },
  expectations: {
    locked: ({ context }) => {
      const c = context as unknown as LoginContext;
      expect(c.password).toBe('');
      expect(c.lockoutMessage === null || c.lockoutMessage.startsWith('Too many login attempts')).toBe(true);
    },
    succeeded: ({ emitted }) => {
      expect(emitted).toContainEqual({ type: 'login.succeeded', token: TOKEN, user: USER });
      expect(emitted).toContainEqual(expect.objectContaining({ type: 'notify', message: 'Login successful' }));
    },
    // Overview after the post-login delay (docs/requirements.md §4: about 250 ms), history replaced.
    done: ({ emitted, now }) => {
      expect(emitted.at(-1)).toEqual({ type: 'redirect', to: '/employer/overview', replace: true });
      expect(now).toBe(POST_LOGIN_REDIRECT_MS);
    },
  },
  properties: [
    guardProperty({
      name: 'docs/requirements.md §5 login table: only a valid address and a long enough password are submitted',
      from: 'editing',
      arbitrary: fc.record({
        email: fc.oneof(
          fc.constant(''),
          fc.stringMatching(/^[a-z0-9.]{1,12}@[a-z0-9]{1,10}\.[a-z]{2,6}$/),
          fc.stringMatching(/^[a-z0-9]{1,12}(@[a-z0-9]{1,10})?$/),
          fc.stringMatching(/^[a-z]{1,5} [a-z]{1,5}@[a-z]{2,5}\.np$/),
        ),
        password: fc.string({ maxLength: LOGIN_PASSWORD_MIN + 4 }),
      }),
      event: ({ email, password }) => [field('email', email), field('password', password), { type: 'login.submit' }],
      holds: ({ email, password }) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) && password.length >= LOGIN_PASSWORD_MIN,
      then: ({ email, password }, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'submitting' : 'editing');
        if (holds) {
          expect(v.inputs.loginCall).toEqual([{ email: email.trim(), password, user_type: 'employer' }]);
          return;
        }
        const errors = (v.context as unknown as LoginContext).errors;
        const emailError = email.trim() === '' ? 'Email is required'
          : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Please enter a valid email address';
        const passwordError = password === '' ? 'Password is required'
          : password.length < LOGIN_PASSWORD_MIN ? `Password must be at least ${LOGIN_PASSWORD_MIN} characters long` : undefined;
        expect(errors.email).toBe(emailError);
        expect(errors.password).toBe(passwordError);
      },
    }),
    guardProperty({
      name: 'a 429 locks the form for the minutes in the server message (default 2); other failures do not',
      from: 'submitting',
      arbitrary: fc.oneof(
        fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }).map((m) => ({ error: lockedFor(m), minutes: m ?? LOCKOUT_DEFAULT_MINUTES })),
        fc.constantFrom(401, 400, 500).map((status) => ({ error: new RequestFailure('Server said no', 'http', status), minutes: 0 })),
      ),
      event: ({ error }) => ({ type: 'xstate.error.actor.loginCall', error }),
      holds: ({ error }) => error.status === 429,
      then: ({ error, minutes }, v, holds) => {
        const c = v.context as unknown as LoginContext;
        expect(c.password).toBe('');
        if (holds) {
          expect(v.snapshot.matches('locked')).toBe(true);
          expect(c.lockoutSecondsLeft).toBe(minutes * 60);
          expect(c.lockoutMessage).toBe(error.message);
        } else {
          expect(v.snapshot.value).toBe('editing');
          expect(c.formError).toBe(error.message);
        }
      },
    }),
  ],
});
