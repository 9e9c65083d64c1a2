import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { BillingSettingsPage } from '../-components/billing-settings-page';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/settings/billing')({
  head: () => pageHead('Billing Settings'),
  component: BillingSettingsGated,
});

function BillingSettingsGated() {
  return (
    <RoleGate capability="manageBilling" title="Billing Settings">
      <BillingSettingsPage />
    </RoleGate>
  );
}
