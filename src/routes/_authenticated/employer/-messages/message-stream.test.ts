import { describe, expect, it } from 'vitest';
import { parseEvents } from './message-stream';

describe('reading the live message stream', () => {
  it('reads complete data events, skips comments and keeps a partial event for the next chunk', () => {
    const chunk = ': connected\n\ndata: {"type":"read","conversation":"c-1"}\n\n: heartbeat\n\ndata: {"type":"message","conv';
    const first = parseEvents(chunk);
    expect(first.events).toEqual([{ type: 'read', conversation: 'c-1' }]);
    expect(first.rest).toBe('data: {"type":"message","conv');
    const second = parseEvents(`${first.rest}ersation":"c-2"}\n\n`);
    expect(second).toEqual({ events: [{ type: 'message', conversation: 'c-2' }], rest: '' });
  });

  it('skips a malformed event', () => {
    expect(parseEvents('data: {oops\n\n').events).toEqual([]);
  });
});
