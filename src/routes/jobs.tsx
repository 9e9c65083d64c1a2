import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PublicJobsPage } from './-jobs/public-jobs-page';
import { validatePublicJobsSearch } from './-jobs/public-jobs-search';

export const Route = createFileRoute('/jobs')({
  head: () => pageHead('pageTitle.jobs'),
  validateSearch: validatePublicJobsSearch,
  component: JobsRoute,
});

function JobsRoute() {
  return <PublicJobsPage search={Route.useSearch()} />;
}
