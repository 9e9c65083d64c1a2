import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { OverviewPage } from './-overview/overview-page';

export const Route = createFileRoute('/_authenticated/employer/overview')({
  head: () => pageHead('Overview'),
  component: OverviewPage,
});
