import { HeadContent, Navigate, Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router';
import { AppToaster } from '@/components/app-toaster';
import { NavigationProgress } from '@/components/navigation-progress';
import { OfflineIndicator } from '@/components/offline-indicator';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { UpdatePrompt } from '@/components/update-prompt';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import type { SessionView } from '@/session/session-view';

export interface RouterContext {
  session: SessionView;
  /** Loads the session machine (Session.load): the invitation page waits for it; the sign-in forms fetch it at their first use. */
  loadSessionMachine: () => Promise<void>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => pageHead(),
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/login" replace />,
});

function RootLayout() {
  // The signed-in workspace keeps what is written offline; the public pages' forms need a connection.
  const workspace = useRouterState({ select: (state) => state.matches.some((match) => match.routeId.startsWith('/_authenticated')) });
  return (
    <div className="app">
      <HeadContent />
      <a className="skip-link" href="#main">
        {t('shell.skipToMain')}
      </a>
      <NavigationProgress />
      <OfflineIndicator workspace={workspace} />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <AppToaster />
    </div>
  );
}
