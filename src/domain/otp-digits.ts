import { OTP_LENGTH } from '@/domain/constants';
import { latinDigits } from '@/domain/i18n/locale';

/** The six OTP boxes, one digit (or nothing) each. */
export type OtpDigits = readonly string[];

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

/** Typing into box `index`: keeps only the last digit typed; anything else empties the box. */
export function setOtpDigit(digits: OtpDigits, index: number, typed: string): string[] {
  const next = normalise(digits);
  if (index < 0 || index >= OTP_LENGTH) return next;
  const onlyDigits = latinDigits(typed).replace(/\D/g, '');
  next[index] = onlyDigits.slice(-1);
  return next;
}

/** Pasting a code: the first six digits of the text fill the boxes from the left; a paste without digits changes nothing. */
export function pasteOtp(digits: OtpDigits, text: string): string[] {
  const pasted = latinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH);
  if (!pasted) return normalise(digits);
  return emptyOtp().map((_, i) => pasted[i] ?? '');
}

export function otpCode(digits: OtpDigits): string {
  return digits.join('');
}

function normalise(digits: OtpDigits): string[] {
  return emptyOtp().map((_, i) => digits[i] ?? '');
}
