import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { HIDDEN, LIVE_CHANNEL, inspect, safeContext, type LiveMessage, type LiveStateMessage } from '@/machines/-live/inspector';

const machine = setup({
  types: { context: {} as Record<string, unknown>, events: {} as { type: 'go' } | { type: 'type'; value: string } },
  actors: { call: fromPromise(() => new Promise<void>(() => {})) },
  actions: { keep: assign({ password: ({ event }) => (event.type === 'type' ? event.value : '') }) },
}).createMachine({
  id: 'liveTest',
  context: { email: 'hr@himal.com.np', password: '', token: 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdl', digits: ['4', '8', '', '', '', ''], form: { otp: '123456', fullName: 'Himal Tech' } },
  initial: 'editing',
  states: {
    editing: { on: { go: 'calling', type: { actions: 'keep' } } },
    calling: { invoke: { src: 'call' } },
  },
});

const channels: BroadcastChannel[] = [];
afterEach(() => channels.splice(0).forEach((c) => c.close()));

/** Resolves with the next state message for `machine` on the live channel. */
function nextMessage(machineId: string): Promise<LiveStateMessage> {
  const listener = new BroadcastChannel(LIVE_CHANNEL);
  channels.push(listener);
  return new Promise((resolve) => {
    listener.onmessage = (e: MessageEvent<LiveMessage>) => {
      if (e.data.type === 'machine.state' && e.data.machine === machineId) resolve(e.data);
    };
  });
}

describe('live inspector', () => {
  it('hides passwords, tokens, OTP digits and codes at any depth, and keeps the rest', () => {
    expect(
      safeContext({
        email: 'hr@himal.com.np', password: 'Secret123', confirmPassword: '', token: 'abc', otp: '123456',
        digits: ['1'], nested: { otp_code: '1', company: 'Himal' }, fn: () => 1, missingToken: null,
      }),
    ).toEqual({
      email: 'hr@himal.com.np', password: HIDDEN, confirmPassword: '', token: HIDDEN, otp: HIDDEN,
      digits: HIDDEN, nested: { otp_code: HIDDEN, company: 'Himal' }, missingToken: null,
    });
  });

  it('posts each machine state on the channel without secrets', async () => {
    const actor = createActor(machine, { inspect });
    const first = nextMessage('liveTest');
    actor.start();
    const started = await first;
    expect(started).toMatchObject({ type: 'machine.state', machine: 'liveTest', value: 'editing', status: 'active' });
    expect(started.context).toEqual({
      email: 'hr@himal.com.np', password: '', token: HIDDEN, digits: HIDDEN, form: { otp: HIDDEN, fullName: 'Himal Tech' },
    });

    const typed = nextMessage('liveTest');
    actor.send({ type: 'type', value: 'Secret123' });
    expect((await typed).context.password).toBe(HIDDEN);
    expect(JSON.stringify(await typed)).not.toContain('Secret123');

    const moved = nextMessage('liveTest');
    actor.send({ type: 'go' });
    expect((await moved).value).toBe('calling');
    actor.stop();
  });

  it('repeats the latest states when the /machines page asks', async () => {
    const actor = createActor(machine, { inspect }).start();
    actor.send({ type: 'go' });
    const page = new BroadcastChannel(LIVE_CHANNEL);
    channels.push(page);
    const repeated = nextMessage('liveTest');
    page.postMessage({ type: 'machine.sync' } satisfies LiveMessage);
    expect((await repeated).value).toBe('calling');
    actor.stop();
  });
});
