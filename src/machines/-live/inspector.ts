/**
 * Live view for the /machines page: pass `inspect` to `createActor`/`useMachine` and every machine actor's state
 * is posted on a same-origin BroadcastChannel (other tabs of the portal receive it; nothing leaves the browser).
 * The context is reduced to small, JSON-safe values with anything secret-looking hidden: passwords, tokens,
 * OTP digits and codes never leave the tab that holds them.
 */
import type { InspectionEvent, StateValue } from 'xstate';

export const LIVE_CHANNEL = 'jagir-machines';

export interface LiveStateMessage {
  type: 'machine.state';
  /** Machine id (`session`, `login`, …). */
  machine: string;
  value: StateValue;
  status: string;
  context: Record<string, unknown>;
  /** Which tab sent it. */
  tab: string;
}

/** The /machines page asks every open tab to repeat its latest states. */
export interface LiveSyncMessage {
  type: 'machine.sync';
}

export type LiveMessage = LiveStateMessage | LiveSyncMessage;

const SECRET = /pass|token|otp|secret|code|digit|auth|cookie|key|session.?id/i;
export const HIDDEN = '[hidden]';

/** A small, JSON-safe copy of a context with secret-looking keys hidden (recursively). */
export function safeContext(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  if (depth >= 3 || typeof value !== 'object') return undefined;
  if ('sessionId' in value && 'send' in value) return undefined; // actor refs
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => safeContext(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'function') continue;
    out[k] = SECRET.test(k) ? (v === null || v === undefined || v === '' ? v : HIDDEN) : safeContext(v, depth + 1);
  }
  return out;
}

const tab = Math.random().toString(36).slice(2, 10);
const latest = new Map<string, LiveStateMessage>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel(LIVE_CHANNEL);
  // Node (tests) keeps a process alive for an open channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (e: MessageEvent<LiveMessage>) => {
    if (e.data?.type === 'machine.sync') latest.forEach((m) => channel?.postMessage(m));
  };
  return channel;
}

interface MachineLike {
  id: string;
  root: unknown;
}

/** XState `inspect` option: posts each machine actor's new state. */
export function inspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot') return;
  const logic = (event.actorRef as unknown as { logic?: MachineLike }).logic;
  if (!logic || typeof logic.id !== 'string' || !logic.root) return; // only state machines, not promises
  const snapshot = event.snapshot as { value?: StateValue; status?: string; context?: unknown };
  const message: LiveStateMessage = {
    type: 'machine.state',
    machine: logic.id,
    value: snapshot.value ?? {},
    status: snapshot.status ?? 'active',
    context: (safeContext(snapshot.context ?? {}) ?? {}) as Record<string, unknown>,
    tab,
  };
  const previous = latest.get(logic.id);
  if (previous && JSON.stringify(previous) === JSON.stringify(message)) return;
  latest.set(logic.id, message);
  open()?.postMessage(message);
}
