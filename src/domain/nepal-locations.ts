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
