import { describe, expect, it } from 'vitest';
import { validateAccountSecurity, validateCompanyInfo, validateVerification } from '@/domain/signup-rules';

describe('validateCompanyInfo (docs/requirements.md §5 step 1)', () => {
  it.each([
    ['empty company name', { fullName: ' ', email: 'hr@himal.com.np' }, { fullName: 'Full name is required' }],
    ['empty email', { fullName: 'Himal Tech', email: '' }, { email: 'Email is required' }],
    ['invalid email', { fullName: 'Himal Tech', email: 'hr@himal' }, { email: 'Please enter a valid email address' }],
  ])('%s', (_name, form, expected) => {
    expect(validateCompanyInfo(form)).toEqual(expected);
  });

  it('accepts a company name and a valid email', () => {
    expect(validateCompanyInfo({ fullName: 'Himal Tech', email: 'hr@himal.com.np' })).toEqual({});
  });
});

describe('validateAccountSecurity (docs/requirements.md §5 password)', () => {
  it.each([
    ['empty password', { password: '', confirmPassword: '' }, { password: 'Password is required' }],
    ['7 characters', { password: 'Abcdef1', confirmPassword: 'Abcdef1' }, { password: 'Password must be at least 8 characters long' }],
    [
      'no uppercase letter',
      { password: 'abcdefg1', confirmPassword: 'abcdefg1' },
      { password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' },
    ],
    [
      'no lowercase letter',
      { password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' },
      { password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' },
    ],
    [
      'no digit',
      { password: 'Abcdefgh', confirmPassword: 'Abcdefgh' },
      { password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' },
    ],
    ['confirmation differs', { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, { confirmPassword: 'Passwords do not match' }],
  ])('%s', (_name, form, expected) => {
    expect(validateAccountSecurity(form)).toEqual(expected);
  });

  it('accepts a strong matching password', () => {
    expect(validateAccountSecurity({ password: 'Kathmandu1', confirmPassword: 'Kathmandu1' })).toEqual({});
  });
});

describe('validateVerification (docs/requirements.md §5 OTP and terms)', () => {
  it.each([
    ['empty code', { otp: '', acceptTerms: true }, { otp: 'Please enter the 6-digit OTP code' }],
    ['five digits', { otp: '12345', acceptTerms: true }, { otp: 'Please enter the 6-digit OTP code' }],
    ['a letter among digits', { otp: '12a456', acceptTerms: true }, { otp: 'Please enter the 6-digit OTP code' }],
    ['terms not accepted', { otp: '123456', acceptTerms: false }, { acceptTerms: 'Please accept the terms and conditions' }],
  ])('%s', (_name, form, expected) => {
    expect(validateVerification(form)).toEqual(expected);
  });

  it('accepts six digits and accepted terms', () => {
    expect(validateVerification({ otp: '012345', acceptTerms: true })).toEqual({});
  });
});
