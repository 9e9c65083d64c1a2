import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { CalendarPage } from './-calendar/calendar-page';
import { validateCalendarSearch } from './-calendar/calendar-search';

export const Route = createFileRoute('/_authenticated/employer/calendar')({
  validateSearch: validateCalendarSearch,
  head: () => pageHead('pageTitle.calendar'),
  component: CalendarRoute,
});

function CalendarRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CalendarPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
