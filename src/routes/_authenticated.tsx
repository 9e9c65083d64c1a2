import { useEffect, useSyncExternalStore } from 'react';
import { Outlet, createFileRoute, redirect, useRouterState } from '@tanstack/react-router';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useAppQueryClient } from '@/app-query-client';
import { loadCatalogue, t } from '@/domain/i18n/i18n';
import { OutboxSummary } from '@/components/workspace-outbox';
import { WorkspaceOutboxProvider } from '@/session/workspace-outbox-context';
import { keepQueryCacheOnDevice } from '@/session/query-cache-store';
import { useSession } from '@/session/session-context';
import { MEMBERSHIP_KEY, useMembership } from '@/session/membership';
import { isRequestFailure } from '@/domain/request-failure';
import { EmployerNav } from './_authenticated/-components/employer-nav';
import { NothingKeptText } from './_authenticated/-components/query-state';
import { NoCompanyPage } from './_authenticated/-components/no-company-page';

/** Pathless layout of the employer and settings routes (docs/requirements.md §2): logged-out visitors go to /login. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context }) => {
    if (!context.session.isAuthenticated) throw redirect({ to: '/login', replace: true });
    // The workspace's UI text is its own part of the catalogue (src/domain/i18n/catalogue-parts.ts).
    await loadCatalogue('workspace');
  },
  component: EmployerLayout,
});

function EmployerLayout() {
  const queryClient = useAppQueryClient();
  // The cache kept on the device (docs/offline.md "Reading offline") loads with the workspace, not the public pages;
  // the screens wait the few milliseconds it takes, so offline they open with their last data.
  const onDevice = keepQueryCacheOnDevice(queryClient, useSession());
  const restored = useSyncExternalStore(onDevice.subscribe, onDevice.isRestored, () => true);
  return (
    <QueryClientProvider client={queryClient}>
      <WorkspaceOutboxProvider>
        <NothingKeptText value={t('workspace.offlineNothingKept')}>
          {restored ? <Workspace /> : null}
        </NothingKeptText>
      </WorkspaceOutboxProvider>
    </QueryClientProvider>
  );
}

/** Account pages a person without a company still uses (docs/teams.md "Invitations": their account stays). */
const ACCOUNT_PATHS = new Set(['/settings/security', '/employer/security-settings']);

/** The workspace as the member's role sees it (docs/teams.md "Roles"), or why there is none. */
function Workspace() {
  const membership = useMembership();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useMembershipRecheckOnRefusal();
  if (membership.status === 'loading') {
    return <p className="loading employer__content" role="status">{t('roles.loading')}</p>;
  }
  if (membership.status === 'none') {
    return <div className="employer__content employer__content--alone">{ACCOUNT_PATHS.has(pathname) ? <Outlet /> : <NoCompanyPage />}</div>;
  }
  return (
    <div className="employer">
      <EmployerNav />
      <div className="employer__content">
        <OutboxSummary />
        <Outlet />
      </div>
    </div>
  );
}

/**
 * A read refused for the role (403) means the role changed since the workspace last asked: ask again, so the
 * navigation and the controls follow (the page shows the server's words meanwhile).
 */
function useMembershipRecheckOnRefusal(): void {
  const queryClient = useQueryClient();
  useEffect(() => queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const { error } = event.action;
    if (isRequestFailure(error) && error.status === 403) void queryClient.invalidateQueries({ queryKey: MEMBERSHIP_KEY });
  }), [queryClient]);
}
