import { describe, expect, it } from 'vitest';
import { emptyOtp, otpCode, pasteOtp, setOtpDigit } from '@/domain/otp-digits';

describe('OTP boxes', () => {
  it('starts with six empty boxes', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
  });

  it('puts one digit in one box', () => {
    expect(setOtpDigit(emptyOtp(), 2, '7')).toEqual(['', '', '7', '', '', '']);
  });

  it('keeps the last digit when a second one is typed into a filled box', () => {
    expect(setOtpDigit(['1', '', '', '', '', ''], 0, '19')).toEqual(['9', '', '', '', '', '']);
  });

  it('ignores letters and empties the box on delete', () => {
    expect(setOtpDigit(['1', '2', '', '', '', ''], 1, 'a')).toEqual(['1', '', '', '', '', '']);
    expect(setOtpDigit(['1', '2', '', '', '', ''], 1, '')).toEqual(['1', '', '', '', '', '']);
  });

  it('ignores boxes outside the six', () => {
    expect(setOtpDigit(emptyOtp(), 6, '1')).toEqual(emptyOtp());
  });

  it('fills all six boxes from a paste, ignoring spaces and dashes', () => {
    expect(pasteOtp(emptyOtp(), ' 123-456 ')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('uses only the first six digits of a longer paste', () => {
    expect(otpCode(pasteOtp(emptyOtp(), '12345678'))).toBe('123456');
  });

  it('fills from the left and clears the rest on a short paste', () => {
    expect(pasteOtp(['9', '9', '9', '9', '9', '9'], '12')).toEqual(['1', '2', '', '', '', '']);
  });

  it('takes Devanagari digits, typed or pasted, as the same digits', () => {
    expect(setOtpDigit(emptyOtp(), 0, '७')).toEqual(['7', '', '', '', '', '']);
    expect(otpCode(pasteOtp(emptyOtp(), '१२३ ४५६'))).toBe('123456');
  });

  it('changes nothing when the paste has no digits', () => {
    expect(pasteOtp(['1', '', '', '', '', ''], 'hello')).toEqual(['1', '', '', '', '', '']);
  });
});
