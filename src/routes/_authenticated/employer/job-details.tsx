import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { JobDetailsPage } from './-jobs/job-details-page';
import { validateJobDetailsSearch } from './-jobs/jobs-search';

export const Route = createFileRoute('/_authenticated/employer/job-details')({
  head: () => pageHead(t('jobs.jobDetails')),
  validateSearch: validateJobDetailsSearch,
  component: JobDetailsRoute,
});

function JobDetailsRoute() {
  const { id } = Route.useSearch();
  return <JobDetailsPage key={id ?? 'none'} jobId={id ?? null} />;
}
