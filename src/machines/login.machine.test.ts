import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { LOCKOUT_MESSAGE_DURATION_MS, POST_LOGIN_REDIRECT_MS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import type { AuthUser } from '@/domain/user';
import { loginMachine, type LoginInput, type LoginResult } from '@/machines/login.machine';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER: AuthUser = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' };
const LOCKED = 'Too many login attempts. Please try again in 3 minutes.';

function start(
  login: (input: LoginInput) => Promise<LoginResult> = async () => ({ token: TOKEN, user: USER }),
  rememberedEmail = '',
  email?: string,
) {
  const clock = new SimulatedClock();
  const calls: LoginInput[] = [];
  // What the machine asks to keep in browser storage after each login (the login form does the storing).
  const remembered: Array<string | null> = [];
  const machine = loginMachine.provide({
    actions: { rememberEmailChoice: (_, { email }) => void remembered.push(email) },
    actors: {
      loginCall: fromPromise<LoginResult, LoginInput>(({ input }) => {
        calls.push(input);
        return login(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { rememberedEmail, email }, clock });
  const emitted: Array<{ type: string }> = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, calls, emitted, remembered };
}

function fill(actor: ReturnType<typeof start>['actor'], email: string, password: string) {
  actor.send({ type: 'login.fieldChanged', field: 'email', value: email });
  actor.send({ type: 'login.fieldChanged', field: 'password', value: password });
}

const tick = (clock: SimulatedClock, seconds: number) => {
  for (let i = 0; i < seconds; i += 1) clock.increment(1_000);
};

describe('login machine: validation (docs/requirements.md §5 login table)', () => {
  it('shows the spec messages and does not call the server', () => {
    const { actor, calls } = start();

    actor.send({ type: 'login.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(calls).toEqual([]);
  });

  it('checks the address pattern and the 6-character minimum', () => {
    const { actor } = start();
    fill(actor, 'hr@himal', '12345');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('clears a field’s error when it is edited', () => {
    const { actor } = start();
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'h' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: undefined, password: 'Password is required' });
  });
});

describe('login machine: success (docs/requirements.md §4 Session)', () => {
  it('sends email, password and user_type employer, toasts, announces the session and goes to the overview after 250 ms', async () => {
    const { actor, clock, calls, emitted } = start();
    fill(actor, ' hr@himal.com.np ', 'secret1');

    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('succeeded'));

    expect(calls).toEqual([{ email: 'hr@himal.com.np', password: 'secret1', user_type: 'employer' }]);
    expect(emitted).toEqual([
      { type: 'login.succeeded', token: TOKEN, user: USER },
      { type: 'notify', kind: 'success', message: 'Login successful' },
    ]);

    clock.increment(POST_LOGIN_REDIRECT_MS - 1);
    expect(actor.getSnapshot().value).toBe('succeeded');
    clock.increment(1);

    expect(actor.getSnapshot().value).toBe('done');
    expect(emitted.at(-1)).toEqual({ type: 'redirect', to: '/employer/overview', replace: true });
  });

  it('remembers the email when asked', async () => {
    const { actor, remembered } = start();
    fill(actor, ' hr@himal.com.np ', 'secret1');
    actor.send({ type: 'login.rememberEmailChanged', checked: true });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(remembered).toEqual(['hr@himal.com.np']);
  });

  it('starts with the remembered email and forgets it when unticked', async () => {
    const { actor, remembered } = start(undefined, 'hr@himal.com.np');
    expect(actor.getSnapshot().context).toMatchObject({ email: 'hr@himal.com.np', rememberEmail: true });

    actor.send({ type: 'login.rememberEmailChanged', checked: false });
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'secret1' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));

    expect(remembered).toEqual([null]);
  });

  it('prefers an e-mail handed over by another page, keeping the remember choice', () => {
    const { actor } = start(undefined, 'old@himal.com.np', 'hr@himal.com.np');
    expect(actor.getSnapshot().context).toMatchObject({ email: 'hr@himal.com.np', rememberEmail: true });
  });
});

describe('login machine: failure (docs/requirements.md §8)', () => {
  it('clears the password and shows the chosen message', async () => {
    const failure = new RequestFailure('Invalid email or password.', 'http', 400, { non_field_errors: ['Invalid email or password.'] });
    const { actor, emitted } = start(() => Promise.reject(failure));
    fill(actor, 'hr@himal.com.np', 'secret1');

    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing'));

    expect(actor.getSnapshot().context).toMatchObject({
      email: 'hr@himal.com.np', password: '', formError: 'Invalid email or password.',
    });
    expect(emitted).toEqual([]);
  });

  it('shows the "Email validation failed" toast for an email field error', async () => {
    const failure = new RequestFailure('Email: Enter a valid email address.', 'http', 400, { email: ['Enter a valid email address.'] }, {
      title: 'Email validation failed', description: 'Enter a valid email address.',
    });
    const { actor, emitted } = start(() => Promise.reject(failure));
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(emitted).toEqual([
      { type: 'notify', kind: 'error', message: 'Email validation failed', description: 'Enter a valid email address.' },
    ]);
  });

  it('falls back to "Login failed. Please try again." for an unknown error', async () => {
    const { actor } = start(() => Promise.reject('boom'));
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.formError).toBe('Login failed. Please try again.');
  });

  it('clears the previous failure when submitting again', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new RequestFailure('Nope', 'http', 400);
      return { token: TOKEN, user: USER };
    });
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    fail = false;
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'secret2' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.formError).toBeNull();
  });
});

describe('login machine: lockout (docs/requirements.md §4 Login lockout, §8 Login)', () => {
  async function lockedOut(message: string | undefined = LOCKED) {
    const run = start(() => Promise.reject(new RequestFailure(message ?? '', 'http', 429, { detail: message })));
    fill(run.actor, 'hr@himal.com.np', 'secret1');
    run.actor.send({ type: 'login.submit' });
    await waitFor(run.actor, (s) => s.matches('locked'));
    return run;
  }

  it('disables the form for the minutes in the message and shows the message', async () => {
    const { actor } = await lockedOut();
    expect(actor.getSnapshot().matches({ locked: { countdown: 'ticking', message: 'shown' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ password: '', lockoutSecondsLeft: 180, lockoutMessage: LOCKED });
  });

  it('ignores input and submit while locked', async () => {
    const { actor, calls } = await lockedOut();
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'again1' });
    actor.send({ type: 'login.submit' });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('hides the server message after 5 s and keeps the countdown', async () => {
    const { actor, clock } = await lockedOut();
    tick(clock, LOCKOUT_MESSAGE_DURATION_MS / 1_000 - 1);
    clock.increment(999);
    expect(actor.getSnapshot().context.lockoutMessage).toBe(LOCKED);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ locked: { message: 'hidden' } })).toBe(true);
    expect(actor.getSnapshot().context.lockoutMessage).toBeNull();
    expect(actor.getSnapshot().context.lockoutSecondsLeft).toBe(175);
  });

  it('unlocks when the countdown reaches 0', async () => {
    const { actor, clock } = await lockedOut();
    tick(clock, 179);
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    expect(actor.getSnapshot().context.lockoutSecondsLeft).toBe(1);
    tick(clock, 1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ lockoutSecondsLeft: 0, lockoutMessage: null });
  });

  it('locks for 2 minutes when the message names no minutes', async () => {
    const { actor } = await lockedOut('Too many login attempts. Please wait a few minutes before trying again.');
    expect(actor.getSnapshot().context.lockoutSecondsLeft).toBe(120);
  });

  it('unlocks with the message still shown when the lock is shorter than 5 s', async () => {
    const { actor, clock } = await lockedOut('Please try again in 1 minute.');
    tick(clock, 60);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('login machine: the lockout coming (docs/decisions.md "Login lockout")', () => {
  const refused = (attemptsLeft?: number) =>
    new RequestFailure('Invalid email or password.', 'http', 400, { non_field_errors: ['Invalid email or password.'] }, undefined,
      attemptsLeft === undefined ? {} : { loginAttemptsLeft: attemptsLeft });

  it.each([
    [4, null], [3, 3], [1, 1], [0, 0], [undefined, null],
  ] as const)('with %s attempts left says so: %s', async (left, shown) => {
    const { actor } = start(() => Promise.reject(refused(left)));
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    expect(actor.getSnapshot().context).toMatchObject({ formError: 'Invalid email or password.', attemptsLeft: shown, password: '' });
  });

  it('forgets the warning when the next attempt goes out', async () => {
    const { actor } = start(() => Promise.reject(refused(2)));
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.context.attemptsLeft === 2);
    actor.send({ type: 'login.fieldChanged', field: 'password', value: 'secret2' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.attemptsLeft).toBeNull();
  });

  it('counts down the server’s Retry-After, not the rounded-up minutes of its message, so a second refusal does not jump', async () => {
    let retryAfter = 437;
    const { actor, clock } = start(() => Promise.reject(
      new RequestFailure('Too many login attempts. Please try again in 8 minutes.', 'http', 429,
        { detail: 'Too many login attempts. Please try again in 8 minutes.' }, undefined, { retryAfterSeconds: retryAfter })));
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context).toMatchObject({ lockoutSecondsLeft: 437, attemptsLeft: null });
    tick(clock, 437);
    expect(actor.getSnapshot().value).toBe('editing');

    // Asked again 30 s before the (server's) end: the countdown says 30 s, not a whole minute.
    retryAfter = 30;
    fill(actor, 'hr@himal.com.np', 'secret1');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('locked'));
    expect(actor.getSnapshot().context.lockoutSecondsLeft).toBe(30);
  });
});
