import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_LENGTH } from '@/domain/constants';
import { doorMachine } from '@/machines/-testing/fixtures/door.fixture';
import { defineModelTests, guardProperty, samplesOf } from '@/machines/-testing/model';
import { planPaths } from '@/machines/-testing/plan';
import { startRun } from '@/machines/-testing/replay';

const fullPin = fc.stringMatching(new RegExp(`^\\d{${OTP_LENGTH}}$`));
const notAPin = fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^\d{1,5}$/)).filter((s) => !/^\d{6}$/.test(s));

const options = {
  machine: doorMachine,
  events: {
    'pin.enter': [...samplesOf(fullPin, 1), ...samplesOf(notAPin, 1)].map((pin) => ({ type: 'pin.enter', pin })),
  },
  actors: { checkPin: { done: [{ ok: true }, { ok: false }], error: [{ retryAfter: 2 }] } },
  // Attempts grow without end; the model tells states apart by whether there were any.
  context: (c: { pin: string; attempts: number; lockSeconds: number }) => ({ ...c, attempts: Math.min(c.attempts, 1) }),
};

defineModelTests('door-fixture', {
  ...options,
  expectations: {
    locked: ({ context }) => expect(context.pin).toBe(''),
    done: ({ emitted }) => expect(emitted).toContainEqual({ type: 'notify', text: 'Door open' }),
  },
  properties: [
    guardProperty({
      name: 'only a six-digit PIN is checked',
      from: 'entering',
      arbitrary: fc.oneof(fullPin, notAPin),
      event: (pin) => ({ type: 'pin.enter', pin }),
      holds: (pin) => /^\d{6}$/.test(pin),
      then: (pin, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'checking' : 'entering');
        if (holds) expect(v.inputs.checkPin).toEqual([{ pin }]);
      },
    }),
    guardProperty({
      name: 'a lockout lasts the seconds the server names',
      from: 'checking',
      arbitrary: fc.integer({ min: 0, max: 5 }),
      event: (retryAfter) => ({ type: 'xstate.error.actor.checkPin', error: { retryAfter } }),
      holds: (retryAfter) => retryAfter > 0,
      then: (retryAfter, v, holds) => {
        expect(v.snapshot.value).toBe(holds ? 'locked' : 'entering');
        if (holds) expect(v.context.lockSeconds).toBe(retryAfter);
      },
    }),
  ],
});

describe('model planning and replay (tooling)', () => {
  it('refuses a model whose context grows without end', () => {
    expect(() => planPaths({ ...options, context: undefined, limit: 500 })).toThrow(/context keeps making new states/);
  });

  it('reports transitions no sample can reach', () => {
    const plan = planPaths({ ...options, events: { 'pin.enter': [{ type: 'pin.enter', pin: '12' }] } });
    expect(plan.reachableTransitions.has('door.entering pin.enter #1')).toBe(true);
    expect(plan.reachableTransitions.has('door.entering pin.enter #0')).toBe(false);
  });

  it('plans paths whose last step takes each reachable transition', () => {
    const plan = planPaths(options);
    const ends = plan.paths.filter((p) => p.steps.at(-1)?.event.type === 'xstate.after.lockTick.door.locked');
    // The tick that ends the lockout (always → entering) is on a path, not only the ticks in between.
    expect(ends.map((p) => p.final.snapshot.value)).toContain('entering');
  });

  it('lets time pass only to the earliest timer (the 250 ms door before the 1 s light)', () => {
    const plan = planPaths(options);
    const timed = plan.paths.flatMap((p) => p.steps.filter((s) => s.timed).map((s) => [s.event.type, s.state.now] as const));
    expect(timed).toContainEqual(['xstate.after.openDelay.door.open.door.opening', 250]);
    expect(timed).toContainEqual(['xstate.after.lockTick.door.open.light.on', 1_000]);
    for (const p of plan.paths) {
      const types = p.steps.map((s) => s.event.type);
      const light = types.indexOf('xstate.after.lockTick.door.open.light.on');
      if (light >= 0) expect(types.slice(0, light)).toContain('xstate.after.openDelay.door.open.door.opening');
    }
  });

  it('fails a replay when the real actor disagrees with the model', async () => {
    const run = startRun({
      machine: doorMachine,
      provide: { guards: { isFullPin: () => false } },
    });
    await run.deliver({ type: 'pin.enter', pin: '123456' });
    expect(run.snapshot().value).toBe('entering');
    await expect(run.deliver({ type: 'xstate.done.actor.checkPin', output: { ok: true } })).rejects.toThrow(
      'Actor "checkPin" is not running',
    );
    run.stop();
  });

  it('passes delays on the simulated clock only as far as the next timer', async () => {
    const run = startRun({ machine: doorMachine });
    await run.deliver({ type: 'pin.enter', pin: '123456' });
    await run.deliver({ type: 'xstate.error.actor.checkPin', error: { retryAfter: 2 } });
    await run.deliver({ type: 'xstate.after.lockTick.door.locked' });
    expect(run.clock.now()).toBe(1_000);
    expect(run.snapshot().context).toMatchObject({ lockSeconds: 1 });
    run.stop();
  });
});
