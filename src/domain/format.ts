import { adToBs, formatBs } from '@/domain/bikram-sambat';
import { TIME_ZONE } from '@/domain/constants';
import { activeLocale, intlLocale, localDigits, type Locale, type LocaleChoice } from '@/domain/i18n/locale';

// Intl formatters are slow to make and cheap to use: one per locale and options, made on first use.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(id: string, make: () => T): T {
  let formatter = formatters.get(id) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(id, formatter);
  }
  return formatter;
}

/** A number with Nepal's grouping (12,34,567), in the reader's digits (१२,३४,५६७ in Nepali). */
export function formatNumber(value: number, choice: LocaleChoice = activeLocale()): string {
  const locale = intlLocale(choice);
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/** The words dates and money are written with in each language (the month and weekday names come from Intl). */
export const FORMAT_WORDS: Record<Locale, { currency: string; bs: string; ad: string; nepalTime: string }> = {
  en: { currency: 'NPR', bs: 'BS', ad: 'AD', nepalTime: 'Nepal time' },
  ne: { currency: 'रु', bs: 'वि.सं.', ad: 'ई.सं.', nepalTime: 'नेपाली समय' },
};

/**
 * NPR with lakh grouping from integer paisa: 12345600 → "NPR 1,23,456" (Nepali: "रु १,२३,४५६"); paisa shown only
 * when present.
 */
export function formatNpr(paisa: number, choice: LocaleChoice = activeLocale()): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Amount must be whole paisa, got ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  const rupees = formatNumber(Math.floor(abs / 100), choice);
  const rest = abs % 100;
  return `${sign}${FORMAT_WORDS[choice.locale].currency} ${rupees}${rest ? localDigits(`.${String(rest).padStart(2, '0')}`, choice) : ''}`;
}

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

/** A date format in Kathmandu time for the reader's language and digits. */
export function dateFormat(options: Intl.DateTimeFormatOptions, choice: LocaleChoice = activeLocale()): Intl.DateTimeFormat {
  // English dates are written the British way (14 Apr 2025, 24-hour clock), as Nepal's offices write them.
  const locale = choice.locale === 'en' ? 'en-GB' : intlLocale(choice);
  return cached(`d:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }));
}

/**
 * The AD months in Nepali, as ICU names them: written by the portal itself, since a browser without Nepali locale
 * data (Debian's Chromium) would give Intl's English names (docs/i18n.md).
 */
const AD_MONTHS_NE = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'] as const;

/** An AD month (1–12) in Nepali. */
export const adMonthNe = (month: number): string => AD_MONTHS_NE[month - 1] ?? String(month);

/** AD date in Kathmandu, day first: "14 Apr 2025" (Nepali: "१४ अप्रिल २०२५"). */
export function formatAdDate(instant: Date, choice: LocaleChoice = activeLocale()): string {
  if (choice.locale === 'ne') {
    const { year, month, day } = kathmanduDay(instant);
    return localDigits(`${day} ${adMonthNe(month)} ${year}`, choice);
  }
  const parts = Object.fromEntries(
    dateFormat({ day: 'numeric', month: choice.locale === 'en' ? 'short' : 'long', year: 'numeric' }, choice)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}`;
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
