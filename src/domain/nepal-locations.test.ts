import { afterEach, describe, expect, it } from 'vitest';
import { CLAIMED_FIGURES } from '@/domain/constants';
import { chooseLocale } from '@/domain/i18n/locale';
import { DISTRICTS, districtName, districtsOf, provinceOf } from '@/domain/nepal-locations';
import { PROVINCES, provinceName } from '@/domain/nepal-provinces';

describe('Nepal location data', () => {
  it('has 7 provinces and 77 districts', () => {
    expect(PROVINCES).toHaveLength(7);
    expect(DISTRICTS).toHaveLength(77);
    expect(PROVINCES).toHaveLength(CLAIMED_FIGURES.provinces);
    expect(DISTRICTS).toHaveLength(CLAIMED_FIGURES.districts);
  });

  it('names the seven provinces', () => {
    expect(PROVINCES.map((p) => p.name)).toEqual([
      'Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim',
    ]);
  });

  it('puts every district in an existing province', () => {
    const orphans = DISTRICTS.filter((d) => provinceOf(d) === undefined);
    expect(orphans).toEqual([]);
  });

  it('has unique district ids and names, each with a Nepali name', () => {
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(77);
    expect(new Set(DISTRICTS.map((d) => d.name)).size).toBe(77);
    expect(DISTRICTS.every((d) => d.name_ne.trim().length > 0)).toBe(true);
  });

  it('splits the districts over all seven provinces', () => {
    const total = PROVINCES.reduce((sum, p) => sum + districtsOf(p.id).length, 0);
    expect(total).toBe(77);
    expect(PROVINCES.every((p) => districtsOf(p.id).length > 0)).toBe(true);
    expect(districtsOf(3).map((d) => d.name)).toContain('Kathmandu');
  });

  describe('names in the reader\'s language', () => {
    // The page's language (the server's: the request's) decides, as for every format.
    afterEach(() => chooseLocale({ locale: 'en', digits: 'devanagari' }));

    it('are the stored English names in English', () => {
      expect(provinceName('Bagmati')).toBe('Bagmati');
      expect(districtName('Kathmandu')).toBe('Kathmandu');
    });

    it('are the Nepali names in Nepali, a province without the word प्रदेश, and an unknown name as it is', () => {
      chooseLocale({ locale: 'ne', digits: 'devanagari' });
      expect(provinceName('Koshi')).toBe('कोशी');
      expect(provinceName('Sudurpashchim')).toBe('सुदूरपश्चिम');
      expect(districtName('Kathmandu')).toBe('काठमाडौँ');
      expect(districtName('Eastern Rukum')).toBe('रुकुम पूर्व');
      expect(districtName('Atlantis')).toBe('Atlantis');
      expect(PROVINCES.every((p) => /^\S.*\S$/u.test(provinceName(p.name)) && !provinceName(p.name).includes('प्रदेश'))).toBe(true);
    });
  });
});
