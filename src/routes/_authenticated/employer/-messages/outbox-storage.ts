import type { OutboxMessage } from '@/machines/message-outbox.machine';
import { accountOutbox } from '@/session/account-outbox';

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.key === 'string' && typeof m.conversationId === 'string' && typeof m.body === 'string'
    && typeof m.writtenAt === 'string' && (m.status === 'queued' || m.status === 'failed');
}

/** Messages the server has not confirmed yet, per account on this device. */
const messageOutbox = accountOutbox('messageOutbox', isOutboxMessage);
export const readMessageOutbox = messageOutbox.read;
export const writeMessageOutbox = messageOutbox.write;
