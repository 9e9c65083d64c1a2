import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SupportPage } from './-support/support-page';
import { validateSupportSearch } from './-support/support-search';

export const Route = createFileRoute('/_authenticated/employer/support')({
  validateSearch: validateSupportSearch,
  head: () => pageHead('pageTitle.support'),
  component: SupportRoute,
});

function SupportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SupportPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
