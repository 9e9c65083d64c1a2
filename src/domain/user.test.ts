import { describe, expect, it } from 'vitest';
import { parseUser } from '@/domain/user';

describe('parseUser', () => {
  it('reads a stored user record', () => {
    const raw = JSON.stringify({ id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' });
    expect(parseUser(raw)).toEqual({ id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' });
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"id":'],
    ['the string "undefined"', 'undefined'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a record without id', JSON.stringify({ email: 'a@b.co' })],
    ['a record without email', JSON.stringify({ id: 'u1' })],
  ])('refuses %s', (_name, raw) => {
    expect(parseUser(raw)).toBeNull();
  });
});
