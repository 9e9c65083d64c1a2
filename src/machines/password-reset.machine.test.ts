import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RequestFailure } from '@/domain/request-failure';
import type { NotifyEvent, RedirectEvent } from '@/machines/notify';
import {
  passwordResetMachine, type PasswordResetForm, type ResetCodeInput, type ResetConfirmInput, type ResetRequestInput,
} from '@/machines/password-reset.machine';

interface Fakes {
  requestReset?: () => Promise<unknown>;
  verifyResetCode?: () => Promise<unknown>;
  confirmReset?: () => Promise<unknown>;
}

function start(fakes: Fakes = {}) {
  const calls = { request: [] as ResetRequestInput[], verify: [] as ResetCodeInput[], confirm: [] as ResetConfirmInput[] };
  const fake = <I,>(list: I[], impl?: () => Promise<unknown>) =>
    fromPromise<unknown, I>(({ input }) => {
      list.push(input);
      return impl ? impl() : Promise.resolve({});
    });
  const machine = passwordResetMachine.provide({
    actors: {
      requestReset: fake(calls.request, fakes.requestReset),
      verifyResetCode: fake(calls.verify, fakes.verifyResetCode),
      confirmReset: fake(calls.confirm, fakes.confirmReset),
    },
  });
  const actor = createActor(machine, { input: {} });
  const emitted: Array<NotifyEvent | RedirectEvent> = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, calls, emitted };
}

type Run = ReturnType<typeof start>;
const change = (run: Run, values: Partial<PasswordResetForm>) => run.actor.send({ type: 'reset.changed', values });
const submit = (run: Run) => run.actor.send({ type: 'reset.submit' });

async function toCode(run: Run) {
  change(run, { email: ' hr@himal.com.np ' });
  submit(run);
  await waitFor(run.actor, (s) => s.matches('enteringCode'));
}

async function toPassword(run: Run) {
  await toCode(run);
  change(run, { code: '123456' });
  submit(run);
  await waitFor(run.actor, (s) => s.matches('enteringPassword'));
}

describe('password reset machine', () => {
  it('checks the e-mail first', () => {
    const run = start();
    submit(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ email: 'Email is required' });
    expect(run.calls.request).toEqual([]);
  });

  it('requests a code for the e-mail and toasts', async () => {
    const run = start();
    await toCode(run);
    expect(run.calls.request).toEqual([{ email: 'hr@himal.com.np' }]);
    expect(run.emitted).toEqual([{ type: 'notify', kind: 'success', message: 'Password reset code sent to your email!' }]);
  });

  it('stays on the e-mail with the message when the request fails', async () => {
    const run = start({ requestReset: () => Promise.reject(new RequestFailure('Too many requests.', 'http', 429)) });
    change(run, { email: 'hr@himal.com.np' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringEmail') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toBe('Too many requests.');
  });

  it('checks the code, then verifies it', async () => {
    const run = start();
    await toCode(run);
    change(run, { code: '12' });
    submit(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ code: 'Please enter the 6-digit OTP code' });

    change(run, { code: '123456' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringPassword'));
    expect(run.calls.verify).toEqual([{ email: 'hr@himal.com.np', otp_code: '123456' }]);
  });

  it('stays on the code when it is refused', async () => {
    const run = start({ verifyResetCode: () => Promise.reject(new RequestFailure('OTP: Invalid or expired code.', 'http', 400)) });
    await toCode(run);
    change(run, { code: '123456' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringCode') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toBe('OTP: Invalid or expired code.');
  });

  it('checks the new password with the signup rules, saves it, toasts and goes to login with the e-mail', async () => {
    const run = start();
    await toPassword(run);
    change(run, { password: 'short', confirmPassword: 'short' });
    submit(run);
    expect(run.actor.getSnapshot().context.errors).toEqual({ password: 'Password must be at least 8 characters long' });

    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('done'));

    expect(run.calls.confirm).toEqual([{
      email: 'hr@himal.com.np', otp_code: '123456', new_password: 'Kathmandu1', new_password_confirm: 'Kathmandu1',
    }]);
    expect(run.emitted.slice(-2)).toEqual([
      { type: 'notify', kind: 'success', message: 'Password reset successfully! Please login with your new password.' },
      { type: 'redirect', to: '/login', replace: true, search: { email: 'hr@himal.com.np' } },
    ]);
  });

  it('goes back to the code when saving finds the code expired', async () => {
    const failure = new RequestFailure('OTP: Expired.', 'http', 400, { otp_code: ['Expired.'] });
    const run = start({ confirmReset: () => Promise.reject(failure) });
    await toPassword(run);
    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringCode'));
    expect(run.actor.getSnapshot().context.formError).toBe('OTP: Expired.');
  });

  it('stays on the password for other failures', async () => {
    const failure = new RequestFailure('Server error. Please try again later or contact support if the problem persists.', 'http', 500);
    const run = start({ confirmReset: () => Promise.reject(failure) });
    await toPassword(run);
    change(run, { password: 'Kathmandu1', confirmPassword: 'Kathmandu1' });
    submit(run);
    await waitFor(run.actor, (s) => s.matches('enteringPassword') && s.context.formError !== null);
    expect(run.actor.getSnapshot().context.formError).toMatch(/^Server error/);
  });

  it.each(['enteringCode', 'enteringPassword'] as const)('starts over from %s, forgetting code and password', async (state) => {
    const run = start();
    if (state === 'enteringCode') await toCode(run);
    else await toPassword(run);
    change(run, { password: 'Kathmandu1' });
    run.actor.send({ type: 'reset.startOver' });
    expect(run.actor.getSnapshot().value).toBe('enteringEmail');
    expect(run.actor.getSnapshot().context).toMatchObject({ email: ' hr@himal.com.np ', code: '', password: '' });
  });
});
