import type { components } from '@/api/schema.gen';
import { formatDateWithBs, formatNpr } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { districtName } from '@/domain/nepal-locations';
import { provinceName } from '@/domain/nepal-provinces';

type Salaried = Pick<components['schemas']['PublicJobSummary'], 'salary_min' | 'salary_max' | 'salary_negotiable'>;

/** Rupees per month (the API's unit) with lakh grouping: 123456 → "NPR 1,23,456". */
export const formatRupees = (rupees: number): string => formatNpr(rupees * 100);

/** An amount without its currency sign, whichever the language writes ("NPR 1,23,456" or "रु १,२३,४५६"). */
const withoutCurrency = (money: string): string => money.replace(/^[^\d\u0966-\u096f]+/, '');

/** Lakh grouping without the currency, for a salary field: "123456" → "1,23,456". */
export function groupDigits(digits: string): string {
  return digits ? withoutCurrency(formatRupees(Number(digits))) : '';
}

/** A job's salary as a person reads it, or null when it is hidden and not negotiable. */
export function salaryText(job: Salaried): string | null {
  if (job.salary_min != null && job.salary_max != null) {
    const range = job.salary_min === job.salary_max
      ? formatRupees(job.salary_min)
      : `${formatRupees(job.salary_min)} – ${withoutCurrency(formatRupees(job.salary_max))}`;
    return `${range} ${t('jobWord.perMonth')}${job.salary_negotiable ? t('jobWord.negotiableSuffix') : ''}`;
  }
  return job.salary_negotiable ? t('jobWord.negotiable') : null;
}

/** The instant a Kathmandu date (`YYYY-MM-DD`) starts. */
export const kathmanduDate = (date: string): Date => new Date(`${date}T00:00:00+05:45`);

/** A date that matters to a person: AD with BS beside it, e.g. "14 Apr 2025 (1 Baisakh 2082 BS)". */
export function dateWithBs(date: string): string {
  const instant = kathmanduDate(date);
  return Number.isNaN(instant.getTime()) ? date : formatDateWithBs(instant);
}

/** "Kathmandu, Bagmati" with "· Remote allowed" when it is. */
export function placeText(job: { district: string | null; province: string | null; remote_allowed: boolean }): string {
  const place = [
    job.district ? districtName(job.district) : null,
    job.province ? t('jobWord.province', { name: provinceName(job.province) }) : null,
  ].filter(Boolean).join(', ');
  return job.remote_allowed ? `${place || t('jobWord.anywhere')} · ${t('jobWord.remoteAllowed')}` : place;
}
