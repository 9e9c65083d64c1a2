import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { BillingSettingsPage } from '../-components/billing-settings-page';

export const Route = createFileRoute('/_authenticated/employer/billing-settings')({
  head: () => pageHead('Billing Settings'),
  component: BillingSettingsPage,
});
