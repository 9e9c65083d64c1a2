import { adToBs, formatBs } from '@/domain/bikram-sambat';
import { TIME_ZONE } from '@/domain/constants';
import { cached, FORMAT_WORDS } from '@/domain/format-number';
import { activeLocale, localDigits, type LocaleChoice } from '@/domain/i18n/locale';

// Numbers and money are in format-number.ts; they are here too for the pages that format both.
export { formatAtLeast, formatNpr, formatNumber, FORMAT_WORDS } from '@/domain/format-number';

// The last quarter hour asked about: every time zone's offset (Kathmandu's +05:45 too) is a whole number of quarter
// hours, so a day never starts inside one; and formatToParts is slow, while a server asks on every request.
const QUARTER_HOUR_MS = 900_000;
let last: { quarter: number; year: number; month: number; day: number } | undefined;
const dateParts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

/** The calendar day in Kathmandu of an instant. */
export function kathmanduDay(instant: Date): { year: number; month: number; day: number } {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  if (last?.quarter !== quarter) {
    const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, p.value]));
    last = { quarter, year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  }
  return { year: last.year, month: last.month, day: last.day };
}

// Nepali's names, written here: browsers ship no Nepali locale data (src/domain/i18n/locale.ts).
const AD_MONTHS_NEPALI = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];
const WEEKDAYS_NEPALI = ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'];
const WEEKDAYS_NEPALI_SHORT = ['आइत', 'सोम', 'मङ्गल', 'बुध', 'बिही', 'शुक्र', 'शनि'];

// English dates are written the British way (14 Apr 2025, 24-hour clock), as Nepal's offices write them.
const english = (options: Intl.DateTimeFormatOptions) =>
  cached(`d:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, ...options }));

/** An AD month's name (1: January): "Apr" or "April" in English; Nepali has one form, "अप्रिल". */
export function adMonthName(month: number, width: 'short' | 'long', { locale }: LocaleChoice = activeLocale()): string {
  if (locale === 'ne') return AD_MONTHS_NEPALI[month - 1]!;
  return english({ timeZone: 'UTC', month: width }).format(Date.UTC(2000, month - 1, 15));
}

/** The weekday of an instant in Kathmandu: "Sun" or "Sunday"; "आइत" or "आइतबार". */
export function weekdayName(instant: Date, width: 'short' | 'long', { locale }: LocaleChoice = activeLocale()): string {
  if (locale === 'en') return english({ weekday: width }).format(instant);
  const { year, month, day } = kathmanduDay(instant);
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return (width === 'short' ? WEEKDAYS_NEPALI_SHORT : WEEKDAYS_NEPALI)[index]!;
}

/** `HH:MM` in Kathmandu, on the 24-hour clock, in the reader's digits. */
export const formatClock = (instant: Date, choice: LocaleChoice = activeLocale()): string =>
  localDigits(english({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant), choice);

/** AD date in Kathmandu, day first: "14 Apr 2025" (Nepali: "१४ अप्रिल २०२५"). */
export function formatAdDate(instant: Date, choice: LocaleChoice = activeLocale()): string {
  if (choice.locale === 'en') return english({ day: 'numeric', month: 'short', year: 'numeric' }).format(instant);
  const { year, month, day } = kathmanduDay(instant);
  return localDigits(`${day} ${adMonthName(month, 'long', choice)} ${year}`, choice);
}

/** Bikram Sambat date of the Kathmandu day, e.g. "1 Baisakh 2082" (Nepali: "१ बैशाख २०८२"). */
export function formatBsDate(instant: Date, choice: LocaleChoice = activeLocale()): string {
  const { year, month, day } = kathmanduDay(instant);
  return formatBs(adToBs(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`), choice);
}

/**
 * A date people act on, in both calendars (docs/decisions.md): English puts AD first, "14 Apr 2025 (1 Baisakh
 * 2082 BS)"; Nepali puts BS first, "१ बैशाख २०८२ (१४ अप्रिल २०२५)".
 */
export function formatDateWithBs(instant: Date, choice: LocaleChoice = activeLocale()): string {
  return choice.locale === 'en'
    ? `${formatAdDate(instant, choice)} (${formatBsDate(instant, choice)} ${FORMAT_WORDS.en.bs})`
    : `${formatBsDate(instant, choice)} (${formatAdDate(instant, choice)})`;
}
