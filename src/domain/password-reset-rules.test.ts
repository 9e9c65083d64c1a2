import { describe, expect, it } from 'vitest';
import { validateResetCode, validateResetEmail } from '@/domain/password-reset-rules';

describe('password reset rules', () => {
  it.each([
    ['', { email: 'Email is required' }],
    ['hr@himal', { email: 'Please enter a valid email address' }],
    ['hr@himal.com.np', {}],
  ])('email %j', (email, errors) => {
    expect(validateResetEmail({ email })).toEqual(errors);
  });

  it.each([
    ['', { code: 'Please enter the 6-digit OTP code' }],
    ['12345', { code: 'Please enter the 6-digit OTP code' }],
    ['12a456', { code: 'Please enter the 6-digit OTP code' }],
    [' 123456 ', {}],
  ])('code %j', (code, errors) => {
    expect(validateResetCode({ code })).toEqual(errors);
  });
});
