import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { JobDetailsPage } from './-jobs/job-details-page';
import { validateJobDetailsSearch } from './-jobs/jobs-search';

export const Route = createFileRoute('/_authenticated/employer/job-details')({
  head: () => pageHead('pageTitle.jobDetails'),
  validateSearch: validateJobDetailsSearch,
  component: JobDetailsRoute,
});

function JobDetailsRoute() {
  const { id } = Route.useSearch();
  return <JobDetailsPage key={id ?? 'none'} jobId={id ?? null} />;
}
