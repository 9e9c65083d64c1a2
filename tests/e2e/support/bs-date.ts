/** Dates as the portal's date fields take them: typed in Bikram Sambat (src/components/bs-date-field.tsx). */
import { adToBs, formatBsIso } from '@/domain/bikram-sambat';

/** The BS date to type for an AD date: `2025-05-29` → `2082-02-15`. */
export const typedBs = (ad: string): string => formatBsIso(adToBs(ad));
