import { DISTRICTS } from '@/domain/nepal-locations';
import { PROVINCES } from '@/domain/nepal-provinces';

/**
 * Drops a district the list does not know, or one outside the chosen province, as the URL's other unreadable
 * filters are dropped (./candidate-search.ts). The same object when nothing is dropped.
 */
export function withKnownDistrict<S extends { province?: string; district?: string }>(search: S): S {
  if (search.district === undefined) return search;
  const district = DISTRICTS.find((d) => d.name === search.district);
  const province = PROVINCES.find((p) => p.name === search.province);
  if (district && (!province || district.province_id === province.id)) return search;
  const { district: _dropped, ...rest } = search;
  return rest as S;
}
