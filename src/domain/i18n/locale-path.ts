import type { Locale } from './locale';

/**
 * A page's language is in its URL: English at `/faq`, Nepali at `/ne/faq` (docs/i18n.md "Choosing the language").
 * The router works on the English paths; Nepali pages are the same routes under the `/ne` base path.
 */
export const LOCALE_BASE: Record<Locale, string> = { en: '/', ne: '/ne' };

/** The language a URL path is in. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/ne' || pathname.startsWith('/ne/') ? 'ne' : 'en';
}

/** The path without its language (`/ne/faq` → `/faq`, `/ne` → `/`). */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) === 'ne' ? pathname.slice(3) || '/' : pathname;
}

/** The same page in `locale` (`/faq`, ne → `/ne/faq`; `/`, ne → `/ne/`). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const page = pathWithoutLocale(pathname);
  return locale === 'en' ? page : `${LOCALE_BASE[locale]}${page}`;
}

/** The first of the browser's languages Jagir speaks (`ne-NP` → ne), English if none. */
export const browserLocale = (languages: readonly string[]): Locale => (localeRedirect('/', '', null, languages) ? 'ne' : 'en');

/**
 * Where a page opened at an English URL should be instead, when the device chose Nepali (or never chose, and the
 * browser puts Nepali first); null to stay. Self-contained, because the build also puts it into the HTML's head as
 * an inline script (scripts/locale-redirect.ts), so a Nepali reader never sees the English page first. A Nepali
 * URL always stays Nepali: a shared `/ne/` link opens in Nepali.
 */
export function localeRedirect(pathname: string, rest: string, stored: string | null, languages: readonly string[]): string | null {
  if (pathname === '/ne' || pathname.startsWith('/ne/')) return null;
  let wanted = stored;
  if (wanted !== 'ne' && wanted !== 'en') {
    wanted = 'en';
    for (const language of languages) {
      const code = language.toLowerCase().split('-')[0];
      if (code === 'ne' || code === 'en') {
        wanted = code;
        break;
      }
    }
  }
  return wanted === 'ne' ? `/ne${pathname}${rest}` : null;
}
