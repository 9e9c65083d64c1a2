import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { EditJobPage } from './-jobs/job-form-pages';

export const Route = createFileRoute('/_authenticated/employer/jobs_/$jobId/edit')({
  head: () => pageHead('Edit Job'),
  component: EditJobRoute,
});

function EditJobRoute() {
  const { jobId } = Route.useParams();
  return <EditJobPage key={jobId} jobId={jobId} />;
}
