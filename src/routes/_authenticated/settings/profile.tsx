import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { HrSettingsPage } from '../-components/hr-settings-page';

export const Route = createFileRoute('/_authenticated/settings/profile')({
  head: () => pageHead('pageTitle.profileSettings'),
  component: HrSettingsPage,
});
