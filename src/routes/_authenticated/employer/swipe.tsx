import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SwipePage } from './-swipe/swipe-page';
import { validateSwipeSearch } from './-swipe/swipe-search';
import { t } from '@/domain/i18n/i18n';
import { withKnownDistrict } from './-candidates/known-district';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/swipe')({
  validateSearch: validateSwipeSearch,
  head: () => pageHead('pageTitle.swipe'),
  component: SwipeRoute,
});

function SwipeRoute() {
  // The district is checked here, in the page's own chunk (./-candidates/known-district.ts).
  const search = Route.useSearch({ select: withKnownDistrict });
  const navigate = Route.useNavigate();
  return (
    <RoleGate capability="sourceCandidates" title={t('swipe.title')}>
      <SwipePage search={search} onSearch={(next) => void navigate({ search: next })} />
    </RoleGate>
  );
}
