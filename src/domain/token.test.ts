import { describe, expect, it } from 'vitest';
import { isValidToken } from '@/domain/token';

describe('isValidToken (docs/requirements.md §5)', () => {
  it.each([
    ['a 40-character hex key', '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b'],
    ['a base64-like key with padding', 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo+/ab=='],
    ['letters, digits, dot, underscore and hyphen', 'abc.DEF_123-xyz.ghi_456'],
    ['exactly 20 pattern characters', 'a'.repeat(20)],
    ['surrounding whitespace is trimmed', '  9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b \n'],
  ])('accepts %s', (_name, token) => {
    expect(isValidToken(token)).toBe(true);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 1234567890123],
    ['an empty string', ''],
    ['only whitespace', '                         '],
    ['fewer than 10 characters', 'abc123'],
    ['19 pattern characters', 'a'.repeat(19)],
    ['the string "undefined"', 'undefined'],
    ['the string "null"', 'null'],
    ['a token with inner spaces', 'abcdefghij klmnopqrstuvwxyz'],
    ['a token with forbidden symbols', 'abcdefghij$klmnopqrstuvwxyz'],
  ])('rejects %s', (_name, token) => {
    expect(isValidToken(token)).toBe(false);
  });
});
