import { useRouterState } from '@tanstack/react-router';
import { LANGUAGE_NAMES, activeLocale, type Locale } from '@/domain/i18n/locale';
import { pathInLocale } from '@/domain/i18n/locale-path';
import { rememberLocaleChoice } from '@/session/locale-choice';

/**
 * A link to the same page in the other language, named in that language (docs/i18n.md "Choosing the language").
 * A plain link, not the router's: the page loads afresh in the language it opens in, and the choice is kept on
 * the device so the next visit opens in it too.
 */
export function LanguageSwitch({ className = 'language-switch', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { locale } = activeLocale();
  const other: Locale = locale === 'en' ? 'ne' : 'en';
  const href = useRouterState({
    select: ({ location }) => `${pathInLocale(location.pathname, other)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
  });
  return (
    <a
      className={className}
      href={href}
      hrefLang={other}
      lang={other}
      onClick={() => {
        rememberLocaleChoice({ locale: other });
        onNavigate?.();
      }}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
