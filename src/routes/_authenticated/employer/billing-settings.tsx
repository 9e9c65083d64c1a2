import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { GatedBillingSettingsPage } from '../-components/billing-settings-page';

export const Route = createFileRoute('/_authenticated/employer/billing-settings')({
  head: () => pageHead('pageTitle.billingSettings'),
  component: GatedBillingSettingsPage,
});
