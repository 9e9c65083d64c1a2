/**
 * Replays model events on a real actor: delays pass on a simulated clock, invoked actors are puppets that
 * resolve or reject exactly when the path says so, and every transition and state the actor takes is recorded
 * (from XState's own inspection events) for the coverage report.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { indexTransitions } from '@/machines/-docs/extract';
import { formatEvent, type ModelEvent } from '@/machines/-testing/plan';

/**
 * A SimulatedClock whose timers set for the same moment fire in the order they were set (SimulatedClock leaves
 * that order open), matching the model, which fires the earliest timer first and ties in scheduling order.
 */
export class ModelClock extends SimulatedClock {
  private time = 0;
  private counter = 0;
  private queue = new Map<number, { fn: () => void; due: number }>();

  override now(): number {
    return this.time;
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = ++this.counter;
    this.queue.set(id, { fn, due: this.time + timeout });
    return id;
  }

  override clearTimeout(id: number): void {
    this.queue.delete(id);
  }

  override set(ms: number): void {
    this.advanceTo(ms);
  }

  override increment(ms: number): void {
    this.advanceTo(this.time + ms);
  }

  nextDue(): number | undefined {
    return this.next()?.[1].due;
  }

  /** Fires only the earliest timer (of several due at once, the first set), moving time to it. */
  fireNext(): boolean {
    const n = this.next();
    if (!n) return false;
    this.queue.delete(n[0]);
    this.time = n[1].due;
    n[1].fn();
    return true;
  }

  private next() {
    let best: [number, { fn: () => void; due: number }] | undefined;
    for (const entry of this.queue) if (!best || entry[1].due < best[1].due) best = entry;
    return best;
  }

  private advanceTo(target: number): void {
    for (let n = this.next(); n && n[1].due <= target; n = this.next()) {
      this.queue.delete(n[0]);
      this.time = n[1].due;
      n[1].fn();
    }
    this.time = Math.max(this.time, target);
  }
}

interface Puppet {
  src: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface RunOptions {
  machine: AnyStateMachine;
  input?: unknown;
  /** Actor srcs that keep their real implementation instead of a puppet. */
  keepActors?: readonly string[];
  /** Extra implementations (e.g. spies for side-effecting actions). */
  provide?: Parameters<AnyStateMachine['provide']>[0];
}

export interface Run {
  actor: AnyActorRef;
  clock: ModelClock;
  snapshot(): AnyMachineSnapshot;
  /** Events the machine emitted, in order. */
  emitted: EventObject[];
  /** Inputs each invoked actor received, by src, in invocation order. */
  inputs: Record<string, unknown[]>;
  /** Transition keys and state ids the actor took or entered. */
  transitions: Set<string>;
  states: Set<string>;
  /** `timed`: fired by the clock (defaults to true for `xstate.after.*`). */
  deliver(event: ModelEvent | EventObject, timed?: boolean): Promise<void>;
  stop(): void;
}

const MICROTASK_TURNS = 200;

export function startRun(options: RunOptions): Run {
  const puppets = new Map<string, Puppet>();
  const inputs: Record<string, unknown[]> = {};
  const actors: Record<string, unknown> = {};
  for (const src of Object.keys(options.machine.implementations.actors ?? {})) {
    if (options.keepActors?.includes(src)) continue;
    actors[src] = fromPromise<unknown, unknown>(({ input, self }) => {
      (inputs[src] ??= []).push(input);
      return new Promise((resolve, reject) => puppets.set(self.id, { src, input, resolve, reject }));
    });
  }
  const machine = options.machine.provide({ ...options.provide, actors: { ...options.provide?.actors, ...actors } } as never);
  const keys = indexTransitions(machine);
  const transitions = new Set<string>();
  const states = new Set<string>();
  const delivered = new Map<string, number>();
  const emitted: EventObject[] = [];
  let failure: unknown = null;

  const noteNodes = (s: AnyMachineSnapshot) => s._nodes.forEach((n) => states.add(n.id));
  const clock = new ModelClock();
  const actor = createActor(machine, {
    clock,
    input: options.input as never,
    inspect: (ev) => {
      if (ev.actorRef.sessionId !== ev.rootId) return;
      if (ev.type === '@xstate.microstep') {
        const t = (ev as unknown as { _transitions: unknown[] })._transitions ?? [];
        t.forEach((def) => {
          const key = keys.get(def);
          if (key) transitions.add(key);
          // A transient state (left by `always` as it is entered) shows in no snapshot, but its transition
          // proves it was active.
          for (let n = (def as { source?: AnyStateNode }).source; n; n = n.parent) states.add(n.id);
        });
        noteNodes(ev.snapshot as AnyMachineSnapshot);
      } else if (ev.type === '@xstate.event') {
        delivered.set(ev.event.type, (delivered.get(ev.event.type) ?? 0) + 1);
      }
    },
  });
  actor.on('*', (e: EventObject) => emitted.push(e));
  actor.subscribe({ error: (err) => (failure = err) });
  actor.start();
  noteNodes(actor.getSnapshot());

  const count = (type: string) => delivered.get(type) ?? 0;
  const check = () => {
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  };
  const describeState = () => JSON.stringify(actor.getSnapshot().value);

  async function untilDelivered(type: string, before: number, what: string) {
    for (let i = 0; i < MICROTASK_TURNS && count(type) === before; i++) await Promise.resolve();
    if (count(type) === before) throw new Error(`${what} never reached the machine (state ${describeState()})`);
  }

  /** Sends an event, or for a timed one lets the clock run to the next timer, which must deliver it. */
  async function deliver(event: EventObject, timed = event.type.startsWith('xstate.after.')) {
    const before = count(event.type);
    const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (timed) {
      if (!clock.fireNext()) throw new Error(`No timer is pending for ${formatEvent(event)} in state ${describeState()}`);
      if (count(event.type) === before) {
        throw new Error(`The next timer did not deliver ${formatEvent(event)} (state ${describeState()})`);
      }
    } else if (actorEvent) {
      const [, kind, id] = actorEvent as unknown as [string, 'done' | 'error', string];
      const puppet = puppets.get(id);
      if (!puppet) throw new Error(`Actor "${id}" is not running in state ${describeState()}`);
      puppets.delete(id);
      if (kind === 'done') puppet.resolve((event as { output?: unknown }).output);
      else puppet.reject((event as { error?: unknown }).error);
      await untilDelivered(event.type, before, formatEvent(event));
    } else {
      actor.send(event);
    }
    check();
  }

  return {
    actor,
    clock,
    snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
    emitted,
    inputs,
    transitions,
    states,
    deliver,
    stop: () => actor.stop(),
  };
}
