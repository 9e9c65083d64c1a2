// Pure calendar arithmetic in Kathmandu time. Nepal has kept UTC+05:45 without daylight saving since 1986, so a
// fixed offset is exact; `Intl` with `Asia/Kathmandu` is used only to write dates for people.

/** A Kathmandu calendar day, `YYYY-MM-DD`. */
export type LocalDate = string;

export const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** Days the agenda covers from its date. */
export const AGENDA_DAYS = 30;

/** True for a real date written `YYYY-MM-DD`. */
export function isLocalDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

export const isLocalTime = (text: string): boolean => TIME_RE.test(text);

/** The Kathmandu day of an instant. */
export function kathmanduDate(instant: Date): LocalDate {
  return new Date(instant.getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Kathmandu wall-clock time of an instant, `HH:MM`. */
export function kathmanduTime(instant: Date): string {
  return new Date(instant.getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant of a Kathmandu date and `HH:MM` time. */
export function kathmanduInstant(date: LocalDate, time = '00:00'): Date {
  if (!isLocalDate(date) || !isLocalTime(time)) throw new RangeError(`Not a Kathmandu date and time: ${date} ${time}`);
  return new Date(Date.parse(`${date}T${time}:00Z`) - KATHMANDU_OFFSET_MS);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Sunday that starts the week of `date` (Nepal's week runs Sunday to Saturday). */
export function weekStart(date: LocalDate): LocalDate {
  return addDays(date, -weekday(date));
}

export function weekDays(date: LocalDate): LocalDate[] {
  const start = weekStart(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export function monthStart(date: LocalDate): LocalDate {
  return `${date.slice(0, 7)}-01`;
}

/** The first day of the month `months` away from `date`'s month. */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** The weeks (Sunday first) that show `date`'s month: 4 to 6 rows of 7 days, edge days from the next months. */
export function monthGrid(date: LocalDate): LocalDate[][] {
  const first = monthStart(date);
  const next = addMonths(date, 1);
  const weeks: LocalDate[][] = [];
  for (let start = weekStart(first); start < next; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The days a view shows for `date`. */
export function viewDays(view: CalendarView, date: LocalDate): { first: LocalDate; last: LocalDate } {
  if (view === 'week') return { first: weekStart(date), last: addDays(weekStart(date), 6) };
  if (view === 'agenda') return { first: date, last: addDays(date, AGENDA_DAYS - 1) };
  const weeks = monthGrid(date);
  return { first: weeks[0]![0]!, last: weeks.at(-1)![6]! };
}

/** The instants a view covers: from its first day's midnight to the midnight after its last. */
export function viewRange(view: CalendarView, date: LocalDate): { from: Date; to: Date } {
  const { first, last } = viewDays(view, date);
  return { from: kathmanduInstant(first), to: kathmanduInstant(addDays(last, 1)) };
}

/** The date the previous/next button moves to. */
export function stepDate(view: CalendarView, date: LocalDate, step: -1 | 1): LocalDate {
  if (view === 'month') return addMonths(date, step);
  return addDays(date, step * (view === 'week' ? 7 : AGENDA_DAYS));
}

export interface TimedItem {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
}

/** Two spans overlap when each starts before the other ends (touching ends do not). */
export function spansOverlap(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** The other scheduled items overlapping `item` (none when `item` itself is not scheduled). */
export function overlapsOf<T extends TimedItem>(item: Pick<TimedItem, 'startsAt' | 'endsAt'> & { id?: string; status?: string }, others: readonly T[]): T[] {
  if (item.status !== undefined && item.status !== 'scheduled') return [];
  return others.filter((o) => o.id !== item.id && o.status === 'scheduled' && spansOverlap(item, o));
}

/** The items that touch Kathmandu day `date`, earliest first. */
export function itemsOnDay<T extends Pick<TimedItem, 'startsAt' | 'endsAt'>>(items: readonly T[], date: LocalDate): T[] {
  const day = { startsAt: kathmanduInstant(date), endsAt: kathmanduInstant(addDays(date, 1)) };
  return items.filter((i) => spansOverlap(i, day) || (i.startsAt.getTime() === day.startsAt.getTime()))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
