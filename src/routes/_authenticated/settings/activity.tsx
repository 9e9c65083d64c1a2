import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { ActivityPage } from '../-components/activity-page';

export const Route = createFileRoute('/_authenticated/settings/activity')({
  head: () => pageHead('Activity'),
  component: ActivityPage,
});
