// Vite plugin: puts src/domain/i18n/locale-path.ts's `localeRedirect` into every HTML page's head as an inline
// script (its CSP hash is taken from the built files by server/plugins/security-headers.ts), so a reader who chose
// Nepali is sent to the page's `/ne/` address before anything of the English page is drawn.
import type { Plugin } from 'vite';
import { STORAGE_KEYS } from '../../src/domain/constants.js';
import { localeRedirect } from '../../src/domain/i18n/locale-path.js';

export const localeRedirectScript = (): string =>
  `try{var to=(${localeRedirect.toString()})(location.pathname,location.search+location.hash,` +
  `localStorage.getItem(${JSON.stringify(STORAGE_KEYS.locale)}),navigator.languages||[navigator.language]);` +
  `if(to)location.replace(to)}catch(e){}`;

export function localeRedirectInHead(): Plugin {
  return {
    name: 'jagir-locale-redirect',
    transformIndexHtml: () => [{ tag: 'script', children: localeRedirectScript(), injectTo: 'head' }],
  };
}
