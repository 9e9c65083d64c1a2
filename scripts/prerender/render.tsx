// Build-time render of one page (loaded by plugin.ts through Vite's SSR loader, with the browser-only stores
// replaced by ./stubs). The browser renders the same tree over it (src/main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { activate } from '@/domain/i18n/i18n';
import en from '@/domain/i18n/locales/en';
import { routeTree } from '@/routeTree.gen';
import { getSessionView } from '@/session/session';
import { compileCatalogue } from '../i18n/compile-catalogue';

// English, compiled here: a production build's @lingui/core has no run-time compiler.
activate('en', compileCatalogue(en));

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The document title the page's `head` asks for. */
  title: string | null;
  /** Where the router ended up (differs from the URL after a redirect). */
  pathname: string;
  /** Route ids of the matched routes, to find their code-split chunks. */
  routeIds: string[];
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const session = getSessionView();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { session },
    scrollRestoration: false,
  });
  await router.load();
  let html = renderToString(
    <StrictMode>
      <RouterProvider router={router} context={{ session }} />
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
    pathname: router.state.location.pathname,
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}
