import { assign, emit, setup } from 'xstate';
import { MESSAGE_RETRY_BASE_MS, MESSAGE_RETRY_MAX_MS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { doublingBackoffMs, failureMessage, isTransientFailure } from '@/domain/request-failure';
import { notProvided } from '@/machines/not-provided';
import type { NotifyEvent } from '@/machines/notify';

/**
 * The message outbox (docs/decisions.md "Conversation / message"): what the employer writes is shown at once as
 * pending and kept on the device (the page stores `context.outbox` per account), then sent one message at a
 * time, oldest first. Without a connection the outbox waits; a lost answer or a busy server is retried after a
 * growing pause. Every message carries its idempotency key from the moment it is written, through retries and
 * reloads, so the server stores it exactly once. A message the server refuses stays, marked failed with the
 * server's words, until the employer retries or discards it.
 */

export interface OutboxMessage {
  /** Idempotency key (`client_key`): the server stores one message per key. */
  key: string;
  conversationId: string;
  body: string;
  /** When it was written (ISO), to place it in the thread. */
  writtenAt: string;
  status: 'queued' | 'failed';
  /** Why the server refused it (failed only). */
  error?: string;
}

export interface MessageOutboxInput {
  /** Messages still waiting from an earlier visit. */
  outbox?: readonly OutboxMessage[];
  online?: boolean;
  /** Makes idempotency keys; `crypto.randomUUID` unless a test supplies its own. */
  newKey?: () => string;
}

export interface MessageOutboxContext {
  outbox: OutboxMessage[];
  /** Key of the message being sent (a retry of an older failed one must not change which one that is). */
  inFlight: string | null;
  /** Failed sends in a row, for the backoff. */
  failures: number;
  online: boolean;
  newKey: () => string;
}

export type MessageOutboxEvent =
  | { type: 'outbox.write'; conversationId: string; body: string; writtenAt: string }
  | { type: 'outbox.retry'; key: string }
  | { type: 'outbox.discard'; key: string }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** The server has the message (emitted so the page can show it in the thread). */
export interface DeliveredEvent {
  type: 'outbox.delivered';
  message: OutboxMessage;
  /** What the server answered. */
  output: unknown;
}

/** Backoff before retry number `failures` (1, 2, …) of a message. */
export const messageRetryDelayMs = (failures: number): number =>
  doublingBackoffMs(failures, MESSAGE_RETRY_BASE_MS, MESSAGE_RETRY_MAX_MS);

/** The message to send next: the oldest one not marked failed. */
export const nextQueued = (outbox: readonly OutboxMessage[]) => outbox.find((m) => m.status === 'queued');

export const messageOutboxMachine = setup({
  types: {
    context: {} as MessageOutboxContext,
    events: {} as MessageOutboxEvent,
    input: {} as MessageOutboxInput,
    emitted: {} as NotifyEvent | DeliveredEvent,
  },
  actors: {
    sendMessage: notProvided<unknown, OutboxMessage>('sendMessage'),
  },
  delays: {
    retryBackoff: ({ context }) => messageRetryDelayMs(context.failures),
  },
  guards: {
    hasQueuedMessage: ({ context }) => nextQueued(context.outbox) !== undefined,
    isKnownOffline: ({ context }) => !context.online,
    isTransientFailure: (_, params: { error: unknown }) => isTransientFailure(params.error),
    isWritten: (_, params: { body: string }) => params.body.trim().length > 0,
  },
  actions: {
    enqueue: assign({
      outbox: ({ context, event }) => {
        if (event.type !== 'outbox.write') return context.outbox;
        const message: OutboxMessage = {
          key: context.newKey(), conversationId: event.conversationId, body: event.body.trim(), writtenAt: event.writtenAt, status: 'queued',
        };
        return [...context.outbox, message];
      },
    }),
    requeue: assign({
      outbox: ({ context }, params: { key: string }) =>
        context.outbox.map((m) => (m.key === params.key && m.status === 'failed' ? { key: m.key, conversationId: m.conversationId, body: m.body, writtenAt: m.writtenAt, status: 'queued' as const } : m)),
      failures: 0,
    }),
    discard: assign({
      outbox: ({ context }, params: { key: string }) => context.outbox.filter((m) => !(m.key === params.key && m.status === 'failed')),
    }),
    markInFlight: assign({ inFlight: ({ context }) => nextQueued(context.outbox)?.key ?? null }),
    confirmSent: assign({
      outbox: ({ context }) => context.outbox.filter((m) => m.key !== context.inFlight),
      inFlight: null,
      failures: 0,
    }),
    markRefused: assign({
      outbox: ({ context }, params: { error: unknown }) => {
        const error = failureMessage(params.error, t('outbox.refusedFallback'));
        return context.outbox.map((m) => (m.key === context.inFlight ? { ...m, status: 'failed' as const, error } : m));
      },
      inFlight: null,
      failures: 0,
    }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    goOffline: assign({ online: false }),
    goOnline: assign({ online: true }),
    announceDelivered: emit(({ context }, params: { output: unknown }) => ({
      type: 'outbox.delivered',
      message: context.outbox.find((m) => m.key === context.inFlight)!,
      output: params.output,
    }) as const),
    notifyRefused: emit((_, params: { error: unknown }) => ({
      type: 'notify',
      kind: 'error',
      message: t('outbox.notSent'),
      description: failureMessage(params.error, t('outbox.refusedFallback')),
    }) as const),
  },
}).createMachine({
  id: 'messageOutbox',
  description: 'Messages written by the employer, kept on the device and sent one at a time, each exactly once.',
  meta: { spec: 'docs/decisions.md Conversation / message' },
  context: ({ input }) => ({
    outbox: [...(input.outbox ?? [])],
    inFlight: null,
    failures: 0,
    online: input.online ?? true,
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  initial: 'idle',
  on: {
    'outbox.write': {
      guard: { type: 'isWritten', params: ({ event }) => ({ body: event.body }) },
      actions: 'enqueue',
      description: 'A new message joins the outbox, shown as pending, with its own key.',
    },
    'outbox.retry': {
      actions: { type: 'requeue', params: ({ event }) => ({ key: event.key }) },
      description: 'A failed message is queued again, with the same key.',
    },
    'outbox.discard': {
      actions: { type: 'discard', params: ({ event }) => ({ key: event.key }) },
      description: 'A failed message is dropped from the outbox.',
    },
    'network.offline': { target: '.offline', actions: 'goOffline', description: 'The device lost its connection.' },
    'network.online': { actions: 'goOnline', description: 'The device is connected again.' },
  },
  states: {
    idle: {
      description: 'Nothing is being sent.',
      meta: { spec: 'docs/decisions.md Conversation / message' },
      always: [
        { guard: 'isKnownOffline', target: 'offline' },
        { guard: 'hasQueuedMessage', target: 'sending' },
      ],
    },
    sending: {
      description: 'The oldest queued message is being sent with its key.',
      meta: { spec: 'docs/decisions.md Conversation / message' },
      entry: 'markInFlight',
      invoke: {
        src: 'sendMessage',
        id: 'sendMessage',
        input: ({ context }) => context.outbox.find((m) => m.key === context.inFlight)!,
        onDone: {
          target: 'idle',
          actions: [{ type: 'announceDelivered', params: ({ event }) => ({ output: event.output }) }, 'confirmSent'],
          description: 'The server has the message: it leaves the outbox.',
        },
        onError: [
          {
            guard: { type: 'isTransientFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'waiting',
            actions: 'countFailure',
            description: 'No answer or a busy server: keep the message and try again later with the same key.',
          },
          {
            target: 'idle',
            actions: [
              { type: 'notifyRefused', params: ({ event }) => ({ error: event.error }) },
              { type: 'markRefused', params: ({ event }) => ({ error: event.error }) },
            ],
            description: 'The server refused the message: it stays, marked failed with the reason.',
          },
        ],
      },
    },
    waiting: {
      description: 'Sending failed; the same message, with the same key, is retried after a growing pause.',
      meta: { spec: 'docs/decisions.md Conversation / message' },
      after: { retryBackoff: { target: 'sending', description: 'Try the oldest queued message again.' } },
      on: {
        'network.online': {
          target: 'sending',
          actions: 'goOnline',
          description: 'Back online: retry without waiting for the pause to end.',
        },
      },
    },
    offline: {
      description: 'The device is offline: messages wait in the outbox.',
      meta: { spec: 'docs/decisions.md Conversation / message' },
      on: {
        'network.online': { target: 'idle', actions: 'goOnline', description: 'Back online: send what waited.' },
      },
    },
  },
});
