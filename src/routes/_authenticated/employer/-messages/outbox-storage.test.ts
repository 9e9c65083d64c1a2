import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@/machines/message-outbox.machine';
import { readMessageOutbox, writeMessageOutbox } from './outbox-storage';

const message: OutboxMessage = { key: 'k-1', conversationId: 'c-1', body: 'Hello', writtenAt: '2025-04-14T04:15:00.000Z', status: 'queued' };

describe('the message outbox on the device', () => {
  it('keeps each account\'s messages apart and forgets an empty outbox', () => {
    writeMessageOutbox('user-a', [message]);
    expect(readMessageOutbox('user-a')).toEqual([message]);
    expect(readMessageOutbox('user-b')).toEqual([]);
    writeMessageOutbox('user-a', []);
    expect(localStorage.getItem('jagir.messageOutbox.user-a')).toBeNull();
  });

  it('drops anything that is not a message', () => {
    localStorage.setItem('jagir.messageOutbox.user-c', JSON.stringify([message, { key: 1 }, 'x']));
    expect(readMessageOutbox('user-c')).toEqual([message]);
    localStorage.setItem('jagir.messageOutbox.user-c', '{not json');
    expect(readMessageOutbox('user-c')).toEqual([]);
  });
});
