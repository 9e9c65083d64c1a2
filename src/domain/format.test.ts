import { describe, expect, it } from 'vitest';
import { formatAdDate, formatBsDate, formatDateWithBs, formatNpr, kathmanduDay } from '@/domain/format';

describe('formatNpr', () => {
  it.each([
    [0, 'NPR 0'],
    [100, 'NPR 1'],
    [99_900, 'NPR 999'],
    [100_000, 'NPR 1,000'],
    [12_345_600, 'NPR 1,23,456'],
    [1_234_567_800, 'NPR 1,23,45,678'],
    [12_345_650, 'NPR 1,23,456.50'],
    [5, 'NPR 0.05'],
    [-250_000, '-NPR 2,500'],
  ])('%i paisa → %s', (paisa, text) => {
    expect(formatNpr(paisa)).toBe(text);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => formatNpr(1.5)).toThrow('Amount must be whole paisa');
  });
});

describe('dates in Asia/Kathmandu', () => {
  it('uses the Kathmandu day, not UTC (UTC+05:45)', () => {
    // 18:30 UTC on 13 April is 00:15 on 14 April in Kathmandu.
    const instant = new Date('2025-04-13T18:30:00Z');
    expect(kathmanduDay(instant)).toEqual({ year: 2025, month: 4, day: 14 });
    expect(formatAdDate(instant)).toBe('14 Apr 2025');
  });

  it('changes day at Kathmandu midnight, 18:15 UTC, whatever it was asked before', () => {
    // Arrange: asked just before midnight first, so a remembered answer would be the old day.
    const before = new Date('2025-04-13T18:14:59.999Z');
    const midnight = new Date('2025-04-13T18:15:00Z');

    // Act
    const days = [before, midnight, before, new Date('2025-04-13T18:29:59Z')].map((instant) => kathmanduDay(instant).day);

    // Assert
    expect(days).toEqual([13, 14, 13, 14]);
  });

  it('shows Nepali New Year 2082 BS on 14 April 2025', () => {
    expect(formatBsDate(new Date('2025-04-14T06:00:00Z'))).toBe('1 Baisakh 2082');
  });

  it('shows the day before New Year as the last day of Chaitra 2081', () => {
    expect(formatBsDate(new Date('2025-04-13T12:00:00Z'))).toBe('31 Chaitra 2081');
  });

  it('puts the BS date beside the AD date', () => {
    expect(formatDateWithBs(new Date('2025-04-14T06:00:00Z'))).toBe('14 Apr 2025 (1 Baisakh 2082 BS)');
  });
});
