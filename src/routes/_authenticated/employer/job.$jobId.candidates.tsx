import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PipelinePage } from './-pipeline/pipeline-page';
import { validatePipelineSearch } from './-pipeline/pipeline-search';

export const Route = createFileRoute('/_authenticated/employer/job/$jobId/candidates')({
  validateSearch: validatePipelineSearch,
  head: () => pageHead('pageTitle.jobCandidates'),
  component: JobCandidatesRoute,
});

function JobCandidatesRoute() {
  const { jobId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PipelinePage jobId={jobId} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
