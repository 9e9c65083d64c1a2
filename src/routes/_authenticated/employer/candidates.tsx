import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { CandidatesPage } from './-candidates/candidates-page';
import { validateCandidateSearch } from './-candidates/candidate-search';
import { t } from '@/domain/i18n/i18n';
import { withKnownDistrict } from './-candidates/known-district';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/candidates')({
  validateSearch: validateCandidateSearch,
  head: () => pageHead('pageTitle.candidates'),
  component: CandidatesRoute,
});

function CandidatesRoute() {
  // The district is checked here, in the page's own chunk (./-candidates/known-district.ts).
  const search = Route.useSearch({ select: withKnownDistrict });
  const navigate = Route.useNavigate();
  return (
    <RoleGate capability="sourceCandidates" title={t('candidates.title')}>
      <CandidatesPage search={search} onSearch={(next) => void navigate({ search: next })} />
    </RoleGate>
  );
}
