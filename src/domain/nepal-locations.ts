import { activeLocale } from '@/domain/i18n/locale';
import data from '@/domain/nepal-locations.json';

export interface Province {
  id: number;
  name: string;
  name_ne: string;
  headquarter: string;
}

export interface District {
  id: number;
  province_id: number;
  name: string;
  name_ne: string;
  headquarter: string;
}

/** Nepal's 7 provinces (docs/decisions.md), in their official order. */
export const PROVINCES: readonly Province[] = data.provinces;
/** Nepal's 77 districts, each in one province. */
export const DISTRICTS: readonly District[] = data.districts;

export function districtsOf(provinceId: number): District[] {
  return DISTRICTS.filter((d) => d.province_id === provinceId);
}

export function provinceOf(district: District): Province | undefined {
  return PROVINCES.find((p) => p.id === district.province_id);
}

/** A province's Nepali name without the word प्रदेश, which the catalogue's messages add (as English adds "Province"). */
const provinceNe = new Map(PROVINCES.map((p) => [p.name, p.name_ne.replace(/\s*प्रदेश$/u, '')]));
const districtNe = new Map(DISTRICTS.map((d) => [d.name, d.name_ne]));

/**
 * A province as the reader's language names it ("Bagmati", in Nepali "बागमती"): looked up when shown, since the
 * stored value stays the English name. A name not in the list is shown as it is.
 */
export function provinceName(name: string): string {
  return (activeLocale().locale === 'ne' && provinceNe.get(name)) || name;
}

/** A district as the reader's language names it ("Kathmandu", in Nepali "काठमाडौँ"); the stored value stays English. */
export function districtName(name: string): string {
  return (activeLocale().locale === 'ne' && districtNe.get(name)) || name;
}
