import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { INTL_LOCALE, chooseLocale } from '@/domain/i18n/locale';
import { ProvinceDistrictFields, type ProvinceDistrictText } from '@/components/province-district-fields';
import { DISTRICTS } from '@/domain/nepal-locations';

const FORM: ProvinceDistrictText = {
  province: 'jobLabel.province', district: 'jobLabel.district', anyProvince: 'jobWord.chooseProvince', anyDistrict: 'jobWord.chooseDistrict',
};
const FILTER: ProvinceDistrictText = {
  province: 'candidates.province', district: 'candidates.district', anyProvince: 'candidates.anyProvince',
  anyDistrict: 'candidates.anyDistrict', chooseProvinceFirst: 'candidates.chooseProvinceFirst',
};

function Harness({ text, required }: { text: ProvinceDistrictText; required?: boolean }) {
  const [location, setLocation] = useState({ province: '', district: '' });
  return (
    <>
      <ProvinceDistrictFields idPrefix="t" {...location} text={text} required={required} onChange={setLocation} />
      <output>{`${location.province}/${location.district}`}</output>
    </>
  );
}

const province = () => screen.getByLabelText<HTMLSelectElement>('Province');
const district = () => screen.getByLabelText<HTMLSelectElement>('District');
const districtNames = () => [...district().options].map((o) => o.text).slice(1);
const choose = (select: HTMLSelectElement, value: string) => fireEvent.change(select, { target: { value } });
const chosen = () => screen.getByRole('status').textContent;
afterEach(cleanup);

describe('ProvinceDistrictFields in a form', () => {
  it('offers every district before a province is chosen, and a district fills in its province', () => {
    render(<Harness text={FORM} required />);
    expect(district().disabled).toBe(false);
    expect(districtNames()).toHaveLength(DISTRICTS.length);
    expect(province().getAttribute('aria-required')).toBe('true');
    expect(province().options[0]?.text).toBe('Choose a province');
    choose(district(), 'Chitwan');
    expect(chosen()).toBe('Bagmati/Chitwan');
    expect(districtNames()).toContain('Bhaktapur');
    expect(districtNames()).not.toContain('Ilam');
  });

  it('keeps the district when its own province is chosen, and clears it for another', () => {
    render(<Harness text={FORM} />);
    choose(district(), 'Ilam');
    choose(province(), 'Koshi');
    expect(chosen()).toBe('Koshi/Ilam');
    choose(province(), 'Bagmati');
    expect(chosen()).toBe('Bagmati/');
  });
});

describe('ProvinceDistrictFields in a filter', () => {
  it('waits for a province, with the hint, then offers only its districts', () => {
    render(<Harness text={FILTER} />);
    expect(district().disabled).toBe(true);
    expect(districtNames()).toEqual([]);
    expect(screen.getByText('Choose a province first')).toBeTruthy();
    choose(province(), 'Koshi');
    expect(district().disabled).toBe(false);
    expect(districtNames()).toContain('Ilam');
    expect(districtNames()).not.toContain('Chitwan');
    expect(screen.queryByText('Choose a province first')).toBeNull();
    choose(district(), 'Ilam');
    choose(province(), '');
    expect(chosen()).toBe('/');
  });
});

describe('ProvinceDistrictFields in Nepali', () => {
  afterEach(() => {
    i18n.activate('en', INTL_LOCALE.en);
    chooseLocale({ locale: 'en', digits: 'devanagari' });
  });

  it('names the provinces and districts in Nepali and keeps the English names as the values', () => {
    // The labels' own text is the catalogue's; an empty catalogue shows their keys.
    i18n.loadAndActivate({ locale: 'ne', messages: {} });
    chooseLocale({ locale: 'ne', digits: 'devanagari' });
    render(<Harness text={FORM} />);
    const provinceList = screen.getByLabelText<HTMLSelectElement>('jobLabel.province');
    expect([...provinceList.options].slice(1).map((o) => o.text)).toEqual(['कोशी', 'मधेश', 'बागमती', 'गण्डकी', 'लुम्बिनी', 'कर्णाली', 'सुदूरपश्चिम']);
    choose(provinceList, 'Bagmati');
    const districtList = screen.getByLabelText<HTMLSelectElement>('jobLabel.district');
    expect([...districtList.options].map((o) => o.text)).toContain('काठमाडौँ');
    choose(districtList, 'Kathmandu');
    expect(chosen()).toBe('Bagmati/Kathmandu');
  });
});
