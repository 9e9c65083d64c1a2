import { expect } from 'vitest';
import { RequestFailure } from '@/domain/request-failure';
import { defineModelTests } from '@/machines/-testing/model';
import { outboxMachine, type OutboxContext, type OutboxItem } from '@/machines/outbox.machine';

const item = (key: string): OutboxItem & { kind: string } => ({ key, kind: 'note' });
const LEFT = item('left-1');

defineModelTests('outbox', {
  machine: outboxMachine,
  inputs: [
    {},
    { items: [LEFT], online: false, keepRefused: { fallback: 'Refused.' } },
  ],
  events: {
    'outbox.add': [{ type: 'outbox.add', item: item('key-1') }, { type: 'outbox.add', item: item('key-2') }],
    'outbox.retry': [{ type: 'outbox.retry', key: 'left-1' }],
    'outbox.discard': [{ type: 'outbox.discard', key: 'left-1' }],
    'outbox.replace': [{ type: 'outbox.replace', key: 'left-1', item: item('again-1') }],
    'outbox.withdraw': [{ type: 'outbox.withdraw', key: 'key-1', replacement: item('undo-1') }],
  },
  actors: {
    sendItem: {
      done: [{ id: 'note-1' }],
      error: [new RequestFailure('Unable to connect', 'network'), new RequestFailure('Not found.', 'http', 404)],
    },
  },
  context: (c: OutboxContext) => ({
    items: c.items.map((i) => [i.key, i.status ?? 'queued', i.error ?? null]),
    inFlight: c.inFlight,
    tried: c.tried,
    failures: c.failures,
    online: c.online,
  }),
  // The outbox and the backoff grow without end while sending stalls: the model adds while fewer than two items
  // wait, each key once, and fails at most twice in a row (the pause's growth is tested in outbox.machine.test.ts).
  filter: (snapshot, event) => {
    const c = snapshot.context as OutboxContext;
    if (event.type === 'outbox.add') {
      const key = (event.item as OutboxItem).key;
      return c.items.length < 2 && !c.items.some((i) => i.key === key);
    }
    if (event.type === 'outbox.withdraw') return c.items.length < 2;
    if (event.type === 'xstate.error.actor.sendItem') return c.failures < 2 || (event.error as RequestFailure).kind === 'http';
    return true;
  },
  expectations: {
    sending: ({ context, inputs }) => {
      const c = context as unknown as OutboxContext;
      // The item in flight goes with its own key (a retry re-sends the same key), and counts as possibly sent.
      expect((inputs.sendItem?.at(-1) as OutboxItem).key).toBe(c.inFlight);
      expect(c.tried).toContain(c.inFlight);
    },
    offline: ({ context }) => expect(context.online).toBe(false),
  },
});
