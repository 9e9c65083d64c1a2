import { expect } from 'vitest';
import { RequestFailure } from '@/domain/request-failure';
import { t } from '@/domain/i18n/i18n';
import { defineModelTests } from '@/machines/-testing/model';
import { messageOutboxMachine, type OutboxMessage } from '@/machines/message-outbox.machine';

let keys = 0;
const newKey = () => `key-${++keys}`;
const LEFT: OutboxMessage = { key: 'left-1', conversationId: 'conv-2', body: 'Written before a reload', writtenAt: '2025-04-14T04:00:00.000Z', status: 'queued' };

// Sending itself is the outbox's (outbox.machine.model.test.ts); this model covers what the messages add to it.
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
    'outbox.retry': [{ type: 'outbox.retry', key: 'left-1' }],
    'outbox.discard': [{ type: 'outbox.discard', key: 'left-1' }],
    'outbox.delivered': [{ type: 'outbox.delivered', item: LEFT, output: { id: 'message-1' } }],
    'outbox.refused': [
      { type: 'outbox.refused', item: LEFT, error: new RequestFailure('Not found.', 'http', 404), reason: 'Not found.' },
    ],
  },
  context: () => null,
  expectations: {
    open: ({ emitted }) => {
      const last = emitted.at(-1);
      if (last?.type === 'notify') expect(last).toMatchObject({ kind: 'error', message: t('outbox.notSent'), description: 'Not found.' });
      if (last?.type === 'message.delivered') expect(last).toMatchObject({ message: LEFT, output: { id: 'message-1' } });
    },
  },
});
