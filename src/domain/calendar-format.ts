// Event times written for people: Kathmandu wall-clock time, AD date with the BS date beside it.
import { TIME_ZONE } from '@/domain/constants';
import { kathmanduDate, kathmanduInstant, type LocalDate } from '@/domain/calendar';
import { BS_MONTHS, adToBs } from '@/domain/bikram-sambat';
import { formatAdDate, formatBsDate, formatDateWithBs, kathmanduDay } from '@/domain/format';



const time = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const weekdayName = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short' });
const weekdayLong = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'long' });
const monthTitle = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, month: 'long', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });

/** `HH:MM` in Kathmandu. */
export const formatTime = (instant: Date): string => time.format(instant);

/** "Sun, 20 Apr 2025 (7 Baisakh 2082 BS), 10:00–11:00 Nepal time"; an event over midnight names both days. */
export function formatEventWhen(startsAt: Date, endsAt: Date): string {
  const start = `${weekdayName.format(startsAt)}, ${formatDateWithBs(startsAt)}, ${formatTime(startsAt)}`;
  const sameDay = kathmanduDate(startsAt) === kathmanduDate(endsAt);
  const end = sameDay ? formatTime(endsAt) : `${weekdayName.format(endsAt)}, ${formatDateWithBs(endsAt)}, ${formatTime(endsAt)}`;
  return `${start}–${end} Nepal time`;
}

/** A day heading: "Sunday 20 Apr 2025 (7 Baisakh 2082 BS)". */
export function formatDayHeading(date: LocalDate): string {
  const noon = kathmanduInstant(date, '12:00');
  return `${weekdayLong.format(noon)} ${formatDateWithBs(noon)}`;
}

/** The month view's title, e.g. "April 2025". */
export function formatMonthTitle(date: LocalDate): string {
  return monthTitle.format(kathmanduInstant(date, '12:00'));
}

/** "20 Apr" for a grid cell. */
export const formatDayMonth = (date: LocalDate): string => dayMonth.format(kathmanduInstant(date, '12:00'));

/** The BS day and month for a grid cell, e.g. "7 Baisakh". */
export function formatBsDayMonth(date: LocalDate): string {
  return formatBsDate(kathmanduInstant(date, '12:00')).replace(/ \d{4}$/, '');
}

/** The BS months a range of days spans, e.g. "Baisakh–Jestha 2082 BS" or "Chaitra 2081–Baisakh 2082 BS". */
export function formatBsSpan(first: LocalDate, last: LocalDate): string {
  const [, m1, y1] = formatBsDate(kathmanduInstant(first, '12:00')).split(' ');
  const [, m2, y2] = formatBsDate(kathmanduInstant(last, '12:00')).split(' ');
  if (m1 === m2 && y1 === y2) return `${m1} ${y1} BS`;
  return y1 === y2 ? `${m1}–${m2} ${y1} BS` : `${m1} ${y1}–${m2} ${y2} BS`;
}

const adMonthShort = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short' });
const adYear = (date: LocalDate) => date.slice(0, 4);

/** The AD months a range of days spans, e.g. "May–Jun 2025 AD" or "Dec 2024–Jan 2025 AD". */
export function formatAdSpan(first: LocalDate, last: LocalDate): string {
  const m1 = adMonthShort.format(new Date(`${first}T00:00:00Z`));
  const m2 = adMonthShort.format(new Date(`${last}T00:00:00Z`));
  if (first.slice(0, 7) === last.slice(0, 7)) return `${m1} ${adYear(first)} AD`;
  return adYear(first) === adYear(last) ? `${m1}–${m2} ${adYear(first)} AD` : `${m1} ${adYear(first)}–${m2} ${adYear(last)} AD`;
}

/** An AD day with its weekday, e.g. "Thu 29 May 2025". */
export function formatAdDay(date: LocalDate): string {
  const noon = kathmanduInstant(date, '12:00');
  return `${weekdayName.format(noon)} ${formatAdDate(noon)}`;
}

/** "6–12 Mangsir 2083", "28 Kartik – 4 Mangsir 2083" or "25 Chaitra 2081 – 1 Baisakh 2082": a span of days, each year once. */
function daySpan(a: { day: number; month: string; year: number }, b: { day: number; month: string; year: number }): string {
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${a.year}`;
  return a.day === b.day ? `${a.day} ${a.month} ${a.year}` : `${a.day}–${b.day} ${a.month} ${a.year}`;
}

/** A week's or the agenda's days, short enough for a phone: "22–28 Nov 2026 (6–12 Mangsir 2083 BS)". */
export function formatDaysTitle(first: LocalDate, last: LocalDate): string {
  const ad = (date: LocalDate) => ({
    day: Number(date.slice(8)), month: adMonthShort.format(new Date(`${date}T00:00:00Z`)), year: Number(adYear(date)),
  });
  const bs = (date: LocalDate) => {
    const { year, month, day } = adToBs(date);
    return { day, month: BS_MONTHS[month - 1]!, year };
  };
  return `${daySpan(ad(first), ad(last))} (${daySpan(bs(first), bs(last))} BS)`;
}

/** When data shown from the device was fetched, in Nepal time: "14:05" today, "24 Nov, 14:05" on another day. */
export function formatAsOf(instant: Date, now: Date): string {
  const day = kathmanduDay(instant);
  const today = kathmanduDay(now);
  const sameDay = day.year === today.year && day.month === today.month && day.day === today.day;
  return sameDay ? formatTime(instant) : `${dayMonth.format(instant)}, ${formatTime(instant)}`;
}
