import { OTP_LENGTH } from '@/domain/constants';

/**
 * Digits as the server reads them: Devanagari digits (०–९, typed on a Nepali keyboard) become 0–9; everything else
 * is left as it is (docs/i18n.md: the reader may write numbers in either script).
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

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
