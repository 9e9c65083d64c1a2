import { describe, expect, it } from 'vitest';
import { validateLogin } from '@/domain/login-rules';

describe('validateLogin (docs/requirements.md §5 login table)', () => {
  it.each([
    ['empty email', { email: '', password: 'secret1' }, { email: 'Email is required' }],
    ['blank email', { email: '   ', password: 'secret1' }, { email: 'Email is required' }],
    ['email without @', { email: 'ram.example.com', password: 'secret1' }, { email: 'Please enter a valid email address' }],
    ['email without domain dot', { email: 'ram@example', password: 'secret1' }, { email: 'Please enter a valid email address' }],
    ['empty password', { email: 'ram@example.com', password: '' }, { password: 'Password is required' }],
    ['5-character password', { email: 'ram@example.com', password: 'abcde' }, { password: 'Password must be at least 6 characters long' }],
    [
      'both fields empty',
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
  ])('%s', (_name, form, expected) => {
    expect(validateLogin(form)).toEqual(expected);
  });

  it('accepts a simple address and a 6-character password', () => {
    expect(validateLogin({ email: ' ram@example.com ', password: 'abcdef' })).toEqual({});
  });
});
