import { useEffect, useRef } from 'react';
import { Navigate, RouterProvider, createRouter } from '@tanstack/react-router';
import { PageLoadError } from '@/components/page-load-error';
import { routeTree } from '@/routeTree.gen';
import { markPageLoaded } from '@/session/page-load';
import { getSessionView, onSessionRedirect, useSessionView } from '@/session/session';

export const router = createRouter({
  routeTree,
  context: { session: getSessionView() },
  scrollRestoration: false,
  defaultPreload: 'intent',
  defaultErrorComponent: PageLoadError,
  // docs/requirements.md §2: /404 and any unknown path go to /login.
  defaultNotFoundComponent: () => <Navigate to="/login" replace />,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// docs/requirements.md §2: the view scrolls to the top on every path change. Focus moves to the new page for screen readers,
// unless the page already put it somewhere inside (an autofocused field).
router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
  if (!pathChanged || !fromLocation) return;
  // Only a move to another page counts as recovery: a page failing on every load must not reload forever.
  markPageLoaded();
  window.scrollTo(0, 0);
  const main = document.getElementById('main');
  if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
});

export function App() {
  const session = useSessionView();
  const previous = useRef(session);

  // Machines never navigate; the shell performs the session's redirect requests.
  useEffect(() => onSessionRedirect(({ to, replace }) => void router.navigate({ to, replace })), []);

  useEffect(() => {
    if (previous.current === session) return;
    previous.current = session;
    // Re-run beforeLoad guards (e.g. the _authenticated redirect) with the new session.
    void router.invalidate();
  }, [session]);

  return <RouterProvider router={router} context={{ session }} />;
}
