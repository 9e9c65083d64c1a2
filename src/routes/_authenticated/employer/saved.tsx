import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SavedPage } from './-saved/saved-page';
import { validateSavedSearch } from './-saved/saved-search';

export const Route = createFileRoute('/_authenticated/employer/saved')({
  validateSearch: validateSavedSearch,
  head: () => pageHead('Saved Candidates'),
  component: SavedRoute,
});

function SavedRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SavedPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
