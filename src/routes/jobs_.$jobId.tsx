import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { PublicJobPage } from './-jobs/public-job-page';

export const Route = createFileRoute('/jobs_/$jobId')({
  // Its text is in the public pages' catalogue part (src/domain/i18n/catalogue-parts.ts).
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.job'),
  component: JobRoute,
});

function JobRoute() {
  const { jobId } = Route.useParams();
  return <PublicJobPage key={jobId} jobId={jobId} />;
}
