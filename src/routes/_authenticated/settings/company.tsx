import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { CompanySettingsPage } from '../-components/company-settings-page';

export const Route = createFileRoute('/_authenticated/settings/company')({
  head: () => pageHead('pageTitle.companySettings'),
  component: CompanySettingsPage,
});
