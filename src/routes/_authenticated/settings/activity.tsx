import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { ActivityPage } from '../-components/activity-page';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/settings/activity')({
  head: () => pageHead('pageTitle.activity'),
  component: ActivityGated,
});

// Owners and admins only (docs/teams.md "Roles"); another role reached by the address is told why.
function ActivityGated() {
  return (
    <RoleGate capability="readActivity" title={t('activity.title')}>
      <ActivityPage />
    </RoleGate>
  );
}
