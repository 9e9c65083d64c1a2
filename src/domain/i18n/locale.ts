/**
 * The languages Jagir speaks and the one the page is in (docs/i18n.md). Formats (src/domain/format.ts) and the
 * catalogue (./i18n.ts) both follow it; the server passes a reader's choice to them explicitly instead.
 */
export type Locale = 'en' | 'ne';
export const SOURCE_LOCALE: Locale = 'en';

/** The locale Intl formats each language in: Nepal groups digits as 1,00,000 in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', ne: 'ne-NP' };

/** How numbers are written in Nepali: Devanagari digits (१२३), or Latin ones (123) for a reader who prefers them. */
export type Digits = 'devanagari' | 'latin';
export const DIGITS: readonly Digits[] = ['devanagari', 'latin'];

/** The reader's language and, for Nepali, their digits: what every text and format of the page follows. */
export interface LocaleChoice {
  locale: Locale;
  digits: Digits;
}

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(INTL_LOCALE, value);
export const isDigits = (value: unknown): value is Digits => (DIGITS as readonly unknown[]).includes(value);

let chosen: LocaleChoice = { locale: SOURCE_LOCALE, digits: 'devanagari' };

/** The page's language, chosen once as it starts (src/main.tsx); a change of language loads the page again. */
export function chooseLocale(choice: LocaleChoice): void {
  chosen = choice;
}
export const activeLocale = (): LocaleChoice => chosen;

/** The locale Intl formats in: Nepal's digit grouping (1,00,000) in both languages, Devanagari digits by choice. */
export function intlLocale({ locale, digits }: LocaleChoice = chosen): string {
  return locale === 'ne' && digits === 'latin' ? `${INTL_LOCALE[locale]}-u-nu-latn` : INTL_LOCALE[locale];
}

/** Whether a number in this choice is written with Devanagari digits. */
export const writesDevanagari = ({ locale, digits }: LocaleChoice = chosen): boolean => locale === 'ne' && digits === 'devanagari';

const DEVANAGARI_ZERO = 0x0966;
/** `text` with its Latin digits written as the choice writes them (2082 → २०८२ in Nepali). */
export function localDigits(text: string, choice: LocaleChoice = chosen): string {
  return writesDevanagari(choice) ? text.replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d))) : text;
}


/** `text` with Devanagari digits read as Latin ones (what a reader typed: २०८२ → 2082). */
export const latinDigits = (text: string): string =>
  text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
