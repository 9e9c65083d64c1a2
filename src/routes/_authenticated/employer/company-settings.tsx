import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { CompanySettingsPage } from '../-components/company-settings-page';

export const Route = createFileRoute('/_authenticated/employer/company-settings')({
  head: () => pageHead('pageTitle.companySettings'),
  component: CompanySettingsPage,
});
