import { expect } from 'vitest';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests } from '@/machines/-testing/model';
import { messageOutboxMachine, type MessageOutboxContext, type OutboxMessage } from '@/machines/message-outbox.machine';

let keys = 0;
const newKey = () => `key-${++keys}`;
const LEFT: OutboxMessage = { key: 'left-1', conversationId: 'conv-2', body: 'Written before a reload', writtenAt: '2025-04-14T04:00:00.000Z', status: 'queued' };

defineModelTests('message-outbox', {
  machine: messageOutboxMachine,
  inputs: [
    { newKey },
    { outbox: [LEFT], online: false, newKey },
  ],
  events: {
    'outbox.write': [
      { type: 'outbox.write', conversationId: 'conv-1', body: '  Namaste  ', writtenAt: '2025-04-14T04:15:00.000Z' },
      { type: 'outbox.write', conversationId: 'conv-1', body: '   ', writtenAt: '2025-04-14T04:15:00.000Z' },
    ],
    'outbox.retry': [{ type: 'outbox.retry', key: 'key-1' }],
    'outbox.discard': [{ type: 'outbox.discard', key: 'key-1' }],
  },
  actors: {
    sendMessage: {
      done: [{ id: 'message-1' }],
      error: [new RequestFailure('Unable to connect', 'network'), new RequestFailure('Not found.', 'http', 404)],
    },
  },
  // Keys are random in production; the model compares what waits, in order, and its status.
  context: (c: MessageOutboxContext) => ({
    outbox: c.outbox.map((m) => [m.conversationId, m.body, m.status, m.error ?? null]),
    failures: c.failures,
    online: c.online,
  }),
  // The outbox and the backoff grow without end while sending stalls: the model writes while fewer than two
  // messages wait and fails at most twice in a row (the pause's growth is tested in message-outbox.machine.test.ts).
  filter: (snapshot, event) => {
    const c = snapshot.context as MessageOutboxContext;
    if (event.type === 'outbox.write') return c.outbox.length < 2;
    if (event.type === 'xstate.error.actor.sendMessage') return c.failures < 2 || (event.error as RequestFailure).kind === 'http';
    return true;
  },
  expectations: {
    sending: ({ context, inputs }) => {
      const c = context as unknown as MessageOutboxContext;
      // The message in flight goes with its own key (a retry re-sends the same key).
      expect((inputs.sendMessage?.at(-1) as OutboxMessage).key).toBe(c.inFlight);
    },
    offline: ({ context }) => expect(context.online).toBe(false),
  },
});
