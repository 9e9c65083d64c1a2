// Event times written for people: Kathmandu wall-clock time, both calendars (AD first in English, BS first in
// Nepali: src/domain/format.ts), in the reader's language and digits.
import { kathmanduDate, kathmanduInstant, type LocalDate } from '@/domain/calendar';
import { adToBs, bsMonthName } from '@/domain/bikram-sambat';
import { FORMAT_WORDS, adMonthName, formatAdDate, formatClock, formatDateWithBs, kathmanduDay, weekdayName } from '@/domain/format';
import { activeLocale, localDigits, type LocaleChoice } from '@/domain/i18n/locale';

/** `HH:MM` in Kathmandu. */
export const formatTime = formatClock;

const weekdayShort = (instant: Date, choice: LocaleChoice) => weekdayName(instant, 'short', choice);

/** "Sun, 20 Apr 2025 (7 Baisakh 2082 BS), 10:00–11:00 Nepal time"; an event over midnight names both days. */
export function formatEventWhen(startsAt: Date, endsAt: Date, choice: LocaleChoice = activeLocale()): string {
  const day = (instant: Date) => `${weekdayShort(instant, choice)}, ${formatDateWithBs(instant, choice)}, ${formatTime(instant, choice)}`;
  const sameDay = kathmanduDate(startsAt) === kathmanduDate(endsAt);
  return `${day(startsAt)}–${sameDay ? formatTime(endsAt, choice) : day(endsAt)} ${FORMAT_WORDS[choice.locale].nepalTime}`;
}

/** A day heading: "Sunday 20 Apr 2025 (7 Baisakh 2082 BS)". */
export function formatDayHeading(date: LocalDate, choice: LocaleChoice = activeLocale()): string {
  const noon = kathmanduInstant(date, '12:00');
  return `${weekdayName(noon, 'long', choice)} ${formatDateWithBs(noon, choice)}`;
}

/** The month view's title, e.g. "April 2025". */
export function formatMonthTitle(date: LocalDate, choice: LocaleChoice = activeLocale()): string {
  return localDigits(`${adMonthName(Number(date.slice(5, 7)), 'long', choice)} ${date.slice(0, 4)}`, choice);
}

const adMonth = (date: LocalDate, choice: LocaleChoice) => adMonthName(Number(date.slice(5, 7)), 'short', choice);

/** "20 Apr" for a grid cell. */
export const formatDayMonth = (date: LocalDate, choice: LocaleChoice = activeLocale()): string =>
  localDigits(`${Number(date.slice(8))} ${adMonth(date, choice)}`, choice);

/** The BS day and month for a grid cell, e.g. "7 Baisakh". */
export function formatBsDayMonth(date: LocalDate, choice: LocaleChoice = activeLocale()): string {
  const { month, day } = adToBs(date);
  return localDigits(`${day} ${bsMonthName(month, choice)}`, choice);
}

/** Text followed by its calendar's name: "Baisakh 2082 BS", "बैशाख २०८२ वि.सं.". */
const inCalendar = (text: string, calendar: 'bs' | 'ad', choice: LocaleChoice) => `${text} ${FORMAT_WORDS[choice.locale][calendar]}`;

/** The BS months a range of days spans, e.g. "Baisakh–Jestha 2082 BS" or "Chaitra 2081–Baisakh 2082 BS". */
export function formatBsSpan(first: LocalDate, last: LocalDate, choice: LocaleChoice = activeLocale()): string {
  const a = adToBs(first);
  const b = adToBs(last);
  const m1 = bsMonthName(a.month, choice);
  const m2 = bsMonthName(b.month, choice);
  const text = a.year !== b.year ? `${m1} ${a.year}–${m2} ${b.year}` : a.month !== b.month ? `${m1}–${m2} ${a.year}` : `${m1} ${a.year}`;
  return inCalendar(localDigits(text, choice), 'bs', choice);
}

/** The AD months a range of days spans, e.g. "May–Jun 2025 AD" or "Dec 2024–Jan 2025 AD". */
export function formatAdSpan(first: LocalDate, last: LocalDate, choice: LocaleChoice = activeLocale()): string {
  const m1 = adMonth(first, choice);
  const m2 = adMonth(last, choice);
  const y1 = first.slice(0, 4);
  const y2 = last.slice(0, 4);
  const text = first.slice(0, 7) === last.slice(0, 7) ? `${m1} ${y1}` : y1 === y2 ? `${m1}–${m2} ${y1}` : `${m1} ${y1}–${m2} ${y2}`;
  return inCalendar(localDigits(text, choice), 'ad', choice);
}

/** An AD day with its weekday, e.g. "Thu 29 May 2025". */
export function formatAdDay(date: LocalDate, choice: LocaleChoice = activeLocale()): string {
  const noon = kathmanduInstant(date, '12:00');
  return `${weekdayShort(noon, choice)} ${formatAdDate(noon, choice)}`;
}

interface SpanDay {
  day: number;
  month: string;
  year: number;
}

/** "6–12 Mangsir 2083", "28 Kartik – 4 Mangsir 2083" or "25 Chaitra 2081 – 1 Baisakh 2082": a span of days, each year once. */
function daySpan(a: SpanDay, b: SpanDay): string {
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${a.year}`;
  return a.day === b.day ? `${a.day} ${a.month} ${a.year}` : `${a.day}–${b.day} ${a.month} ${a.year}`;
}

/**
 * A week's or the agenda's days, short enough for a phone: "22–28 Nov 2026 (6–12 Mangsir 2083 BS)"; Nepali puts
 * BS first: "६–१२ मंसिर २०८३ (२२–२८ नोभेम्बर २०२६)".
 */
export function formatDaysTitle(first: LocalDate, last: LocalDate, choice: LocaleChoice = activeLocale()): string {
  const ad = (date: LocalDate): SpanDay => ({ day: Number(date.slice(8)), month: adMonth(date, choice), year: Number(date.slice(0, 4)) });
  const bs = (date: LocalDate): SpanDay => {
    const { year, month, day } = adToBs(date);
    return { day, month: bsMonthName(month, choice), year };
  };
  const adSpan = daySpan(ad(first), ad(last));
  const bsSpan = daySpan(bs(first), bs(last));
  return localDigits(choice.locale === 'en' ? `${adSpan} (${bsSpan} ${FORMAT_WORDS.en.bs})` : `${bsSpan} (${adSpan})`, choice);
}

/** When data shown from the device was fetched, in Nepal time: "14:05" today, "24 Nov, 14:05" on another day. */
export function formatAsOf(instant: Date, now: Date, choice: LocaleChoice = activeLocale()): string {
  const day = kathmanduDay(instant);
  const today = kathmanduDay(now);
  const sameDay = day.year === today.year && day.month === today.month && day.day === today.day;
  return sameDay ? formatTime(instant, choice) : `${formatDayMonth(kathmanduDate(instant), choice)}, ${formatTime(instant, choice)}`;
}

