import { useEffect, useRef } from 'react';
import { Navigate, RouterProvider, createRouter } from '@tanstack/react-router';
import { PageLoadError } from '@/components/page-load-error';
import { SOURCE_LOCALE, type Locale } from '@/domain/i18n/locale';
import { LOCALE_BASE } from '@/domain/i18n/locale-path';
import { routeTree } from '@/routeTree.gen';
import { SessionProvider, useSessionView, type SessionServices } from '@/session/session-context';

/** The app's router; `main.tsx` makes one for the page's session and page-load recovery. */
export function createAppRouter({ session, pageLoad, locale = SOURCE_LOCALE }: Pick<SessionServices, 'session' | 'pageLoad'> & { locale?: Locale }) {
  const router = createRouter({
    routeTree,
    // A Nepali page is the same route under /ne (docs/i18n.md "Choosing the language").
    basepath: LOCALE_BASE[locale],
    context: { session: session.getView(), loadSessionMachine: () => session.load() },
    scrollRestoration: false,
    defaultPreload: 'intent',
    defaultErrorComponent: PageLoadError,
    // docs/requirements.md §2: /404 and any unknown path go to /login.
    defaultNotFoundComponent: () => <Navigate to="/login" replace />,
  });

  // docs/requirements.md §2: the view scrolls to the top on every path change. Focus moves to the new page for screen
  // readers, unless the page already put it somewhere inside (an autofocused field).
  router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
    if (!pathChanged || !fromLocation) return;
    // Only a move to another page counts as recovery: a page failing on every load must not reload forever.
    pageLoad.loaded();
    window.scrollTo(0, 0);
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** The router with the session in its context, re-checked whenever the session changes. */
function SessionRouter({ router }: { router: AppRouter }) {
  const session = useSessionView();
  const previous = useRef(session);

  useEffect(() => {
    if (previous.current === session) return;
    previous.current = session;
    // Re-run beforeLoad guards (e.g. the _authenticated redirect) with the new session.
    void router.invalidate();
  }, [router, session]);

  return <RouterProvider router={router} context={{ session }} />;
}

export function App({ router, services }: { router: AppRouter; services: SessionServices }) {
  // Machines never navigate; the shell performs the session's redirect requests.
  useEffect(
    () => services.session.onRedirect(({ to, replace }) => void router.navigate({ to, replace })),
    [router, services.session],
  );

  return (
    <SessionProvider services={services}>
      <SessionRouter router={router} />
    </SessionProvider>
  );
}
