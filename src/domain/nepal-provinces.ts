import { activeLocale } from '@/domain/i18n/locale';
// The provinces are a file apart from the districts: the landing page and the routes' URL checks need them, and
// the districts would weigh on every first visit (docs/performance.md).
import { provinces } from '@/domain/nepal-provinces.json';

export interface Province {
  id: number;
  name: string;
  name_ne: string;
  headquarter: string;
}

/** Nepal's 7 provinces (docs/decisions.md), in their official order. */
export const PROVINCES: readonly Province[] = provinces;

/** A province's Nepali name without the word प्रदेश, which the catalogue's messages add (as English adds "Province"). */
const provinceNe = new Map(PROVINCES.map((p) => [p.name, p.name_ne.replace(/\s*प्रदेश$/u, '')]));

/**
 * A province as the reader's language names it ("Bagmati", in Nepali "बागमती"): looked up when shown, since the
 * stored value stays the English name. A name not in the list is shown as it is.
 */
export function provinceName(name: string): string {
  return (activeLocale().locale === 'ne' && provinceNe.get(name)) || name;
}
