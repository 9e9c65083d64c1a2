import { describe, expect, it } from 'vitest';
import { parseBs } from '@/domain/bikram-sambat';
import { formatDaysTitle, formatEventWhen, formatTime } from '@/domain/calendar-format';
import { formatCountdown } from '@/domain/countdown';
import { formatDateWithBs, formatNpr, formatNumber } from '@/domain/format';
import type { LocaleChoice } from '@/domain/i18n/locale';

const nepali: LocaleChoice = { locale: 'ne', digits: 'devanagari' };
const nepaliLatin: LocaleChoice = { locale: 'ne', digits: 'latin' };
const english: LocaleChoice = { locale: 'en', digits: 'devanagari' };
// 26 Nov 2026, 10:30 in Kathmandu (04:45 UTC) = 10 Mangsir 2083.
const instant = new Date('2026-11-26T04:45:00Z');

describe('formats in Nepali', () => {
  it('writes money as रु with lakh grouping, in Devanagari or Latin digits as chosen', () => {
    expect(formatNpr(12345600, nepali)).toBe('रु १,२३,४५६');
    expect(formatNpr(12345650, nepali)).toBe('रु १,२३,४५६.५०');
    expect(formatNpr(12345600, nepaliLatin)).toBe('रु 1,23,456');
    expect(formatNpr(12345600, english)).toBe('NPR 1,23,456');
    expect(formatNumber(1234567, nepali)).toBe('१२,३४,५६७');
  });

  it('puts the BS date first, in Devanagari, with the AD date beside it', () => {
    expect(formatDateWithBs(instant, nepali)).toBe('१० मंसिर २०८३ (२६ नोभेम्बर २०२६)');
    expect(formatDateWithBs(instant, nepaliLatin)).toBe('10 मंसिर 2083 (26 नोभेम्बर 2026)');
    expect(formatDateWithBs(instant, english)).toBe('26 Nov 2026 (10 Mangsir 2083 BS)');
  });

  it('writes times, spans and countdowns in the reader’s digits', () => {
    expect(formatTime(instant, nepali)).toBe('१०:३०');
    expect(formatEventWhen(instant, new Date('2026-11-26T05:45:00Z'), nepali)).toMatch(/^.+, १० मंसिर २०८३ \(२६ नोभेम्बर २०२६\), १०:३०–११:३० नेपाली समय$/);
    expect(formatDaysTitle('2026-11-22', '2026-11-28', nepali)).toBe('६–१२ मंसिर २०८३ (२२–२८ नोभेम्बर २०२६)');
    expect(formatCountdown(119, nepali)).toBe('१:५९');
  });

  it('reads a BS date typed in Devanagari digits or with a Nepali month name', () => {
    expect(parseBs('२०८३-०८-१०')).toEqual({ year: 2083, month: 8, day: 10 });
    expect(parseBs('१० मंसिर २०८३')).toEqual({ year: 2083, month: 8, day: 10 });
    expect(parseBs('१ साउन २०८३')).toEqual({ year: 2083, month: 4, day: 1 });
  });
});
