import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../scripts/i18n/compile-catalogue';
import { activate, t } from './i18n';
import { localDigits } from './locale';
import en from './locales/en';

const nepali = {
  ...en,
  'roles.youAre': '{name} · {role}',
  'validation.passwordTooShort': 'पासवर्ड कम्तीमा {min} अक्षरको हुनुपर्छ',
  'calendar.eventsCount': '{n, plural, one {# कार्यक्रम} other {# कार्यक्रमहरू}}',
};

afterEach(() => activate('en', en, 'devanagari'));

describe('numbers in Nepali text', () => {
  it('writes a number placed in a message in Devanagari, or in Latin digits for a reader who chose them', () => {
    activate('ne', nepali, 'devanagari');
    expect(t('validation.passwordTooShort', { min: 12 })).toBe('पासवर्ड कम्तीमा १२ अक्षरको हुनुपर्छ');
    activate('ne', nepali, 'latin');
    expect(t('validation.passwordTooShort', { min: 12 })).toBe('पासवर्ड कम्तीमा 12 अक्षरको हुनुपर्छ');
  });

  it('leaves a plural’s number to the plural, which still chooses its case from the number', () => {
    for (const messages of [nepali, compileCatalogue(nepali)]) {
      activate('ne', messages as Record<string, string>, 'devanagari');
      expect(t('calendar.eventsCount', { n: 1 })).toBe('१ कार्यक्रम');
      expect(t('calendar.eventsCount', { n: 1234 })).toBe('१,२३४ कार्यक्रमहरू');
    }
  });

  it('leaves English and text values as they are', () => {
    expect(t('validation.passwordTooShort', { min: 12 })).toBe('Password must be at least 12 characters long');
    activate('ne', nepali, 'devanagari');
    expect(t('roles.youAre', { name: 'Room 101', role: 'Owner' })).toBe('Room 101 · Owner');
    expect(localDigits('2082-08-10')).toBe('२०८२-०८-१०');
  });
});
