import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { CandidatesPage } from './-candidates/candidates-page';
import { validateCandidateSearch } from './-candidates/candidate-search';

export const Route = createFileRoute('/_authenticated/employer/candidates')({
  validateSearch: validateCandidateSearch,
  head: () => pageHead('Candidates'),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CandidatesPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
