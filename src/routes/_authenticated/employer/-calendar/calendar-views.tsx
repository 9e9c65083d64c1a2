import { Link } from '@tanstack/react-router';
import { itemsOnDay, monthGrid, overlapsOf, viewDays, addDays, type CalendarView, type LocalDate } from '@/domain/calendar';
import { adToBs, bsMonthName, bsMonthShort } from '@/domain/bikram-sambat';
import { formatDayHeading, formatTime } from '@/domain/calendar-format';
import type { CalendarEvent } from './calendar-queries';
import type { CalendarSearch } from './calendar-search';
import { t } from '@/domain/i18n/i18n';
import { localDigits } from '@/domain/i18n/locale';

export interface TimedEvent {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  event: CalendarEvent;
}

export const timed = (events: CalendarEvent[]): TimedEvent[] =>
  events.map((event) => ({ id: event.id, status: event.status, startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at), event }));

const MONTH_CELL_MAX = 3;

/** One event as a link that opens its details (kept in the URL). */
function EventLink({ item, all, search, compact }: { item: TimedEvent; all: TimedEvent[]; search: CalendarSearch; compact?: boolean }) {
  const e = item.event;
  const overlapping = overlapsOf(item, all).length > 0;
  return (
    <Link
      to="/employer/calendar"
      search={{ ...search, event: e.id }}
      className={`calendar__event calendar__event--${e.kind} calendar__event--${e.status}`}
      aria-current={search.event === e.id ? 'true' : undefined}
    >
      <span className="calendar__time">{formatTime(item.startsAt)}{compact ? null : `–${formatTime(item.endsAt)}`}</span>{' '}
      <span className="calendar__title">{e.title}</span>
      {compact ? null : <span className="calendar__kind"> · {t(`calendar.kind.${e.kind}`)}</span>}
      {e.status !== 'scheduled' ? <span className={`calendar__badge calendar__badge--${e.status}`}> {t(`calendar.status.${e.status}`)}</span> : null}
      {overlapping ? <span className="calendar__badge calendar__badge--overlap"> {t('calendar.overlapBadge')}</span> : null}
    </Link>
  );
}

/** Sunday first, as the month grid is laid out. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * A grid cell's BS day and month ("15 Kartik"). A phone's cells are too narrow for the month's name: there it shows
 * the day alone, with the short name ("1 Man") where a BS month begins and in the first cell.
 */
function BsDayMonth({ day, first }: { day: LocalDate; first: boolean }) {
  const bs = adToBs(day);
  const starts = first || bs.day === 1;
  return (
    <span className="calendar__bs">
      {localDigits(String(bs.day))}{' '}
      <span className="calendar__bs-long">{bsMonthName(bs.month)}</span>
      {starts ? <span className="calendar__bs-short">{bsMonthShort(bs.month)}</span> : null}
    </span>
  );
}

function MonthGrid({ date, today, items, search }: { date: LocalDate; today: LocalDate; items: TimedEvent[]; search: CalendarSearch }) {
  const month = date.slice(0, 7);
  const weeks = monthGrid(date);
  return (
    <table className="calendar__month">
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col">
              <abbr title={t(`calendar.weekday.${d}`)}>{t(`calendar.weekdayShort.${d}`)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const onDay = itemsOnDay(items, day);
              const shown = onDay.slice(0, MONTH_CELL_MAX);
              return (
                <td
                  key={day}
                  className={`${day.slice(0, 7) === month ? '' : 'calendar__other-month'} ${day === today ? 'calendar__today' : ''}`.trim() || undefined}
                  aria-current={day === today ? 'date' : undefined}
                >
                  {/* The link's name is its visible day numbers followed by the whole date (WCAG 2.5.3 label in name). */}
                  <Link to="/employer/calendar" search={{ view: 'week', date: day }} className="calendar__day-link">
                    <span className="calendar__ad">{localDigits(String(Number(day.slice(8))))}</span>{' '}
                    <BsDayMonth day={day} first={day === week[0] && week === weeks[0]} />
                    <span className="visually-hidden">{`, ${formatDayHeading(day)}, ${t('calendar.eventsCount', { n: onDay.length })}`}</span>
                  </Link>
                  {onDay.length ? (
                    <span className="calendar__dots" aria-hidden="true">
                      {onDay.slice(0, MONTH_CELL_MAX).map((item) => <span key={item.id} className={`calendar__dot calendar__dot--${item.event.kind}`} />)}
                    </span>
                  ) : null}
                  {shown.length ? (
                    <ul className="calendar__list">
                      {shown.map((item) => (
                        <li key={item.id}>
                          <EventLink item={item} all={items} search={search} compact />
                        </li>
                      ))}
                      {onDay.length > shown.length ? <li className="muted">{t('calendar.moreCount', { n: onDay.length - shown.length })}</li> : null}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The month on a phone: a seventh of the screen is too narrow for an event's title, so the grid marks days with
 * dots and the month's events are listed under it (hidden from 40rem up, where the grid shows them).
 */
function MonthView({ date, today, items, search }: { date: LocalDate; today: LocalDate; items: TimedEvent[]; search: CalendarSearch }) {
  const month = date.slice(0, 7);
  const days = monthGrid(date).flat().filter((day) => day.slice(0, 7) === month);
  return (
    <>
      <MonthGrid date={date} today={today} items={items} search={search} />
      <div className="calendar__month-agenda">
        <DayList days={days} today={today} items={items} search={search} skipEmpty />
      </div>
    </>
  );
}

function DayList({ days, today, items, search, skipEmpty }: { days: LocalDate[]; today: LocalDate; items: TimedEvent[]; search: CalendarSearch; skipEmpty?: boolean }) {
  const shown = days.map((day) => ({ day, onDay: itemsOnDay(items, day) })).filter((d) => !skipEmpty || d.onDay.length);
  if (!shown.length) return <p className="muted">{t('calendar.noEventsRange')}</p>;
  return (
    <div className="calendar__days">
      {shown.map(({ day, onDay }) => (
        <section key={day} className={`calendar__day ${day === today ? 'calendar__today' : ''}`} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`}>
            {formatDayHeading(day)}
            {day === today ? <span className="calendar__badge"> ({t('calendar.todayMark')})</span> : null}
          </h3>
          {onDay.length ? (
            <ul className="calendar__list">
              {onDay.map((item) => (
                <li key={item.id}>
                  <EventLink item={item} all={items} search={search} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('calendar.noEventsDay')}</p>
          )}
        </section>
      ))}
    </div>
  );
}

/** The chosen view of the events: a month table, a week of days, or the agenda (only days with events). */
export function CalendarViewBody({ view, date, today, items, search }: {
  view: CalendarView;
  date: LocalDate;
  today: LocalDate;
  items: TimedEvent[];
  search: CalendarSearch;
}) {
  if (view === 'month') return <MonthView date={date} today={today} items={items} search={search} />;
  const { first, last } = viewDays(view, date);
  const days: LocalDate[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return <DayList days={days} today={today} items={items} search={search} skipEmpty={view === 'agenda'} />;
}
