/**
 * Plans model-based test paths from a machine's definition with `xstate/graph`.
 *
 * A model state is the machine snapshot plus its pending timers, recorded from the machine's own delayed
 * `raise` / `cancel` actions (which is how XState runs `after`). Time only passes by firing the earliest timer,
 * so the model never takes a delayed transition before an earlier one, exactly like the real clock.
 * From the adjacency map: shortest paths to every reachable state, then extra paths until every reachable
 * transition is on some path.
 */
import {
  createActor,
  fromTransition,
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { indexTransitions } from '@/machines/-docs/extract';

/** An event with any payload (model samples are written as plain objects). */
export type ModelEvent = EventObject & Record<string, unknown>;

export type EventSamples = readonly ModelEvent[] | ((snapshot: AnyMachineSnapshot) => readonly ModelEvent[]);

export interface ActorSamples {
  /** Outputs the actor may resolve with (one path per sample). */
  done?: readonly unknown[];
  /** Errors the actor may reject with. */
  error?: readonly unknown[];
}

export interface PlanOptions {
  machine: AnyStateMachine;
  input?: unknown;
  /** Several inputs when the start state depends on it (e.g. a stored session or none); overrides `input`. */
  inputs?: readonly unknown[];
  /** Payload samples per event type; an event type without samples is sent as `{ type }`. */
  events?: Record<string, EventSamples>;
  /** Samples per actor `src` (or invoke id) for `xstate.done.actor.*` / `xstate.error.actor.*`. */
  actors?: Record<string, ActorSamples>;
  /** The part of the context that tells states apart and is asserted after every step. */
  context?: (context: never) => unknown;
  /**
   * Bounds a model whose context can grow without end (a queue): events for which it answers false are not
   * explored in that state.
   */
  filter?: (snapshot: AnyMachineSnapshot, event: ModelEvent) => boolean;
  /** Maximum traversal iterations (guards against machines whose context grows without end). */
  limit?: number;
}

interface Timer {
  id: string;
  event: EventObject;
  due: number;
}

/** What the traversal walks: the machine snapshot, the model time and the timers pending, earliest first. */
export interface ModelState {
  snapshot: AnyMachineSnapshot;
  now: number;
  timers: Timer[];
}

export interface PlannedStep {
  event: ModelEvent;
  /** Fired by the clock (a delayed transition) rather than sent. */
  timed: boolean;
  /** Expected after the step. */
  state: ModelState;
}

export interface PlannedPath {
  title: string;
  /** The machine input this path starts from. */
  input: unknown;
  steps: PlannedStep[];
  final: ModelState;
}

export interface Plan {
  paths: PlannedPath[];
  /** Shortest path to each reachable state configuration. */
  shortest: PlannedPath[];
  /** Transition keys some explored edge takes. */
  reachableTransitions: Set<string>;
  stateCount: number;
}

/** JSON with actor refs and functions dropped and errors reduced to their fields: stable and comparable. */
export function jsonSafe(value: unknown): unknown {
  if (value === undefined) return undefined;
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'function') return undefined;
      if (v instanceof Error) return { error: v.message, ...Object.fromEntries(Object.entries(v)) };
      if (v && typeof v === 'object' && 'sessionId' in v && 'send' in v) return undefined;
      return v;
    }) ?? 'null',
  );
}

export function projectContext(options: Pick<PlanOptions, 'context'>, context: unknown): unknown {
  return jsonSafe(options.context ? options.context(context as never) : context);
}

export function serializeEvent(event: EventObject): string {
  return JSON.stringify(jsonSafe(event));
}

export function serializeState(options: Pick<PlanOptions, 'context'>, m: ModelState): string {
  const { snapshot } = m;
  const timers = m.timers.map((t) => [t.event.type, t.due - m.now]);
  return JSON.stringify([snapshot.status, snapshot.value, projectContext(options, snapshot.context), timers]);
}

/** `login.submit {"email":"a@b.np"}`, short enough for a test title. */
export function formatEvent(event: EventObject): string {
  const { type, actorId: _actorId, ...rest } = event as EventObject & Record<string, unknown>;
  const short = (v: unknown) => {
    const text = JSON.stringify(jsonSafe(v)) ?? '';
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor) {
    const payload = actor[1] === 'done' ? rest.output : rest.error;
    return `${actor[2]} ${actor[1] === 'done' ? 'resolves' : 'rejects'}${payload === undefined ? '' : ` ${short(payload)}`}`;
  }
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]}`;
  return Object.keys(rest).length ? `${type} ${short(rest)}` : type;
}

/** The invoke (id → src) of every active state node. */
export function activeInvokes(snapshot: AnyMachineSnapshot): Map<string, string> {
  const map = new Map<string, string>();
  for (const node of snapshot._nodes) {
    for (const inv of node.invoke as Array<{ id: string; src: unknown }>) {
      map.set(inv.id, typeof inv.src === 'string' ? inv.src : inv.id);
    }
  }
  return map;
}

/**
 * Candidate events in a model state: one per sample of each event type an active transition listens to, plus
 * the earliest pending timer (time passes only up to it).
 */
export function candidateEvents(options: PlanOptions, m: ModelState): ModelEvent[] {
  const { snapshot } = m;
  if (snapshot.status !== 'active') return [];
  const timedTypes = new Set(m.timers.map((t) => t.event.type));
  const types = [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))];
  const invokes = activeInvokes(snapshot);
  const out: ModelEvent[] = [];
  if (m.timers[0]) out.push(m.timers[0].event as ModelEvent);
  for (const type of types) {
    if (type === '' || type.startsWith('xstate.done.state.') || type.startsWith('xstate.after.')) continue;
    if (timedTypes.has(type) && !options.events?.[type]) continue; // delivered by its timer
    const samples = options.events?.[type];
    if (samples) {
      out.push(...(typeof samples === 'function' ? samples(snapshot) : samples));
      continue;
    }
    if (type === '*' || type.endsWith('.*')) continue; // wildcards need explicit samples
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (actor) {
      const [, kind, id] = actor as unknown as [string, 'done' | 'error', string];
      const src = invokes.get(id) ?? id;
      const given = options.actors?.[src] ?? options.actors?.[id];
      if (kind === 'done') {
        for (const output of given?.done ?? [undefined]) out.push({ type, output, actorId: id });
      } else {
        for (const error of given?.error ?? [new Error(`${src} failed`)]) out.push({ type, error, actorId: id });
      }
      continue;
    }
    out.push({ type });
  }
  return options.filter ? out.filter((e) => options.filter?.(snapshot, e)) : out;
}

type TimerOp = { kind: 'schedule'; id: string; event: EventObject; delay: number } | { kind: 'cancel'; id: string };

/**
 * A pure actor scope that records, per macrostep, the transitions taken (from XState's inspection events) and
 * the timers scheduled or cancelled (from the delayed `raise` / `cancel` actions it would execute).
 */
function recordingScope() {
  let transitions: unknown[] = [];
  let ops: TimerOp[] = [];
  const recorder = createActor(fromTransition((s: null) => s, null), {
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' && ev.actorRef === recorder) {
        transitions.push(...((ev as unknown as { _transitions: unknown[] })._transitions ?? []));
      }
    },
  });
  const scope = {
    self: recorder,
    logger: () => {},
    id: 'model',
    sessionId: 'model',
    defer: () => {},
    system: recorder.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: { type: string; params?: Record<string, unknown> }) => {
      const p = action.params ?? {};
      if (action.type === 'xstate.raise' && typeof p.delay === 'number') {
        ops.push({ kind: 'schedule', id: String(p.id ?? (p.event as EventObject).type), event: p.event as EventObject, delay: p.delay });
      } else if (action.type === 'xstate.cancel' && typeof p.sendId === 'string') {
        ops.push({ kind: 'cancel', id: p.sendId });
      }
    },
  };
  return {
    scope,
    take(): { transitions: unknown[]; ops: TimerOp[] } {
      const out = { transitions, ops };
      transitions = [];
      ops = [];
      return out;
    },
  };
}

function applyOps(timers: Timer[], ops: TimerOp[], now: number): Timer[] {
  let next = [...timers];
  for (const op of ops) {
    if (op.kind === 'cancel') next = next.filter((t) => t.id !== op.id);
    else next.push({ id: op.id, event: op.event, due: now + op.delay });
  }
  // Earliest first; equal times keep the order they were set in (the order ModelClock fires them).
  return next.map((t, i) => [t, i] as const).sort((a, b) => a[0].due - b[0].due || a[1] - b[1]).map(([t]) => t);
}

/** The model's step function: pure, so xstate/graph can explore with it. */
export function createModel(options: PlanOptions) {
  const { machine } = options;
  const keys = indexTransitions(machine);
  const rec = recordingScope();
  const keysOf = (ts: unknown[]) => ts.map((t) => keys.get(t)).filter((k): k is string => Boolean(k));

  function initial(input: unknown): { state: ModelState; taken: string[] } {
    rec.take();
    const snapshot = machine.getInitialSnapshot(rec.scope as never, input) as AnyMachineSnapshot;
    const { transitions, ops } = rec.take();
    return { state: { snapshot, now: 0, timers: applyOps([], ops, 0) }, taken: keysOf(transitions) };
  }

  function step(m: ModelState, event: EventObject): { state: ModelState; taken: string[]; timed: boolean } {
    const first = m.timers[0];
    const timer = first && serializeEvent(first.event) === serializeEvent(event) ? first : undefined;
    const now = timer ? timer.due : m.now;
    const pending = timer ? m.timers.slice(1) : m.timers;
    rec.take();
    const snapshot = machine.transition(m.snapshot, event, rec.scope as never) as AnyMachineSnapshot;
    const { transitions, ops } = rec.take();
    // A machine that stopped (final or error) cancels everything.
    const timers = snapshot.status === 'active' ? applyOps(pending, ops, now) : [];
    return { state: { snapshot, now, timers }, taken: keysOf(transitions), timed: Boolean(timer) };
  }

  return { initial, step };
}

function pathTitle(steps: PlannedStep[], final: ModelState): string {
  const value = JSON.stringify(final.snapshot.value).replace(/"/g, '');
  if (!steps.length) return `starts in ${value}`;
  return `reaches ${value} via ${steps.map((s) => formatEvent(s.event)).join(' → ')}`;
}

/** Runs events through the model from an input: the exact expected states (and transitions) of a path. */
export function followModel(model: ReturnType<typeof createModel>, input: unknown, events: readonly EventObject[]) {
  const start = model.initial(input);
  let state = start.state;
  const taken = [...start.taken];
  const steps: PlannedStep[] = [];
  for (const event of events) {
    const next = model.step(state, event);
    steps.push({ event: event as ModelEvent, timed: next.timed, state: next.state });
    taken.push(...next.taken);
    state = next.state;
  }
  return { initial: start.state, steps, final: state, taken };
}

export function planPaths(options: PlanOptions): Plan {
  const model = createModel(options);
  const ser = (m: ModelState) => serializeState(options, m);
  const inputs = options.inputs ?? [options.input];
  const covered = new Set<string>();
  const reachable = new Set<string>();
  const paths: PlannedPath[] = [];
  const shortest: PlannedPath[] = [];
  let stateCount = 0;

  const makePath = (input: unknown, label: string, events: EventObject[]): { path: PlannedPath; taken: string[] } => {
    const run = followModel(model, input, events);
    return { path: { title: `${label}${pathTitle(run.steps, run.final)}`, input, steps: run.steps, final: run.final }, taken: run.taken };
  };

  const explored = inputs.map((input, i) => {
    const label = inputs.length > 1 ? `input ${i + 1}: ` : '';
    const start = model.initial(input);
    start.taken.forEach((k) => reachable.add(k));
    // Every edge xstate/graph explores, in order, with the transitions it takes: the adjacency for the tour.
    const edges: Array<{ from: string; event: EventObject; taken: string[] }> = [];
    // Plain logic (not "machine logic") so xstate/graph uses exactly our events, serializers and start state.
    const logic = {
      transition(m: ModelState, event: EventObject) {
        const next = model.step(m, event);
        edges.push({ from: ser(m), event, taken: next.taken });
        return next.state;
      },
      getInitialSnapshot: () => start.state,
    };
    const traversal = {
      fromState: start.state,
      events: (m: ModelState) => candidateEvents(options, m),
      serializeState: ser,
      serializeEvent: (e: EventObject) => serializeEvent(e) as never,
      limit: options.limit ?? 20_000,
    };
    let raw: Array<{ state: ModelState; steps: Array<{ state: ModelState; event: EventObject }> }>;
    try {
      raw = getShortestPaths(logic as never, traversal as never) as unknown as typeof raw;
    } catch (error) {
      throw new Error(
        `${(error as Error).message} for machine "${options.machine.id}": its context keeps making new states; ` +
          'pass `context` to keep only what tells states apart, a `filter`, or fewer samples.',
        { cause: error },
      );
    }
    // xstate/graph's steps start with the initial state under `xstate.init`; later steps carry the events.
    const eventsTo = new Map(raw.map((p) => [ser(p.state), p.steps.slice(1).map((s) => s.event)]));
    stateCount += eventsTo.size;
    // One shortest path per state configuration (the tour below adds what other context values need).
    const byValue = new Map<string, { state: ModelState; events: EventObject[] }>();
    for (const p of raw) {
      const value = JSON.stringify([p.state.snapshot.status, p.state.snapshot.value]);
      const events = eventsTo.get(ser(p.state)) ?? [];
      const known = byValue.get(value);
      if (!known || known.events.length > events.length) byValue.set(value, { state: p.state, events });
    }
    for (const { events } of byValue.values()) {
      const { path, taken } = makePath(input, label, events);
      shortest.push(path);
      paths.push(path);
      taken.forEach((k) => covered.add(k));
    }
    return { input, label, edges, eventsTo };
  });

  // Transition tour: one extra path per edge that takes a transition no path takes yet.
  for (const { input, label, edges, eventsTo } of explored) {
    for (const { from, event, taken } of edges) {
      taken.forEach((k) => reachable.add(k));
      const head = eventsTo.get(from);
      if (!head || taken.every((k) => covered.has(k))) continue;
      const made = makePath(input, label, [...head, event]);
      paths.push(made.path);
      made.taken.forEach((k) => covered.add(k));
    }
  }

  // Drop paths whose events are a prefix of a longer path's from the same input (the longer one checks every
  // step on the way).
  const sig = (p: PlannedPath) => p.steps.map((s) => serializeEvent(s.event));
  const kept = paths.filter((p, i) => {
    const a = sig(p);
    return !paths.some((q, j) => {
      if (j === i || q.input !== p.input) return false;
      if (q.steps.length < p.steps.length || (q.steps.length === p.steps.length && j > i)) return false;
      const b = sig(q);
      return a.every((e, k) => e === b[k]);
    });
  });

  return { paths: kept, shortest, reachableTransitions: reachable, stateCount };
}
