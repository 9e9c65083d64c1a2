import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SavedPage } from './-saved/saved-page';
import { validateSavedSearch } from './-saved/saved-search';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/saved')({
  validateSearch: validateSavedSearch,
  head: () => pageHead('pageTitle.saved'),
  component: SavedRoute,
});

function SavedRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RoleGate capability="sourceCandidates" title={t('saved.title')}>
      <SavedPage search={search} onSearch={(next) => void navigate({ search: next })} />
    </RoleGate>
  );
}
