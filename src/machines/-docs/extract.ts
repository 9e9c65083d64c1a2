/**
 * Reads a machine's definition (never its source text) into plain data: states in document order and every
 * transition with a stable key. The diagram generator, the /machines page data and the model-based tests all
 * count states and transitions through this one module, so their figures agree.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type TransitionKind = 'event' | 'always' | 'after' | 'done-actor' | 'error-actor' | 'done-state';

export interface ExtractedState {
  /** XState id, e.g. `login.form.editing`. */
  id: string;
  key: string;
  path: string[];
  parent: string | null;
  type: StateKind;
  initial: string | null;
  description: string | null;
  meta: Record<string, unknown> | null;
  entry: string[];
  exit: string[];
  invoke: Array<{ id: string; src: string }>;
  tags: string[];
}

export interface ExtractedTransition {
  /** `<source id> <event type or "always"> #<index among that source's candidates for the event>`. */
  key: string;
  source: string;
  kind: TransitionKind;
  eventType: string;
  /** Delay name (or number when written inline) for `after` transitions. */
  delay: string | number | null;
  /** Invoke id / actor src for `xstate.done.actor.*` and `xstate.error.actor.*`. */
  actorId: string | null;
  actorSrc: string | null;
  /** Readable guard, e.g. `isValid`, `not isLocked`, `a and b`. */
  guard: string | null;
  /** Named guards referenced by the guard expression. */
  guardNames: string[];
  targets: string[];
  actions: string[];
  reenter: boolean;
  description: string | null;
  meta: Record<string, unknown> | null;
}

export interface ExtractedMachine {
  id: string;
  description: string | null;
  meta: Record<string, unknown> | null;
  /** Every state node except the root, document order. */
  states: ExtractedState[];
  root: ExtractedState;
  transitions: ExtractedTransition[];
  implementations: {
    guards: string[];
    actions: Array<{ name: string; kind: string; emits: string | null }>;
    actors: string[];
    delays: Array<{ name: string; value: number | null }>;
  };
  /** Anonymous (inline) guards, actions, actors or delays: the house rules forbid them; docs can't name them. */
  inline: string[];
}

const INTERNAL_ACTIONS: Record<string, string> = {
  'xstate.assign': 'assign',
  'xstate.emit': 'emit',
  'xstate.raise': 'raise',
  'xstate.sendTo': 'sendTo',
  'xstate.sendParent': 'sendParent',
  'xstate.enqueueActions': 'enqueueActions',
  'xstate.log': 'log',
  'xstate.cancel': 'cancel',
  'xstate.spawnChild': 'spawnChild',
  'xstate.stopChild': 'stopChild',
};

type Named = { type?: unknown; name?: string };

/** A readable name for an action reference; `inline` collects the anonymous ones. */
export function actionName(action: unknown, where: string, inline?: string[]): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && typeof (action as Named).type === 'string') return (action as Named).type as string;
  if (typeof action === 'function') {
    const type = (action as Named).type;
    const builtin = typeof type === 'string' ? INTERNAL_ACTIONS[type] : undefined;
    const label = builtin ? `${builtin} (inline)` : '(anonymous action)';
    inline?.push(`${label} in ${where}`);
    return label;
  }
  return String(action);
}

interface GuardInfo {
  text: string;
  names: string[];
}

/** Guards are strings, `{ type, params }`, or the `not`/`and`/`or`/`stateIn` helpers. */
export function describeGuard(guard: unknown, where: string, inline?: string[]): GuardInfo {
  if (guard === undefined || guard === null) return { text: '', names: [] };
  if (typeof guard === 'string') return { text: guard, names: [guard] };
  if (typeof guard === 'object' && typeof (guard as Named).type === 'string') {
    const name = (guard as Named).type as string;
    return { text: name, names: [name] };
  }
  if (typeof guard === 'function') {
    const fn = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (fn.name === 'stateIn' && fn.stateValue !== undefined) {
      const v = typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue);
      return { text: `in ${v}`, names: [] };
    }
    if ((fn.name === 'not' || fn.name === 'and' || fn.name === 'or') && Array.isArray(fn.guards)) {
      const parts = fn.guards.map((g) => describeGuard(g, where, inline));
      const names = parts.flatMap((p) => p.names);
      const wrap = (p: GuardInfo) => (p.text.includes(' ') ? `(${p.text})` : p.text);
      if (fn.name === 'not') return { text: `not ${wrap(parts[0] ?? { text: '?', names: [] })}`, names };
      return { text: parts.map(wrap).join(` ${fn.name} `), names };
    }
    inline?.push(`(anonymous guard) in ${where}`);
    return { text: '(anonymous guard)', names: [] };
  }
  return { text: String(guard), names: [] };
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done-actor';
  if (eventType.startsWith('xstate.error.actor.')) return 'error-actor';
  if (eventType.startsWith('xstate.done.state.')) return 'done-state';
  return 'event';
}

function srcName(src: unknown, where: string, inline: string[]): string {
  if (typeof src === 'string') return src;
  inline.push(`(inline actor logic) in ${where}`);
  return '(inline actor)';
}

/** Children in document order (object key order of the config). */
export function childStates(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states ?? {}) as AnyStateNode[];
}

function walk(node: AnyStateNode, visit: (n: AnyStateNode) => void): void {
  visit(node);
  for (const child of childStates(node)) walk(child, visit);
}

/** Transition definitions of one node: every event's candidates (incl. after/done/error), then `always`. */
export function ownTransitionDefinitions(node: AnyStateNode): Array<{ def: AnyTransitionDefinitionLike; key: string }> {
  const out: Array<{ def: AnyTransitionDefinitionLike; key: string }> = [];
  for (const [eventType, defs] of node.transitions as Map<string, AnyTransitionDefinitionLike[]>) {
    defs.forEach((def, index) => out.push({ def, key: `${node.id} ${eventType} #${index}` }));
  }
  (node.always as AnyTransitionDefinitionLike[] | undefined)?.forEach((def, index) =>
    out.push({ def, key: `${node.id} always #${index}` }),
  );
  return out;
}

/** The parts of XState's TransitionDefinition this module reads. */
export interface AnyTransitionDefinitionLike {
  eventType: string;
  source: AnyStateNode;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  reenter?: boolean;
  description?: string;
  meta?: Record<string, unknown>;
  delay?: string | number;
}

/** Identity map from a machine instance's transition definitions to their stable keys. */
export function indexTransitions(machine: AnyStateMachine): Map<unknown, string> {
  const map = new Map<unknown, string>();
  walk(machine.root, (node) => {
    for (const { def, key } of ownTransitionDefinitions(node)) map.set(def, key);
  });
  return map;
}

/** State ids counted for coverage: every node but the root and history pseudo-states. */
export function countedStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  walk(machine.root, (node) => {
    if (node !== machine.root && node.type !== 'history') ids.push(node.id);
  });
  return ids;
}

/** XState implements `after` with a delayed raise on entry and a cancel on exit: not the author's actions. */
function isAfterPlumbing(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const a = action as { type?: string; event?: { type?: unknown }; sendId?: unknown };
  if (a.type === 'xstate.raise') return typeof a.event?.type === 'string' && a.event.type.startsWith('xstate.after.');
  if (a.type === 'xstate.cancel') return typeof a.sendId === 'string' && a.sendId.startsWith('xstate.after.');
  return false;
}

function stateOf(node: AnyStateNode, inline: string[]): ExtractedState {
  const where = `state ${node.id}`;
  const initialTargets = (node.initial as unknown as { target?: AnyStateNode[] } | undefined)?.target;
  return {
    id: node.id,
    key: node.key,
    path: [...node.path],
    parent: node.parent ? node.parent.id : null,
    type: node.type as StateKind,
    initial: initialTargets && initialTargets.length ? (initialTargets[0] as AnyStateNode).id : null,
    description: node.description ?? null,
    meta: (node.meta as Record<string, unknown> | undefined) ?? null,
    entry: (node.entry as unknown[]).filter((a) => !isAfterPlumbing(a)).map((a) => actionName(a, `entry of ${node.id}`, inline)),
    exit: (node.exit as unknown[]).filter((a) => !isAfterPlumbing(a)).map((a) => actionName(a, `exit of ${node.id}`, inline)),
    invoke: (node.invoke as Array<{ id: string; src: unknown }>).map((i) => ({ id: i.id, src: srcName(i.src, where, inline) })),
    tags: [...(node.tags as string[])].sort(),
  };
}

export function extractMachine(machine: AnyStateMachine): ExtractedMachine {
  const inline: string[] = [];
  const states: ExtractedState[] = [];
  const transitions: ExtractedTransition[] = [];
  let root: ExtractedState | undefined;

  walk(machine.root, (node) => {
    const state = stateOf(node, inline);
    if (node === machine.root) root = state;
    else states.push(state);
    const invokeById = new Map(state.invoke.map((i) => [i.id, i.src]));
    for (const { def, key } of ownTransitionDefinitions(node)) {
      const where = `transition "${key}"`;
      const kind = kindOf(def.eventType);
      const guard = describeGuard(def.guard, where, inline);
      const actorId =
        kind === 'done-actor' ? def.eventType.slice('xstate.done.actor.'.length)
        : kind === 'error-actor' ? def.eventType.slice('xstate.error.actor.'.length)
        : null;
      transitions.push({
        key,
        source: node.id,
        kind,
        eventType: def.eventType,
        delay: kind === 'after' ? (def.delay ?? null) : null,
        actorId,
        actorSrc: actorId === null ? null : (invokeById.get(actorId) ?? null),
        guard: guard.text || null,
        guardNames: guard.names,
        targets: (def.target ?? []).map((t) => t.id),
        actions: def.actions.map((a) => actionName(a, where, inline)),
        reenter: Boolean(def.reenter),
        description: def.description ?? null,
        meta: def.meta ?? null,
      });
      if (kind === 'after' && typeof def.delay === 'number') inline.push(`inline delay ${def.delay} ms in ${where}`);
    }
  });

  const impl = machine.implementations as {
    guards: Record<string, unknown>;
    actions: Record<string, unknown>;
    actors: Record<string, unknown>;
    delays: Record<string, unknown>;
  };
  const sorted = (o: Record<string, unknown>) => Object.keys(o ?? {}).sort();
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    meta: (machine.root.meta as Record<string, unknown> | undefined) ?? null,
    states,
    root: root as ExtractedState,
    transitions,
    implementations: {
      guards: sorted(impl.guards),
      actions: sorted(impl.actions).map((name) => {
        const a = impl.actions[name] as { type?: string; event?: unknown } | undefined;
        const kind = (a && typeof a.type === 'string' && INTERNAL_ACTIONS[a.type]) || 'custom';
        const emitted = kind === 'emit' && a?.event && typeof a.event === 'object' ? (a.event as { type?: string }).type : null;
        return { name, kind, emits: emitted ?? null };
      }),
      actors: sorted(impl.actors),
      delays: sorted(impl.delays).map((name) => {
        const d = impl.delays[name];
        return { name, value: typeof d === 'number' ? d : null };
      }),
    },
    inline: [...new Set(inline)].sort(),
  };
}

/** A short, stable fingerprint of a machine's shape: coverage recorded for another shape is stale. */
export function definitionHash(m: ExtractedMachine): string {
  const shape = JSON.stringify([
    m.states.map((s) => [s.id, s.type, s.initial]),
    m.transitions.map((t) => [t.key, t.guard, t.targets]),
  ]);
  // FNV-1a, 32 bit: enough to notice a change, no crypto needed (and it runs in the browser bundle too).
  let h = 0x811c9dc5;
  for (let i = 0; i < shape.length; i++) {
    h ^= shape.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
