import { FormField } from '@/components/form-field';
import { PROVINCES, districtsOf } from '@/domain/nepal-locations';
import { t } from '@/domain/i18n/i18n';

interface Location {
  province: string;
  district: string;
}

/** Province, then a district of that province (disabled until a province is chosen); a new province clears the district. */
export function ProvinceDistrictFilter({
  idPrefix, province, district, onChange,
}: Location & { idPrefix: string; onChange: (next: Location) => void }) {
  const provinceId = PROVINCES.find((p) => p.name === province)?.id;
  return (
    <>
      <FormField id={`${idPrefix}-province`} label={t('candidates.province')}>
        <select className="select" value={province} onChange={(e) => onChange({ province: e.target.value, district: '' })}>
          <option value="">{t('candidates.anyProvince')}</option>
          {PROVINCES.map((p) => (
            <option key={p.id} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${idPrefix}-district`} label={t('candidates.district')} hint={provinceId ? undefined : t('candidates.chooseProvinceFirst')}>
        <select
          className="select"
          value={district}
          disabled={!provinceId}
          onChange={(e) => onChange({ province, district: e.target.value })}
        >
          <option value="">{t('candidates.anyDistrict')}</option>
          {(provinceId ? districtsOf(provinceId) : []).map((d) => (
            <option key={d.id} value={d.name}>
              {d.name}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
