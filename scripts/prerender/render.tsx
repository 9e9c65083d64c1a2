// Build-time render of one page (loaded by plugin.ts through Vite's SSR loader, with the browser-only stores
// replaced by ./stubs and a signed-out session given to the provider). The browser renders the same tree over it
// (src/main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { activate } from '@/domain/i18n/i18n';
import type { Locale } from '@/domain/i18n/locale';
import { LOCALE_BASE, localeOfPath, pathInLocale } from '@/domain/i18n/locale-path';
import en from '@/domain/i18n/locales/en';
import ne from '@/domain/i18n/locales/ne';
import { routeTree } from '@/routeTree.gen';
import { createApiClient } from '@/api/client';
import { SessionProvider } from '@/session/session-context';
import { compileCatalogue } from '../i18n/compile-catalogue';
import { idlePageLoad, signedOutSession } from './stubs/session';

// Each language's catalogue, compiled here: a production build's @lingui/core has no run-time compiler.
const catalogues: Record<Locale, Record<string, string>> = { en, ne };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page's `head` asks for. */
  title: string | null;
  /** Where the router ended up, with its language's base (differs from the URL after a redirect). */
  pathname: string;
  /** The page's language (`/ne/…` is Nepali). */
  locale: Locale;
  /** Route ids of the matched routes, to find their code-split chunks. */
  routeIds: string[];
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const locale = localeOfPath(url);
  activate(locale, compileCatalogue(catalogues[locale]), 'devanagari');
  const session = signedOutSession.getView();
  const router = createRouter({
    routeTree,
    basepath: LOCALE_BASE[locale],
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { session, loadSessionMachine: () => Promise.resolve() },
    scrollRestoration: false,
  });
  await router.load();
  let html = renderToString(
    <StrictMode>
      <SessionProvider services={{ session: signedOutSession, api: createApiClient(), pageLoad: idlePageLoad }}>
        <RouterProvider router={router} context={{ session }} />
      </SessionProvider>
    </StrictMode>,
  );
  // HeadContent renders the <title> in place; it belongs in the document head.
  let title: string | null = null;
  html = html.replace(/<title>(.*?)<\/title>/s, (_all, text: string) => {
    title = text;
    return '';
  });
  return {
    html,
    title,
    pathname: pathInLocale(router.state.location.pathname, locale),
    locale,
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}
