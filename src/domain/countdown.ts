import { activeLocale, localDigits, type LocaleChoice } from '@/domain/i18n/locale';

/** Seconds as m:ss (docs/requirements.md §4 OTP resend), e.g. 120 → "2:00", 59 → "0:59". */
export function formatCountdown(totalSeconds: number, choice: LocaleChoice = activeLocale()): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return localDigits(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, choice);
}
