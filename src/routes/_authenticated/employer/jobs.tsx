import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { JobsPage } from './-jobs/jobs-page';
import { validateJobsSearch } from './-jobs/jobs-search';

export const Route = createFileRoute('/_authenticated/employer/jobs')({
  head: () => pageHead('pageTitle.jobs'),
  validateSearch: validateJobsSearch,
  component: JobsRoute,
});

function JobsRoute() {
  return <JobsPage search={Route.useSearch()} />;
}
