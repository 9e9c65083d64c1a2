// A job seeker's saved search (docs/seekers.md "Finding jobs"): the public job list's filters, and its label in the
// reader's language, the same on /seeker/alerts and in the alert's e-mail.
import { t } from '@/domain/i18n/i18n';
import { employmentTypeName, industryName } from '@/domain/job-field-names';
import { districtName } from '@/domain/nepal-locations';
import { provinceName } from '@/domain/nepal-provinces';

export interface SavedSearchFilters {
  search?: string | undefined;
  province?: string | undefined;
  district?: string | undefined;
  category?: string | undefined;
  employment_type?: string | undefined;
}

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Saved searches one job seeker may keep. */
export const SAVED_SEARCHES_MAX = 20;

/** "nurse · Kathmandu · Full-time": the filters in the reader's words; no filter at all is "All jobs". */
export function savedSearchLabel(f: SavedSearchFilters): string {
  const parts = [
    f.search && `“${f.search}”`,
    f.district ? districtName(f.district) : f.province && provinceName(f.province),
    f.category && industryName(f.category),
    f.employment_type && employmentTypeName(f.employment_type),
  ].filter((p): p is string => !!p);
  return parts.length ? parts.join(' · ') : t('savedSearch.allJobs');
}
