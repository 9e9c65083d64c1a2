import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { PipelinePage } from './-pipeline/pipeline-page';
import { validatePipelineSearch } from './-pipeline/pipeline-search';

export const Route = createFileRoute('/_authenticated/employer/job/$jobId/candidates')({
  validateSearch: validatePipelineSearch,
  head: () => pageHead(t('pipeline.title')),
  component: JobCandidatesRoute,
});

function JobCandidatesRoute() {
  const { jobId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PipelinePage jobId={jobId} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
