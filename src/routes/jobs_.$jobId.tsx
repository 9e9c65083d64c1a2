import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PublicJobPage } from './-jobs/public-job-page';

export const Route = createFileRoute('/jobs_/$jobId')({
  head: () => pageHead('pageTitle.job'),
  component: JobRoute,
});

function JobRoute() {
  const { jobId } = Route.useParams();
  return <PublicJobPage key={jobId} jobId={jobId} />;
}
