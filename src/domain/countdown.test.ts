import { describe, expect, it } from 'vitest';
import { formatCountdown } from '@/domain/countdown';

describe('formatCountdown (m:ss)', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [61, '1:01'],
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [600, '10:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
