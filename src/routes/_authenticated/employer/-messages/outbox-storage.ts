import type { OutboxMessage } from '@/machines/message-outbox.machine';

/**
 * Messages not yet confirmed by the server, kept on this device per account so that a reload (or a tab closed
 * while offline) loses none, and another account signing in on the device never sends them.
 */
const keyFor = (userId: string) => `jagir.messageOutbox.${userId}`;

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return typeof m.key === 'string' && typeof m.conversationId === 'string' && typeof m.body === 'string'
    && typeof m.writtenAt === 'string' && (m.status === 'queued' || m.status === 'failed');
}

export function readMessageOutbox(userId: string, storage: Storage = localStorage): OutboxMessage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isOutboxMessage) : [];
  } catch {
    return [];
  }
}

export function writeMessageOutbox(userId: string, outbox: readonly OutboxMessage[], storage: Storage = localStorage): void {
  try {
    if (outbox.length) storage.setItem(keyFor(userId), JSON.stringify(outbox));
    else storage.removeItem(keyFor(userId));
  } catch {
    // Storage full or blocked: the messages still go out while the page stays open.
  }
}
