import { CALENDAR_VIEWS, isLocalDate, type CalendarView, type LocalDate } from '@/domain/calendar';

export interface CalendarSearch {
  view?: CalendarView;
  date?: LocalDate;
  /** The event whose details are open. */
  event?: string;
}

// Plain code, not valibot: route search validation runs in the main bundle, which has little room left.
export function validateCalendarSearch(input: Record<string, unknown>): CalendarSearch {
  const out: CalendarSearch = {};
  if (typeof input.view === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(input.view)) out.view = input.view as CalendarView;
  if (typeof input.date === 'string' && isLocalDate(input.date)) out.date = input.date;
  if (typeof input.event === 'string' && /^[0-9a-f-]{36}$/i.test(input.event)) out.event = input.event;
  return out;
}
