import { useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { addDays, addMonths, AGENDA_DAYS, CALENDAR_VIEWS, kathmanduDate, monthStart, stepDate, viewDays, viewRange, type CalendarView } from '@/domain/calendar';
import { formatBsSpan, formatDaysTitle, formatEventWhen, formatMonthTitle } from '@/domain/calendar-format';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { EmployerPage } from '@/routes/_authenticated/-components/employer-page';
import { QueryState } from '@/routes/_authenticated/-components/query-state';
import { eventsQuery } from './calendar-queries';
import type { CalendarSearch } from './calendar-search';
import { t } from '@/domain/i18n/i18n';
import { CalendarViewBody, timed } from './calendar-views';
import { EventDetails, warnOverlaps } from './event-details';
import { EventForm } from './event-form';
import { FeedPanel } from './feed-panel';
import './calendar.css';
import { useApi } from '@/session/session-context';
import { useOutboxWrites } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';
import { useCan } from '@/session/membership';
import { RoleNote } from '@/components/role-note';

/** /employer/calendar: month, week or agenda in Nepal time; the view, date and open event live in the URL. */
export function CalendarPage({ search, onSearch }: { search: CalendarSearch; onSearch: (next: CalendarSearch) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const today = kathmanduDate(new Date());
  const view: CalendarView = search.view ?? 'month';
  const date = search.date ?? today;
  const range = useMemo(() => viewRange(view, date), [view, date]);
  const query = useQuery(eventsQuery(api, range.from, range.to));
  const [creating, setCreating] = useState(false);
  // Hiring managers see their jobs' interviews; booking and the calendar feed are the hiring staff's.
  const books = useCan('movePipeline');
  const { first, last } = viewDays(view, date);
  const title = view === 'month'
    ? `${formatMonthTitle(date)} (${formatBsSpan(monthStart(date), addDays(addMonths(date, 1), -1))})`
    : formatDaysTitle(first, last);
  const base = { ...(search.view && { view: search.view }), ...(search.date && { date: search.date }) };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['calendar'] });

  return (
    <EmployerPage title={t('calendar.title')} lead={t('calendar.lead')}>
      <div className="calendar stack">
        <nav className="calendar__toolbar" aria-label={t('calendar.viewsLabel')}>
          <ul className="calendar__views">
            {CALENDAR_VIEWS.map((v) => (
              <li key={v}>
                <Link to="/employer/calendar" search={{ ...base, view: v }} aria-current={v === view ? 'page' : undefined} className="btn btn--ghost">
                  {t(`calendar.views.${v}`)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="btn-row">
            <Link to="/employer/calendar" search={{ ...base, date: stepDate(view, date, -1) }} className="btn btn--ghost" aria-label={t(`calendar.previous.${view}`, { days: AGENDA_DAYS })}>
              ‹
            </Link>
            <Link to="/employer/calendar" search={{ ...base, date: today }} className="btn btn--ghost">
              {t('calendar.today')}
            </Link>
            <Link to="/employer/calendar" search={{ ...base, date: stepDate(view, date, 1) }} className="btn btn--ghost" aria-label={t(`calendar.next.${view}`, { days: AGENDA_DAYS })}>
              ›
            </Link>
            {books ? (
              <button type="button" className="btn btn--primary" onClick={() => setCreating(true)} aria-expanded={creating}>
                {t('calendar.newEvent')}
              </button>
            ) : null}
          </div>
        </nav>
        {!books ? <RoleNote capability="movePipeline" /> : null}
        {creating && books ? (
          <div className="card">
            <EventForm
              mode={{ type: 'event', date: date < today ? today : date }}
              now={new Date()}
              onCancel={() => setCreating(false)}
              onSaved={(event) => {
                setCreating(false);
                if (!event) {
                  toast.success(t('outbox.queued'));
                  return;
                }
                toast.success(t('calendar.created'));
                warnOverlaps(event);
                refresh();
                onSearch({ ...base, date: kathmanduDate(new Date(event.starts_at)), event: event.id });
              }}
            />
          </div>
        ) : null}
        <PendingEvents />
        {search.event ? (
          <EventDetails id={search.event} onClose={() => onSearch(base)} onChanged={refresh} />
        ) : null}
        <section className="stack" aria-labelledby="calendar-range">
          <h2 id="calendar-range" aria-live="polite">{title}</h2>
          <QueryState query={query} loading={t('calendar.loading')}>
            {(events) => <CalendarViewBody view={view} date={date} today={today} items={timed(events)} search={search} />}
          </QueryState>
        </section>
        {books ? <FeedPanel /> : null}
      </div>
    </EmployerPage>
  );
}

const isNewEvent = (write: WorkspaceWriteView) => write.kind === 'event.create';

/** New events and interviews waiting to be sent (they have no place in the calendar's data until the server has them). */
function PendingEvents() {
  const writes = useOutboxWrites(isNewEvent);
  if (!writes.length) return null;
  return (
    <ul className="plain-list stack" aria-label={t('calendar.pendingList')}>
      {writes.map((write) => {
        const body = write.request.body as { starts_at: string; ends_at: string };
        return (
          <li key={write.key} className="card">
            <p>
              <strong>{write.label}</strong> · {formatEventWhen(new Date(body.starts_at), new Date(body.ends_at))}
            </p>
            <OutboxItemStatus resource={write.resource} />
          </li>
        );
      })}
    </ul>
  );
}
