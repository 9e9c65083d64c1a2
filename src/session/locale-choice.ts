import { STORAGE_KEYS } from '@/domain/constants';
import { isDigits, isLocale, type Digits, type Locale, type LocaleChoice } from '@/domain/i18n/locale';
import { localeOfPath, pathInLocale } from '@/domain/i18n/locale-path';

// Storage can throw (private mode, disabled): the page then follows its URL and forgets the choice.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // The choice lasts for this page only.
  }
}

/** The language the device chose, or null if the reader never chose (the browser's languages decide then). */
export const storedLocale = (): Locale | null => {
  const stored = read(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : null;
};
export const storedDigits = (): Digits => {
  const stored = read(STORAGE_KEYS.digits);
  return isDigits(stored) ? stored : 'devanagari';
};

/** The page's language (its URL says it: docs/i18n.md "Choosing the language") and the device's digits. */
export function pageLocaleChoice(): LocaleChoice {
  return { locale: localeOfPath(location.pathname), digits: storedDigits() };
}

/** Keeps the choice on this device, so the next visit opens in it. */
export function rememberLocaleChoice({ locale, digits }: Partial<LocaleChoice>): void {
  if (locale) write(STORAGE_KEYS.locale, locale);
  if (digits) write(STORAGE_KEYS.digits, digits);
}

/** The address of the current page in `locale`. */
export const currentPageIn = (locale: Locale): string => `${pathInLocale(location.pathname, locale)}${location.search}${location.hash}`;

/**
 * Opens the current page in another language or digits. The page loads afresh: its text, formats and addresses
 * all follow the language it starts in.
 */
export function switchLocaleChoice(choice: LocaleChoice): void {
  rememberLocaleChoice(choice);
  location.assign(currentPageIn(choice.locale));
}
