import { Navigate, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { useMembership } from '@/session/membership';
import { can } from '@/domain/team/roles';
import { OverviewPage } from './-overview/overview-page';

export const Route = createFileRoute('/_authenticated/employer/overview')({
  head: () => pageHead('pageTitle.overview'),
  component: OverviewRoute,
});

/** The company's figures are not a hiring manager's: their home is their jobs (docs/teams.md "Roles"). */
function OverviewRoute() {
  const membership = useMembership();
  if (membership.status === 'member' && !can(membership.member.role, 'seeDashboard')) {
    return <Navigate to="/employer/jobs" replace />;
  }
  return <OverviewPage />;
}
