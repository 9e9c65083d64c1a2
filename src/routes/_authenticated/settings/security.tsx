import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SecuritySettingsPage } from '../-components/settings-pages';

export const Route = createFileRoute('/_authenticated/settings/security')({
  head: () => pageHead('pageTitle.securitySettings'),
  component: SecuritySettingsPage,
});
