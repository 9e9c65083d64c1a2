import { activeLocale } from '@/domain/i18n/locale';
import { districts } from '@/domain/nepal-districts.json';
import { PROVINCES, type Province } from '@/domain/nepal-provinces';

export interface District {
  id: number;
  province_id: number;
  name: string;
  name_ne: string;
  headquarter: string;
}

/** Nepal's 77 districts, each in one province (the provinces are ./nepal-provinces.ts). */
export const DISTRICTS: readonly District[] = districts;

export function districtsOf(provinceId: number): District[] {
  return DISTRICTS.filter((d) => d.province_id === provinceId);
}

export function provinceOf(district: District): Province | undefined {
  return PROVINCES.find((p) => p.id === district.province_id);
}

const districtNe = new Map(DISTRICTS.map((d) => [d.name, d.name_ne]));

/** A district as the reader's language names it ("Kathmandu", in Nepali "काठमाडौँ"); the stored value stays English. */
export function districtName(name: string): string {
  return (activeLocale().locale === 'ne' && districtNe.get(name)) || name;
}
