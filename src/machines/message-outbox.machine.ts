import { emit, sendTo, setup } from 'xstate';
import { t } from '@/domain/i18n/i18n';
import type { NotifyEvent } from '@/machines/notify';
import { childOutbox, type OutboxDelivered, type OutboxEvent, type OutboxRefused } from '@/machines/outbox.machine';

/**
 * The message outbox (docs/decisions.md "Conversation / message"): what the employer writes is shown at once as
 * pending and kept on the device, then sent by the outbox (outbox.machine.ts) one message at a time, oldest first,
 * each with its idempotency key from the moment it is written, so the server stores it exactly once. A message the
 * server refuses stays, marked failed with the server's words, until the employer retries or discards it.
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
  /** What the outbox starts with: messages left from an earlier visit, and whether the device is online. */
  restored: { items: OutboxMessage[]; online: boolean };
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
  type: 'message.delivered';
  message: OutboxMessage;
  /** What the server answered. */
  output: unknown;
}

export const messageOutboxMachine = setup({
  types: {
    context: {} as MessageOutboxContext,
    events: {} as MessageOutboxEvent | OutboxDelivered | OutboxRefused,
    input: {} as MessageOutboxInput,
    emitted: {} as NotifyEvent | DeliveredEvent,
    children: {} as { outbox: 'outbox' },
  },
  actors: {
    outbox: childOutbox(),
  },
  guards: {
    isWritten: (_, params: { body: string }) => params.body.trim().length > 0,
  },
  actions: {
    queueMessage: sendTo('outbox', ({ context }, params: { conversationId: string; body: string; writtenAt: string }) => {
      const message: OutboxMessage = {
        key: context.newKey(), conversationId: params.conversationId, body: params.body.trim(), writtenAt: params.writtenAt, status: 'queued',
      };
      return { type: 'outbox.add' as const, item: message };
    }),
    // Retry, discard and the network are the outbox's own events.
    passToOutbox: sendTo('outbox', ({ event }) => event as OutboxEvent),
    announceDelivered: emit((_, params: { item: unknown; output: unknown }) => ({
      type: 'message.delivered',
      message: params.item as OutboxMessage,
      output: params.output,
    }) as const),
    notifyRefused: emit((_, params: { reason: string }) => ({
      type: 'notify',
      kind: 'error',
      message: t('outbox.notSent'),
      description: params.reason,
    }) as const),
  },
}).createMachine({
  id: 'messageOutbox',
  description: 'Messages written by the employer, kept on the device and sent one at a time, each exactly once.',
  meta: { spec: 'docs/decisions.md Conversation / message' },
  context: ({ input }) => ({
    restored: { items: [...(input.outbox ?? [])], online: input.online ?? true },
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  invoke: {
    src: 'outbox',
    id: 'outbox',
    input: ({ context }) => ({
      ...context.restored,
      keepRefused: { fallback: t('outbox.refusedFallback') },
    }),
  },
  initial: 'open',
  states: {
    open: {
      description: 'The composer is open; the outbox sends what is written.',
      meta: { spec: 'docs/decisions.md Conversation / message' },
      on: {
        'outbox.write': {
          guard: { type: 'isWritten', params: ({ event }) => ({ body: event.body }) },
          actions: {
            type: 'queueMessage',
            params: ({ event }) => ({ conversationId: event.conversationId, body: event.body, writtenAt: event.writtenAt }),
          },
          description: 'A new message joins the outbox, shown as pending, with its own key.',
        },
        'outbox.retry': { actions: 'passToOutbox', description: 'A failed message is queued again, with the same key.' },
        'outbox.discard': { actions: 'passToOutbox', description: 'A failed message is dropped from the outbox.' },
        'network.offline': { actions: 'passToOutbox', description: 'The device lost its connection: messages wait.' },
        'network.online': { actions: 'passToOutbox', description: 'The device is connected again: waiting messages go out.' },
        'outbox.delivered': {
          actions: { type: 'announceDelivered', params: ({ event }) => ({ item: event.item, output: event.output }) },
          description: 'The server has the message: the page shows it in the thread.',
        },
        'outbox.refused': {
          actions: { type: 'notifyRefused', params: ({ event }) => ({ reason: event.reason }) },
          description: 'The server refused the message: the employer is told why; it stays, marked failed.',
        },
      },
    },
  },
});
