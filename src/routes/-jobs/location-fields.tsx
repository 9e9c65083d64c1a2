import { FormField } from '@/components/form-field';
import { DISTRICTS, PROVINCES, districtsOf } from '@/domain/nepal-locations';
import { t } from '@/domain/i18n/i18n';

interface LocationFieldsProps {
  idPrefix: string;
  province: string;
  district: string;
  onChange: (next: { province: string; district: string }) => void;
  errors?: { province?: string | undefined; district?: string | undefined };
  required?: boolean;
  /** Label of the empty choice: "Choose…" in forms, "Any province" in filters. */
  anyProvince?: string;
  anyDistrict?: string;
}

/** Province, then the districts of that province (all 77 when none is chosen in a filter). */
export function LocationFields({
  idPrefix, province, district, onChange, errors, required, anyProvince = t('jobWord.chooseProvince'),
  anyDistrict = t('jobWord.chooseDistrict'),
}: LocationFieldsProps) {
  const chosen = PROVINCES.find((p) => p.name === province);
  const districts = chosen ? districtsOf(chosen.id) : DISTRICTS;
  return (
    <>
      <FormField id={`${idPrefix}-province`} label={t('jobLabel.province')} error={errors?.province} required={required}>
        <select
          className="select"
          value={province}
          onChange={(e) => {
            const next = e.target.value;
            const keep = DISTRICTS.some((d) => d.name === district && PROVINCES.find((p) => p.id === d.province_id)?.name === next);
            onChange({ province: next, district: keep ? district : '' });
          }}
        >
          <option value="">{anyProvince}</option>
          {PROVINCES.map((p) => (
            <option key={p.id} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${idPrefix}-district`} label={t('jobLabel.district')} error={errors?.district} required={required}>
        <select
          className="select"
          value={district}
          onChange={(e) => {
            const next = e.target.value;
            const of = DISTRICTS.find((d) => d.name === next);
            const inProvince = of ? PROVINCES.find((p) => p.id === of.province_id)?.name ?? province : province;
            onChange({ province: next ? inProvince : province, district: next });
          }}
        >
          <option value="">{anyDistrict}</option>
          {districts.map((d) => (
            <option key={d.id} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
