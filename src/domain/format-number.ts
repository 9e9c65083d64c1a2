import { t } from '@/domain/i18n/i18n';
import { activeLocale, intlLocale, localDigits, type Locale, type LocaleChoice } from '@/domain/i18n/locale';

// Numbers and money, apart from the dates in format.ts: the landing page shows figures, and the Bikram Sambat
// calendar that dates need is no part of it (docs/performance.md).

// Intl formatters are slow to make and cheap to use: one per locale and options, made on first use.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(id: string, make: () => T): T {
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
  return localDigits(cached(`n:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value), choice);
}

/** The words dates and money are written with in each language (the month and weekday names come from Intl). */
export const FORMAT_WORDS: Record<Locale, { currency: string; bs: string; ad: string; nepalTime: string }> = {
  en: { currency: 'NPR', bs: 'BS', ad: 'AD', nepalTime: 'Nepal time' },
  ne: { currency: 'रु', bs: 'वि.सं.', ad: 'ई.सं.', nepalTime: 'नेपाली समय' },
};

/**
 * A round figure claimed as a minimum, the way each language counts (docs/i18n.md "Numbers and dates"): English in
 * thousands, "50K+", "100K+"; Nepali in हजार and लाख, "५० हजार+", "१ लाख+". A figure under a thousand: "20+".
 */
export function formatAtLeast(value: number): string {
  if (activeLocale().locale === 'ne' && value >= 100_000 && value % 100_000 === 0) return t('figures.lakhsPlus', { n: value / 100_000 });
  if (value >= 1_000 && value % 1_000 === 0) return t('figures.thousandsPlus', { n: value / 1_000 });
  return t('figures.plus', { n: value });
}

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
