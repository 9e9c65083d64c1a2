import { describe, expect, it } from 'vitest';
import { parseLockoutMinutes } from '@/domain/lockout';

describe('parseLockoutMinutes', () => {
  it.each([
    ['Too many login attempts. Please try again in 15 minutes.', 15],
    ['Too many login attempts. Please try again in 1 minute.', 1],
    ['TRY AGAIN IN 7 MINUTES', 7],
    ['Too many login attempts. Please wait a few minutes before trying again.', 2],
    ['Please try again in 0 minutes.', 2],
    ['', 2],
    [null, 2],
    [undefined, 2],
  ])('%j → %i', (message, minutes) => {
    expect(parseLockoutMinutes(message)).toBe(minutes);
  });
});
