// Bikram Sambat (BS), Nepal's official calendar, beside the AD dates the API speaks. The conversion and the month
// lengths (which differ from year to year and are published, not computed) come from nepali-date-converter; this
// module is the one place the app reaches it, and the one home of the BS month names and the years it covers.
import NepaliDateImport, { dateConfigMap } from 'nepali-date-converter';
import { addDays, isLocalDate, weekday, type LocalDate } from '@/domain/calendar';
import { activeLocale, latinDigits, localDigits, type LocaleChoice } from '@/domain/i18n/locale';

// Vite hands over the class; Node's ESM loader (server e-mails and invoices) the CommonJS exports object holding it.
const NepaliDate = (NepaliDateImport as unknown as { default?: typeof NepaliDateImport }).default ?? NepaliDateImport;

/** A BS calendar day: month 1 (Baisakh) to 12 (Chaitra). */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

const YEARS = Object.keys(dateConfigMap).map(Number).sort((a, b) => a - b);
/** The first and last BS years the conversion table covers. */
export const BS_FIRST_YEAR = YEARS[0]!;
export const BS_LAST_YEAR = YEARS.at(-1)!;

/** The BS month names in order, Baisakh to Chaitra, as Nepal writes them in English. */
export const BS_MONTHS = Object.keys(dateConfigMap[String(BS_FIRST_YEAR)]!) as readonly BsMonthName[];
export type BsMonthName = keyof (typeof dateConfigMap)[string];
/** Their three-letter forms (Bai, Jes, … Cha), for a phone's narrow calendar cells. */
export const BS_MONTHS_SHORT: readonly string[] = BS_MONTHS.map((_, i) => new NepaliDate(BS_FIRST_YEAR, i, 1).format('MMM', 'en'));

/** Days in a BS month (29 to 32), or 0 for a year the table does not cover. */
export function bsMonthDays(year: number, month: number): number {
  const lengths = dateConfigMap[String(year)];
  const name = BS_MONTHS[month - 1];
  return lengths && name ? lengths[name] : 0;
}

/** True for a day that exists in BS and that the table covers. */
export function isBsDate(bs: BsDate): boolean {
  return Number.isInteger(bs.year) && Number.isInteger(bs.month) && Number.isInteger(bs.day)
    && bs.day >= 1 && bs.day <= bsMonthDays(bs.year, bs.month);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The AD date of a BS day; RangeError for a day that does not exist or lies outside the table. */
export function bsToAd(bs: BsDate): LocalDate {
  if (!isBsDate(bs)) throw new RangeError(`Not a BS date: ${bs.year}-${bs.month}-${bs.day}`);
  const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD();
  return `${pad(ad.year, 4)}-${pad(ad.month + 1)}-${pad(ad.date)}`;
}

/** The first and last AD days the table covers (BS 2000-01-01 and the last day of its last year). */
export const BS_AD_RANGE: { first: LocalDate; last: LocalDate } = {
  first: bsToAd({ year: BS_FIRST_YEAR, month: 1, day: 1 }),
  last: bsToAd({ year: BS_LAST_YEAR, month: 12, day: bsMonthDays(BS_LAST_YEAR, 12) }),
};

/** True when an AD date has a BS date here. */
export const hasBsDate = (date: LocalDate): boolean =>
  isLocalDate(date) && date >= BS_AD_RANGE.first && date <= BS_AD_RANGE.last;

/** The BS day of an AD date; RangeError outside the table. */
export function adToBs(date: LocalDate): BsDate {
  if (!hasBsDate(date)) throw new RangeError(`No BS date for ${date}`);
  // The converter reads the local calendar fields of a Date, so a local midnight of the day is the day itself.
  const bs = new NepaliDate(new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/** `2082-02-15`: the form a BS date is typed in. */
export const formatBsIso = (bs: BsDate): string => `${pad(bs.year, 4)}-${pad(bs.month)}-${pad(bs.day)}`;

/** The BS month names in Devanagari, बैशाख to चैत्र, as the converter writes them. */
export const BS_MONTHS_NEPALI: readonly string[] = BS_MONTHS.map((_, i) => new NepaliDate(BS_FIRST_YEAR, i, 1).format('MMMM', 'np'));

/** A BS month's name in the reader's language (1: Baisakh or बैशाख). */
export const bsMonthName = (month: number, { locale }: LocaleChoice = activeLocale()): string =>
  (locale === 'ne' ? BS_MONTHS_NEPALI : BS_MONTHS)[month - 1]!;
/** Its short form for narrow calendar cells: the English three letters; Nepali names are short already. */
export const bsMonthShort = (month: number, choice: LocaleChoice = activeLocale()): string =>
  choice.locale === 'ne' ? bsMonthName(month, choice) : BS_MONTHS_SHORT[month - 1]!;

/** `15 Jestha 2082` (Nepali: `१५ जेठ २०८२`). */
export const formatBs = (bs: BsDate, choice: LocaleChoice = activeLocale()): string =>
  localDigits(`${bs.day} ${bsMonthName(bs.month, choice)} ${bs.year}`, choice);

/** `Jestha 2082`. */
export const formatBsMonth = (year: number, month: number, choice: LocaleChoice = activeLocale()): string =>
  localDigits(`${bsMonthName(month, choice)} ${year}`, choice);

const MONTH_BY_NAME = new Map<string, number>([...BS_MONTHS, ...BS_MONTHS_NEPALI].map((name, i) => [name.toLowerCase(), (i % 12) + 1]));
// Other spellings people type (the converter's own names first).
for (const [alias, month] of [
  ['baishakh', 1], ['baisakh', 1], ['jeth', 2], ['jestha', 2], ['jeshtha', 2], ['ashar', 3], ['asadh', 3], ['ashadh', 3],
  ['saun', 4], ['shrawan', 4], ['srawan', 4], ['bhadau', 5], ['bhadra', 5], ['asoj', 6], ['ashwin', 6], ['aswin', 6],
  ['kartik', 7], ['kattik', 7], ['mangsir', 8], ['marga', 8], ['poush', 9], ['push', 9], ['paush', 9], ['magh', 10],
  ['falgun', 11], ['phagun', 11], ['fagun', 11], ['chaitra', 12], ['chait', 12],
  // The everyday Devanagari names beside the converter's formal ones.
  ['वैशाख', 1], ['साउन', 4], ['भदौ', 5], ['असोज', 6], ['कात्तिक', 7], ['पुस', 9], ['फागुन', 11], ['चैत', 12],
] as const) MONTH_BY_NAME.set(alias, month);

const NUMERIC = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/;
const DIGITS = /^(\d{4})(\d{2})(\d{2})$/;
const NAMED = /^(\d{1,2})\s+([\p{L}\p{M}]+)\s+(\d{4})$/iu;

/**
 * The year, month and day of a typed BS date, whether or not that day exists: `2082-02-15` (also with `/`, `.` or
 * spaces, one-digit month or day), `20820215` (a phone's number pad has no dash) or `15 Jestha 2082` (common
 * spellings of the month accepted). Null when the text has no such shape.
 */
export function readBsParts(text: string): BsDate | null {
  // Devanagari digits (२०८२-०२-१५) read as the same numbers.
  const trimmed = latinDigits(text).trim().replace(/\s+/g, ' ');
  const numeric = NUMERIC.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (numeric) return { year: Number(numeric[1]), month: Number(numeric[2]), day: Number(numeric[3]) };
  const named = NAMED.exec(trimmed);
  const month = named && MONTH_BY_NAME.get(named[2]!.toLowerCase());
  return named && month ? { year: Number(named[3]), month, day: Number(named[1]) } : null;
}

/** A typed BS date (see readBsParts) that exists in BS within the table, or null. */
export function parseBs(text: string): BsDate | null {
  const bs = readBsParts(text);
  return bs && isBsDate(bs) ? bs : null;
}

/** The same day `months` BS months away, kept within the shorter month (32 Jestha → 31 Asar) and the table. */
export function addBsMonths(bs: BsDate, months: number): BsDate {
  const index = bs.year * 12 + (bs.month - 1) + months;
  const first = BS_FIRST_YEAR * 12;
  const last = BS_LAST_YEAR * 12 + 11;
  const clamped = Math.min(last, Math.max(first, index));
  const year = Math.floor(clamped / 12);
  const month = (clamped % 12) + 1;
  return { year, month, day: Math.min(bs.day, bsMonthDays(year, month)) };
}

/** The weeks (Sunday first, as Nepal's week runs) of a BS month as AD dates; null pads the first and last week. */
export function bsMonthGrid(year: number, month: number): (LocalDate | null)[][] {
  const first = bsToAd({ year, month, day: 1 });
  const days = bsMonthDays(year, month);
  const cells: (LocalDate | null)[] = [
    ...Array.from({ length: weekday(first) }, () => null),
    ...Array.from({ length: days }, (_, i) => addDays(first, i)),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
