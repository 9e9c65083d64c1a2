import { useEffect } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { OutboxSummary } from '@/components/workspace-outbox';
import { t } from '@/domain/i18n/i18n';
import { isRequestFailure } from '@/domain/request-failure';
import { MEMBERSHIP_KEY, useMembership } from '@/session/membership';
import { usePreferencesSync } from '@/session/preferences-sync';
import { EmployerNav } from './employer-nav';
import { NoCompanyPage } from './no-company-page';

/** Account pages a person without a company still uses (docs/teams.md "Invitations": their account stays). */
const ACCOUNT_PATHS = new Set(['/settings/security', '/employer/security-settings', '/settings/language']);

/** The workspace as the member's role sees it (docs/teams.md "Roles"), or why there is none. */
export function Workspace() {
  const membership = useMembership();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useMembershipRecheckOnRefusal();
  usePreferencesSync();
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
