/**
 * The languages Jagir speaks and the one the page is in (docs/i18n.md). Formats (src/domain/format.ts) and the
 * catalogue (./i18n.ts) both follow it; the server passes a reader's choice to them explicitly instead.
 */
export type Locale = 'en' | 'ne';
export const SOURCE_LOCALE: Locale = 'en';

/**
 * The locale Intl formats each language's numbers and plurals in: Nepal groups digits as 1,00,000 in both. Nepali
 * is formatted as en-IN too, because browsers ship no Nepali locale data (Chromium's Intl answers `ne` in English):
 * Jagir writes Nepali's digits (`localDigits`) and names (src/domain/format.ts) itself.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', ne: 'en-IN' };

/** Every language, English first. */
export const LOCALE_NAMES = Object.keys(INTL_LOCALE) as Locale[];

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
let source: () => LocaleChoice = () => chosen;

/** The page's language, chosen once as it starts (src/main.tsx); a change of language loads the page again. */
export function chooseLocale(choice: LocaleChoice): void {
  chosen = choice;
}
/** The language of what is being written now: the page's, or on the server the request's (`setLocaleSource`). */
export const activeLocale = (): LocaleChoice => source();

/** The server answers each request in its own language: it says which one is current (server/lib/i18n.ts). */
export function setLocaleSource(next: () => LocaleChoice): void {
  source = next;
}

/** The locale Intl formats the choice's numbers in (its digits are Latin: `localDigits` writes Devanagari). */
export function intlLocale({ locale }: LocaleChoice = activeLocale()): string {
  return INTL_LOCALE[locale];
}

/** Whether a number in this choice is written with Devanagari digits. */
export const writesDevanagari = ({ locale, digits }: LocaleChoice = activeLocale()): boolean => locale === 'ne' && digits === 'devanagari';

const DEVANAGARI_ZERO = 0x0966;
/** `text` with its Latin digits written as the choice writes them (2082 → २०८२ in Nepali). */
export function localDigits(text: string, choice: LocaleChoice = activeLocale()): string {
  return writesDevanagari(choice) ? text.replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d))) : text;
}


/** `text` with Devanagari digits read as Latin ones (what a reader typed: २०८२ → 2082). */
export const latinDigits = (text: string): string =>
  text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));

/** Each language's name in itself, as a language switch shows it (not translated: a reader looks for their own). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };
