import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { CalendarPage } from './-calendar/calendar-page';
import { validateCalendarSearch } from './-calendar/calendar-search';

export const Route = createFileRoute('/_authenticated/employer/calendar')({
  validateSearch: validateCalendarSearch,
  head: () => pageHead(t('calendar.title')),
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CalendarPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
