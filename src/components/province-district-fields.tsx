import { FormField } from '@/components/form-field';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import { DISTRICTS, districtName, districtsOf } from '@/domain/nepal-locations';
import { PROVINCES, provinceName } from '@/domain/nepal-provinces';

/** The catalogue keys of the two lists' labels, the page's own. */
export interface ProvinceDistrictText {
  province: MessageKeyWith;
  district: MessageKeyWith;
  /** The empty choice of each list: "Choose a province" in forms, "Any province" in filters. */
  anyProvince: MessageKeyWith;
  anyDistrict: MessageKeyWith;
  /**
   * Given, the district list stays disabled with this hint until a province is chosen (the candidate filters).
   * Otherwise it offers all 77 districts, and choosing one fills in its province.
   */
  chooseProvinceFirst?: MessageKeyWith;
}

/** The labels of a form's location fields (a job, an application, a job seeker's profile). */
export const FORM_LOCATION_TEXT: ProvinceDistrictText = {
  province: 'jobLabel.province', district: 'jobLabel.district', anyProvince: 'jobWord.chooseProvince', anyDistrict: 'jobWord.chooseDistrict',
};

interface Location {
  province: string;
  district: string;
}

const provinceOf = (district: string) => {
  const found = DISTRICTS.find((d) => d.name === district);
  return found ? PROVINCES.find((p) => p.id === found.province_id)?.name : undefined;
};

/**
 * Province, then the districts of that province; a new province keeps the district only if it lies there. The lists
 * show the names in the reader's language; the values stay the English names the API stores.
 */
export function ProvinceDistrictFields({
  idPrefix, province, district, onChange, text, errors, required,
}: Location & {
  idPrefix: string;
  onChange: (next: Location) => void;
  text: ProvinceDistrictText;
  errors?: { province?: string | undefined; district?: string | undefined };
  required?: boolean;
}) {
  const chosen = PROVINCES.find((p) => p.name === province);
  const waitsForProvince = Boolean(text.chooseProvinceFirst) && !chosen;
  const districts = chosen ? districtsOf(chosen.id) : waitsForProvince ? [] : DISTRICTS;
  return (
    <>
      <FormField id={`${idPrefix}-province`} label={t(text.province)} error={errors?.province} required={required}>
        <select
          className="select"
          value={province}
          onChange={(e) => {
            const next = e.target.value;
            onChange({ province: next, district: next && provinceOf(district) === next ? district : '' });
          }}
        >
          <option value="">{t(text.anyProvince)}</option>
          {PROVINCES.map((p) => (
            <option key={p.id} value={p.name}>
              {provinceName(p.name)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${idPrefix}-district`}
        label={t(text.district)}
        hint={waitsForProvince && text.chooseProvinceFirst ? t(text.chooseProvinceFirst) : undefined}
        error={errors?.district}
        required={required}
      >
        <select
          className="select"
          value={district}
          disabled={waitsForProvince}
          onChange={(e) => {
            const next = e.target.value;
            onChange({ province: (next && provinceOf(next)) || province, district: next });
          }}
        >
          <option value="">{t(text.anyDistrict)}</option>
          {districts.map((d) => (
            <option key={d.id} value={d.name}>
              {districtName(d.name)}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
