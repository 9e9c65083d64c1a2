import { assign, emit, sendParent, setup, type AnyActorLogic } from 'xstate';
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from '@/domain/constants';
import { doublingBackoffMs, failureMessage, isRequestFailure, isTransientFailure } from '@/domain/request-failure';
import { notProvided } from '@/machines/not-provided';

/**
 * The outbox (docs/decisions.md Swipe, "Conversation / message"): work written on the device that the server has not
 * confirmed yet, sent one item at a time, oldest first. Without a connection it waits; a lost answer or a busy
 * server is retried after a growing pause. Every item carries its idempotency key from the moment it is written,
 * through retries and reloads (the page keeps `context.items` per account), so the server applies it exactly once.
 * What an item is, and how it is sent, is the caller's: the `sendItem` actor it provides receives the item.
 */

/** One piece of work; the caller's own fields (its kind and payload) travel with it untouched. */
export interface OutboxItem {
  /** Idempotency key: the server applies an item with a key it has seen once, and answers it again. */
  key: string;
  /** Failed: the server refused it and the outbox keeps it (`keepRefused`) until retried or discarded. */
  status?: 'queued' | 'failed';
  /** Why the server refused it (failed only). */
  error?: string;
  /**
   * What the item changes (e.g. `application:<id>`). Items of one resource go out in the order they were written:
   * one waits behind an earlier failed one of its resource; a failed item never holds up another resource's.
   */
  resource?: string;
  /** A 409's answer (failed only): the resource as it is now on the server, so the user can choose. */
  conflict?: unknown;
}

export interface OutboxInput<T extends OutboxItem = OutboxItem> {
  /** Items still waiting from an earlier visit; they may have reached the server before the page was closed. */
  items?: readonly T[];
  online?: boolean;
  /**
   * Keep a refused item, marked failed with the server's words or else `fallback`, until it is retried or discarded
   * (messages); without it a refused item is dropped (decisions).
   */
  keepRefused?: { fallback: string };
}

export interface OutboxContext<T extends OutboxItem = OutboxItem> {
  /** Oldest first. */
  items: T[];
  /** Key of the item being sent (a retry of an older failed one must not change which one that is). */
  inFlight: string | null;
  /** Keys of items already handed to `sendItem`: they may have reached the server. */
  tried: string[];
  /** Failed sends in a row, for the backoff. */
  failures: number;
  online: boolean;
  keepRefused: { fallback: string } | null;
}

export type OutboxEvent =
  | { type: 'outbox.add'; item: OutboxItem }
  | { type: 'outbox.retry'; key: string }
  | { type: 'outbox.discard'; key: string }
  /** Take an item back: dropped if never sent, else `replacement` (one that undoes it) is queued. */
  | { type: 'outbox.withdraw'; key: string; replacement: OutboxItem }
  /** Put a new item (with a new key) in a failed one's place, e.g. the user's change again after a conflict. */
  | { type: 'outbox.replace'; key: string; item: OutboxItem }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** The server has the item. */
export interface OutboxDelivered {
  type: 'outbox.delivered';
  item: OutboxItem;
  /** What the server answered. */
  output: unknown;
}

/** The server refused the item. */
export interface OutboxRefused {
  type: 'outbox.refused';
  item: OutboxItem;
  error: unknown;
  /** The server's words, or the caller's fallback. */
  reason: string;
}

/** Backoff before retry number `failures` (1, 2, …) of an item. */
export const outboxRetryDelayMs = (failures: number): number =>
  doublingBackoffMs(failures, OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS);

/**
 * The item to send next: the oldest one not marked failed and not behind a failed item of its own resource (items
 * without a resource wait for nothing).
 */
export const nextQueued = <T extends OutboxItem>(items: readonly T[]): T | undefined => {
  const blocked = new Set<string>();
  for (const item of items) {
    if (item.status === 'failed') {
      if (item.resource !== undefined) blocked.add(item.resource);
    } else if (item.resource === undefined || !blocked.has(item.resource)) return item;
  }
  return undefined;
};

/** The server's current state when it refused an item as a conflict (409 with a body other than a bare detail). */
const conflictOf = (error: unknown): unknown => {
  if (!isRequestFailure(error) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) return undefined;
  return Object.keys(error.body).some((name) => name !== 'detail') ? error.body : undefined;
};

const inFlightItem = (context: OutboxContext) => context.items.find((item) => item.key === context.inFlight)!;
/** The server's words for a refusal, or the caller's fallback. */
const refusalReason = (context: OutboxContext, error: unknown) => failureMessage(error, context.keepRefused?.fallback ?? '');

export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
    input: {} as OutboxInput,
    emitted: {} as OutboxDelivered | OutboxRefused,
  },
  actors: {
    sendItem: notProvided<unknown, OutboxItem>('sendItem'),
  },
  delays: {
    retryBackoff: ({ context }) => outboxRetryDelayMs(context.failures),
  },
  guards: {
    hasQueuedItem: ({ context }) => nextQueued(context.items) !== undefined,
    isKnownOffline: ({ context }) => !context.online,
    isTransientFailure: (_, params: { error: unknown }) => isTransientFailure(params.error),
  },
  actions: {
    addItem: assign({ items: ({ context }, params: { item: OutboxItem }) => [...context.items, params.item] }),
    requeue: assign({
      items: ({ context }, params: { key: string }) =>
        context.items.map((item) => {
          if (item.key !== params.key || item.status !== 'failed') return item;
          const { error: _error, conflict: _conflict, ...rest } = item;
          return { ...rest, status: 'queued' as const };
        }),
      failures: 0,
    }),
    discard: assign({
      items: ({ context }, params: { key: string }) =>
        context.items.filter((item) => !(item.key === params.key && item.status === 'failed')),
    }),
    replace: assign({
      items: ({ context }, params: { key: string; item: OutboxItem }) =>
        context.items.map((item) => (item.key === params.key && item.status === 'failed' ? params.item : item)),
      failures: 0,
    }),
    withdraw: assign({
      items: ({ context }, params: { key: string; replacement: OutboxItem }) => {
        const unsent = context.items.some((item) => item.key === params.key) && !context.tried.includes(params.key);
        // Never sent: forget it. Possibly applied: ask the server to take it back.
        return unsent ? context.items.filter((item) => item.key !== params.key) : [...context.items, params.replacement];
      },
    }),
    markInFlight: assign(({ context }) => {
      const key = nextQueued(context.items)?.key ?? null;
      return { inFlight: key, tried: key && !context.tried.includes(key) ? [...context.tried, key] : context.tried };
    }),
    confirmSent: assign(({ context }) => ({
      items: context.items.filter((item) => item.key !== context.inFlight),
      tried: context.tried.filter((key) => key !== context.inFlight),
      inFlight: null,
      failures: 0,
    })),
    settleRefused: assign(({ context }, params: { error: unknown }) => {
      const error = refusalReason(context, params.error);
      return {
        items: context.keepRefused
          ? context.items.map((item) => {
            if (item.key !== context.inFlight) return item;
            const conflict = conflictOf(params.error);
            return { ...item, status: 'failed' as const, error, ...(conflict === undefined ? {} : { conflict }) };
          })
          : context.items.filter((item) => item.key !== context.inFlight),
        tried: context.tried.filter((key) => key !== context.inFlight),
        inFlight: null,
        failures: 0,
      };
    }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    goOffline: assign({ online: false }),
    goOnline: assign({ online: true }),
    reportDelivered: emit(({ context }, params: { output: unknown }) => ({
      type: 'outbox.delivered',
      item: inFlightItem(context),
      output: params.output,
    }) as const),
    reportRefused: emit(({ context }, params: { error: unknown }) => ({
      type: 'outbox.refused',
      item: inFlightItem(context),
      error: params.error,
      reason: refusalReason(context, params.error),
    }) as const),
  },
}).createMachine({
  id: 'outbox',
  description: 'Work written on the device, sent to the server one item at a time, oldest first, each exactly once.',
  meta: { spec: 'docs/decisions.md Swipe' },
  context: ({ input }) => ({
    items: [...(input.items ?? [])],
    inFlight: null,
    tried: (input.items ?? []).map((item) => item.key),
    failures: 0,
    online: input.online ?? true,
    keepRefused: input.keepRefused ?? null,
  }),
  initial: 'idle',
  on: {
    'outbox.add': {
      actions: { type: 'addItem', params: ({ event }) => ({ item: event.item }) },
      description: 'A new item joins the outbox with its own key.',
    },
    'outbox.retry': {
      actions: { type: 'requeue', params: ({ event }) => ({ key: event.key }) },
      description: 'A failed item is queued again, with the same key.',
    },
    'outbox.discard': {
      actions: { type: 'discard', params: ({ event }) => ({ key: event.key }) },
      description: 'A failed item is dropped from the outbox.',
    },
    'outbox.replace': {
      actions: { type: 'replace', params: ({ event }) => ({ key: event.key, item: event.item }) },
      description: 'A failed item gives its place to a new one (new key), which is queued.',
    },
    'outbox.withdraw': {
      actions: { type: 'withdraw', params: ({ event }) => ({ key: event.key, replacement: event.replacement }) },
      description: 'An item is taken back: forgotten if never sent, otherwise followed by one that undoes it.',
    },
    'network.offline': { target: '.offline', actions: 'goOffline', description: 'The device lost its connection.' },
    'network.online': { actions: 'goOnline', description: 'The device is connected again.' },
  },
  states: {
    idle: {
      description: 'Nothing is being sent.',
      meta: { spec: 'docs/decisions.md Swipe' },
      always: [
        { guard: 'isKnownOffline', target: 'offline' },
        { guard: 'hasQueuedItem', target: 'sending' },
      ],
    },
    sending: {
      description: 'The oldest queued item is being sent with its key.',
      meta: { spec: 'docs/decisions.md Swipe' },
      entry: 'markInFlight',
      invoke: {
        src: 'sendItem',
        id: 'sendItem',
        input: ({ context }) => inFlightItem(context),
        onDone: {
          target: 'idle',
          actions: [{ type: 'reportDelivered', params: ({ event }) => ({ output: event.output }) }, 'confirmSent'],
          description: 'The server has the item: it leaves the outbox.',
        },
        onError: [
          {
            guard: { type: 'isTransientFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: 'countFailure',
            description: 'No answer or a busy server: keep the item and try again later with the same key.',
          },
          {
            target: 'idle',
            actions: [
              { type: 'reportRefused', params: ({ event }) => ({ error: event.error }) },
              { type: 'settleRefused', params: ({ event }) => ({ error: event.error }) },
            ],
            description: 'The server refused the item: it is kept marked failed, or dropped, as the caller chose.',
          },
        ],
      },
    },
    waiting: {
      description: 'Sending failed; the same item, with the same key, is retried after a growing pause.',
      meta: { spec: 'docs/decisions.md Swipe' },
      after: { retryBackoff: { target: 'sending', description: 'Try the oldest queued item again.' } },
      on: {
        'network.online': {
          target: 'sending',
          actions: 'goOnline',
          description: 'Back online: retry without waiting for the pause to end.',
        },
      },
    },
    offline: {
      description: 'The device is offline: items wait in the outbox.',
      meta: { spec: 'docs/decisions.md Swipe' },
      on: {
        'network.online': { target: 'idle', actions: 'goOnline', description: 'Back online: send what waited.' },
      },
    },
  },
});

/**
 * The outbox as the child of a flow's machine (swipe, messages): sends with the caller's `sendItem` and reports
 * delivered and refused items to its parent, which decides what they mean there.
 */
export function childOutbox(sendItem?: AnyActorLogic) {
  return outboxMachine.provide({
    // The caller's sender takes its own item type, which the outbox only passes through.
    actors: sendItem ? { sendItem: sendItem as never } : {},
    actions: {
      reportDelivered: sendParent(({ context }, params: { output: unknown }) => ({
        type: 'outbox.delivered',
        item: inFlightItem(context),
        output: params.output,
      })),
      reportRefused: sendParent(({ context }, params: { error: unknown }) => ({
        type: 'outbox.refused',
        item: inFlightItem(context),
        error: params.error,
        reason: refusalReason(context, params.error),
      })),
    },
  });
}
