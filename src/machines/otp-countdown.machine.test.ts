import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { OTP_RESEND_WAIT_S } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';
import type { NotifyEvent } from '@/machines/notify';
import { formatCountdown, otpCountdownMachine, type SendOtpInput } from '@/machines/otp-countdown.machine';

function start(send: (input: SendOtpInput) => Promise<unknown> = async () => ({})) {
  const clock = new SimulatedClock();
  const sent: SendOtpInput[] = [];
  const machine = otpCountdownMachine.provide({
    actors: {
      sendOtp: fromPromise<unknown, SendOtpInput>(({ input }) => {
        sent.push(input);
        return send(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { email: 'hr@himal.com.np' }, clock });
  const emitted: NotifyEvent[] = [];
  actor.on('notify', (e) => emitted.push(e));
  actor.start();
  return { actor, clock, sent, emitted };
}

const waitOut = (clock: SimulatedClock) => {
  for (let i = 0; i < OTP_RESEND_WAIT_S; i += 1) clock.increment(1_000);
};

describe('OTP countdown machine (docs/requirements.md §4 OTP resend)', () => {
  it('starts at 120 s, shown as 2:00', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('2:00');
  });

  it('counts down one second at a time', () => {
    const { actor, clock } = start();
    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    clock.increment(1);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('1:59');
    for (let i = 0; i < 60; i += 1) clock.increment(1_000);
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('0:59');
  });

  it('offers resend at 0 and not before', () => {
    const { actor, clock } = start();
    for (let i = 0; i < OTP_RESEND_WAIT_S - 1; i += 1) clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);

    clock.increment(1_000);

    expect(actor.getSnapshot().value).toBe('canResend');
    expect(formatCountdown(actor.getSnapshot().context.secondsLeft)).toBe('0:00');
  });

  it('ignores resend while counting', () => {
    const { actor, sent } = start();
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(sent).toEqual([]);
  });

  it('resends to the same e-mail, clears the six boxes, restarts the wait and toasts', async () => {
    const { actor, clock, sent, emitted } = start();
    actor.send({ type: 'otp.pasted', text: '123456' });
    waitOut(clock);

    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().value).toBe('resending');
    await waitFor(actor, (s) => s.matches('counting'));

    expect(sent).toEqual([{ email: 'hr@himal.com.np' }]);
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', '', '', '']);
    expect(actor.getSnapshot().context.secondsLeft).toBe(120);
    expect(emitted).toEqual([{ type: 'notify', kind: 'success', message: 'OTP sent to your email!' }]);
  });

  it('keeps the resend button and the digits when resending fails', async () => {
    const { actor, clock, emitted } = start(() => Promise.reject(new RequestFailure('Please wait before asking again.', 'http', 429)));
    actor.send({ type: 'otp.pasted', text: '123456' });
    waitOut(clock);

    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches('canResend'));

    expect(actor.getSnapshot().context.digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(emitted).toEqual([
      { type: 'notify', kind: 'error', message: 'Failed to resend OTP...', description: 'Please wait before asking again.' },
    ]);
  });

  it('takes one digit per box', () => {
    const { actor } = start();
    actor.send({ type: 'otp.digitEntered', index: 0, value: '4' });
    actor.send({ type: 'otp.digitEntered', index: 1, value: 'x' });
    actor.send({ type: 'otp.digitEntered', index: 2, value: '78' });
    expect(actor.getSnapshot().context.digits).toEqual(['4', '', '8', '', '', '']);
  });

  it('fills all six boxes from a paste, in any state', () => {
    const { actor, clock } = start();
    waitOut(clock);
    actor.send({ type: 'otp.pasted', text: 'Your code: 654 321' });
    expect(actor.getSnapshot().context.digits).toEqual(['6', '5', '4', '3', '2', '1']);
  });
});
