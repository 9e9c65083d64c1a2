import { describe, expect, it } from 'vitest';
import { addDays } from '@/domain/calendar';
import {
  BS_AD_RANGE, BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTHS, BS_MONTHS_SHORT, addBsMonths, adToBs, bsMonthDays, bsMonthGrid, bsToAd, formatBs,
  formatBsIso, hasBsDate, isBsDate, parseBs,
} from '@/domain/bikram-sambat';

describe('BS and AD', () => {
  it('names the twelve months Baisakh to Chaitra', () => {
    expect(BS_MONTHS).toEqual(['Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Aswin', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra']);
    expect(BS_MONTHS_SHORT).toEqual(['Bai', 'Jes', 'Asa', 'Shr', 'Bhd', 'Asw', 'Kar', 'Man', 'Pou', 'Mag', 'Fal', 'Cha']);
  });

  it.each([
    // New Year 2082 BS and the day before it: the year boundary.
    ['2025-04-14', { year: 2082, month: 1, day: 1 }],
    ['2025-04-13', { year: 2081, month: 12, day: 31 }],
    // A 32-day month: Jestha 2081 ends on its 32nd day.
    ['2024-06-14', { year: 2081, month: 2, day: 32 }],
    ['2024-06-15', { year: 2081, month: 3, day: 1 }],
    // AD's own year and leap-day boundaries.
    ['2024-12-31', { year: 2081, month: 9, day: 16 }],
    ['2025-01-01', { year: 2081, month: 9, day: 17 }],
    ['2024-02-29', { year: 2080, month: 11, day: 17 }],
  ])('%s is %o and back', (ad, bs) => {
    expect(adToBs(ad)).toEqual(bs);
    expect(bsToAd(bs)).toBe(ad);
  });

  it('gives every month of a year its own length, from 29 to 32 days, adding up to the year', () => {
    const lengths = BS_MONTHS.map((_, i) => bsMonthDays(2081, i + 1));
    expect(lengths).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
    const newYear2081 = bsToAd({ year: 2081, month: 1, day: 1 });
    expect(addDays(newYear2081, lengths.reduce((a, b) => a + b, 0))).toBe(bsToAd({ year: 2082, month: 1, day: 1 }));
  });

  it('refuses days a month does not have and years outside the table', () => {
    expect(isBsDate({ year: 2081, month: 2, day: 32 })).toBe(true);
    expect(isBsDate({ year: 2082, month: 2, day: 32 })).toBe(false); // Jestha 2082 has 31 days
    expect(isBsDate({ year: 2082, month: 13, day: 1 })).toBe(false);
    expect(isBsDate({ year: 2082, month: 0, day: 1 })).toBe(false);
    expect(isBsDate({ year: BS_LAST_YEAR + 1, month: 1, day: 1 })).toBe(false);
    expect(() => bsToAd({ year: 2082, month: 2, day: 32 })).toThrow(RangeError);
  });

  it('covers the table from its first to its last day and no further', () => {
    expect(BS_AD_RANGE.first).toBe('1943-04-14');
    expect(adToBs(BS_AD_RANGE.first)).toEqual({ year: BS_FIRST_YEAR, month: 1, day: 1 });
    expect(adToBs(BS_AD_RANGE.last)).toEqual({ year: BS_LAST_YEAR, month: 12, day: bsMonthDays(BS_LAST_YEAR, 12) });
    expect(hasBsDate(addDays(BS_AD_RANGE.first, -1))).toBe(false);
    expect(hasBsDate(addDays(BS_AD_RANGE.last, 1))).toBe(false);
    expect(() => adToBs(addDays(BS_AD_RANGE.last, 1))).toThrow(RangeError);
  });

  it('converts every day of a year one to one, each the day after the one before', () => {
    let ad = bsToAd({ year: 2082, month: 1, day: 1 });
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= bsMonthDays(2082, month); day++) {
        expect(adToBs(ad)).toEqual({ year: 2082, month, day });
        ad = addDays(ad, 1);
      }
    }
    expect(adToBs(ad)).toEqual({ year: 2083, month: 1, day: 1 });
  });
});

describe('typing a BS date', () => {
  it.each([
    ['2082-02-15', { year: 2082, month: 2, day: 15 }],
    ['2082/2/5', { year: 2082, month: 2, day: 5 }],
    [' 2082.12.30 ', { year: 2082, month: 12, day: 30 }],
    ['15 Jestha 2082', { year: 2082, month: 2, day: 15 }],
    ['1 baishakh 2082', { year: 2082, month: 1, day: 1 }],
    ['32 Jeth 2081', { year: 2081, month: 2, day: 32 }],
    ['20820215', { year: 2082, month: 2, day: 15 }],
  ])('reads %j', (text, bs) => {
    expect(parseBs(text)).toEqual(bs);
  });

  it.each(['', '2082', '2082-02', '2082021', '2082-13-01', '2082-02-32', '15 Jeth', '15 Bogus 2082', '1999-01-01', '2025-05-29x'])(
    'refuses %j',
    (text) => {
      expect(parseBs(text)).toBeNull();
    },
  );

  it('writes it back as typed and as read', () => {
    expect(formatBsIso({ year: 2082, month: 2, day: 5 })).toBe('2082-02-05');
    expect(formatBs({ year: 2082, month: 2, day: 5 })).toBe('5 Jestha 2082');
  });
});

describe('moving by BS months', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addBsMonths({ year: 2081, month: 2, day: 32 }, 1)).toEqual({ year: 2081, month: 3, day: 31 });
    expect(addBsMonths({ year: 2081, month: 12, day: 31 }, 1)).toEqual({ year: 2082, month: 1, day: 31 });
    expect(addBsMonths({ year: 2082, month: 1, day: 10 }, -1)).toEqual({ year: 2081, month: 12, day: 10 });
    expect(addBsMonths({ year: 2082, month: 5, day: 10 }, 12)).toEqual({ year: 2083, month: 5, day: 10 });
  });

  it('stops at the ends of the table', () => {
    expect(addBsMonths({ year: BS_LAST_YEAR, month: 12, day: 1 }, 1)).toEqual({ year: BS_LAST_YEAR, month: 12, day: 1 });
    expect(addBsMonths({ year: BS_FIRST_YEAR, month: 1, day: 1 }, -1)).toEqual({ year: BS_FIRST_YEAR, month: 1, day: 1 });
  });
});

describe('a BS month as a grid', () => {
  it('lays Baisakh 2082 out Sunday first, starting on Monday 14 April 2025', () => {
    const weeks = bsMonthGrid(2082, 1);
    expect(weeks[0]).toEqual([null, '2025-04-14', '2025-04-15', '2025-04-16', '2025-04-17', '2025-04-18', '2025-04-19']);
    const days = weeks.flat().filter(Boolean);
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toBe('2025-05-14');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});
