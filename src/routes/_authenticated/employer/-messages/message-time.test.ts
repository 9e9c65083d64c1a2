import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time';

describe('formatMessageTime', () => {
  it('writes the Nepal time with the BS date beside the AD date, as the rest of the portal does', () => {
    // 04:15 UTC is 10:00 in Kathmandu, on Nepali New Year 2082.
    expect(formatMessageTime('2025-04-14T04:15:00Z')).toBe('14 Apr 2025 (1 Baisakh 2082 BS), 10:00');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatMessageTime('soon')).toBe('');
  });
});
