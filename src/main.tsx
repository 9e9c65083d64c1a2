import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, type AppRouter } from '@/app';
import { countRouterReloads } from '@/components/page-load-error';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { chooseLocale } from '@/domain/i18n/locale';
import { localeOfPath, pathInLocale } from '@/domain/i18n/locale-path';
import { listenForInstallPrompt } from '@/pwa/install-prompt';
import { registerServiceWorker } from '@/pwa/register-service-worker';
import { pageLocaleChoice } from '@/session/locale-choice';
import { nextTask } from '@/session/next-task';
import { createPageLoad } from '@/session/page-load';
import { createSessionAndClient } from '@/session/session';
import '@/styles.css';

listenForInstallPrompt();
countRouterReloads();

// The page's language is in its URL (`/ne/…` is Nepali); a reader who chose Nepali was sent there by the HTML's
// head already (scripts/i18n/locale-redirect.ts). Going back in history to a page of the other language loads it
// afresh in that language.
const locale = pageLocaleChoice();
chooseLocale(locale);
document.documentElement.lang = locale.locale;
window.addEventListener('popstate', () => {
  if (localeOfPath(location.pathname) !== locale.locale) location.reload();
});

// The public site's UI text is a chunk of its own, fetched while the route's code loads; nothing renders before
// it is active. Signed-in pages load the workspace's text themselves (routes/_authenticated.tsx).
const catalogue = loadCatalogue('site');

// The page's one session, API client and page-load recovery; components receive them through SessionProvider.
const { session, api } = createSessionAndClient();
const pageLoad = createPageLoad();
session.start();
pageLoad.start();
import.meta.hot?.dispose(() => {
  session.stop();
  pageLoad.stop();
});
const services = { session, api, pageLoad };

/** Runs once, right after React's first commit and before the browser paints it. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

const container = document.getElementById('root')!;
const prerendered = container.getAttribute('data-prerendered');
const takenOver = () => container.removeAttribute('inert');

/** Follows where the reader scrolls; the returned function stops and puts them back there (a render resets it). */
function keepScrollPosition(): () => void {
  let scrolledTo = window.scrollY;
  const track = () => (scrolledTo = window.scrollY);
  window.addEventListener('scroll', track, { passive: true });
  return () => {
    window.removeEventListener('scroll', track);
    if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
  };
}

// Evaluating the app's modules is one long task already: building the router (every route of the tree) is a task
// of its own, as are loading the first route and starting to draw it, so the start never blocks input for long.
void nextTask().then(() => start(createAppRouter({ ...services, locale: locale.locale })));

function start(router: AppRouter) {
  // A stored session is read by the session machine, a chunk of its own: the first page is drawn for the visitor it
  // finds (with nothing stored, at once). The router's context then carries that view.
  const sessionReady = session.ready().then(() => {
    const view = session.getView();
    if (view !== router.options.context.session) router.update({ ...router.options, context: { ...router.options.context, session: view } });
  });

  const tree = (afterFirstCommit: () => void): ReactNode => (
    <StrictMode>
      <App router={router} services={services} />
      <AfterFirstCommit run={afterFirstCommit} />
    </StrictMode>
  );

  /**
   * The router puts every page it renders at the top, its first one too; but an adopted prerendered page is no new
   * page, and the reader may have scrolled it already. Where they were is put back before the browser paints.
   */
  function keepScrollThroughFirstRender() {
    const putBack = keepScrollPosition();
    const stop = router.subscribe('onRendered', () => {
      stop();
      queueMicrotask(putBack);
    });
  }

  if (prerendered === null) {
    // A transition renders in slices that yield to the browser, so the first render is not one long task.
    const root = createRoot(container);
    void Promise.all([catalogue, sessionReady]).then(() => startTransition(() => root.render(tree(takenOver))));
  } else {
    // A prerendered page (scripts/prerender) is on screen, inert until the app has taken over. The route's code
    // is loaded first, in a task of its own, and React starts on the page in the next. (No top-level await: it
    // makes the bundler split the landing code into many more files.)
    const routeLoaded = sessionReady.then(nextTask).then(() => router.load());
    void Promise.allSettled([catalogue, routeLoaded]).then(nextTask).then(() => {
      const samePage = pathInLocale(router.state.location.pathname, locale.locale) === prerendered && router.state.matches.every((m) => m.status === 'success');
      if (samePage) {
        // The markup is what the app renders for a signed-out visitor with no browser events yet (the stores'
        // server snapshots): React adopts it, in slices, instead of drawing the page again. The router renders the
        // tree it renders on a server when `ssr` is set, as TanStack's own hydration does.
        router.ssr = { manifest: undefined };
        keepScrollThroughFirstRender();
        startTransition(() => {
          hydrateRoot(container, tree(takenOver), {
            onRecoverableError: (error) => {
              // A mismatch is not fatal (React draws the page afresh), but it costs the visitor that redraw.
              if (import.meta.env.DEV) console.error('hydration of the prerendered page failed', error);
            },
          });
        });
        return;
      }
      // A redirect (e.g. a signed-in visitor on /login) or a failed load: draw the page the router is on.
      // Replacing the markup drops the scroll position, so where the reader had scrolled to meanwhile is put back.
      const putBack = keepScrollPosition();
      const root = createRoot(container);
      startTransition(() =>
        root.render(tree(() => {
          putBack();
          takenOver();
        })),
      );
    });
  }
}

// The service worker waits until the page is idle: it is not needed to show it.
if (import.meta.env.PROD) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => registerServiceWorker());
}
