import { adToBs, formatBs } from '@/domain/bikram-sambat';
import { TIME_ZONE } from '@/domain/constants';

const lakhGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric',
});
const adDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric',
});

/** NPR with lakh grouping from integer paisa: 12345600 → "NPR 1,23,456"; paisa shown only when present. */
export function formatNpr(paisa: number): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Amount must be whole paisa, got ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  const rupees = lakhGrouping.format(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${sign}NPR ${rupees}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

// The last quarter hour asked about: every time zone's offset (Kathmandu's +05:45 too) is a whole number of quarter
// hours, so a day never starts inside one; and formatToParts is slow, while a server asks on every request.
const QUARTER_HOUR_MS = 900_000;
let last: { quarter: number; year: number; month: number; day: number } | undefined;

/** The calendar day in Kathmandu of an instant. */
export function kathmanduDay(instant: Date): { year: number; month: number; day: number } {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  if (last?.quarter !== quarter) {
    const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, p.value]));
    last = { quarter, year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  }
  return { year: last.year, month: last.month, day: last.day };
}

/** AD date in Kathmandu, e.g. "14 Apr 2025". */
export function formatAdDate(instant: Date): string {
  return adDate.format(instant);
}

/** Bikram Sambat date of the Kathmandu day, e.g. "1 Baisakh 2082". */
export function formatBsDate(instant: Date): string {
  const { year, month, day } = kathmanduDay(instant);
  return formatBs(adToBs(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`));
}

/** AD with the BS date beside it (docs/decisions.md), e.g. "14 Apr 2025 (1 Baisakh 2082 BS)". */
export function formatDateWithBs(instant: Date): string {
  return `${formatAdDate(instant)} (${formatBsDate(instant)} BS)`;
}
