import { describe, expect, it } from 'vitest';
import {
  addDays, addMonths, isLocalDate, itemsOnDay, kathmanduDate, kathmanduInstant, kathmanduTime, monthGrid, overlapsOf,
  spansOverlap, stepDate, viewDays, viewRange, weekDays, weekStart,
} from '@/domain/calendar';
import { CALENDAR_MESSAGES, isMeetingUrl, validateEvent } from '@/domain/calendar-rules';
import { formatAdSpan, formatBsSpan, formatDayHeading, formatDaysTitle, formatEventWhen } from '@/domain/calendar-format';

const at = (iso: string) => new Date(iso);

describe('Kathmandu time', () => {
  it('is UTC+05:45 both ways, across midnight', () => {
    expect(kathmanduDate(at('2025-04-13T18:14:00Z'))).toBe('2025-04-13');
    expect(kathmanduDate(at('2025-04-13T18:15:00Z'))).toBe('2025-04-14');
    expect(kathmanduTime(at('2025-04-14T04:15:00Z'))).toBe('10:00');
    expect(kathmanduInstant('2025-04-14', '10:00').toISOString()).toBe('2025-04-14T04:15:00.000Z');
    expect(kathmanduInstant('2025-04-14').toISOString()).toBe('2025-04-13T18:15:00.000Z');
    expect(() => kathmanduInstant('2025-02-30', '10:00')).toThrow(RangeError);
    expect(() => kathmanduInstant('2025-02-03', '24:00')).toThrow(RangeError);
  });

  it('agrees with Intl for every hour of a year (no daylight saving)', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 3_600_000 * 7) {
      const p = Object.fromEntries(intl.formatToParts(t).map((x) => [x.type, x.value]));
      expect(`${kathmanduDate(new Date(t))} ${kathmanduTime(new Date(t))}`).toBe(`${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`);
    }
  });

  it('checks dates', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-4-1')).toBe(false);
  });
});

describe('weeks and months', () => {
  it('starts weeks on Sunday', () => {
    expect(weekStart('2025-04-16')).toBe('2025-04-13');
    expect(weekStart('2025-04-13')).toBe('2025-04-13');
    expect(weekDays('2025-04-19')).toEqual(['2025-04-13', '2025-04-14', '2025-04-15', '2025-04-16', '2025-04-17', '2025-04-18', '2025-04-19']);
  });

  it('makes a month grid of whole weeks covering the month', () => {
    const april = monthGrid('2025-04-20');
    expect(april).toHaveLength(5);
    expect(april[0]![0]).toBe('2025-03-30');
    expect(april.at(-1)![6]).toBe('2025-05-03');
    expect(monthGrid('2026-02-10')).toHaveLength(4); // 1 Feb 2026 is a Sunday, 28 days
    expect(monthGrid('2025-08-01')).toHaveLength(6);
    expect(april.flat()).toContain('2025-04-30');
  });

  it('steps views and gives their ranges in Kathmandu midnights', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-01');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(stepDate('month', '2025-04-20', 1)).toBe('2025-05-01');
    expect(stepDate('week', '2025-04-20', -1)).toBe('2025-04-13');
    expect(stepDate('agenda', '2025-04-20', 1)).toBe('2025-05-20');
    expect(viewDays('week', '2025-04-16')).toEqual({ first: '2025-04-13', last: '2025-04-19' });
    expect(viewDays('agenda', '2025-04-16')).toEqual({ first: '2025-04-16', last: '2025-05-15' });
    const r = viewRange('week', '2025-04-16');
    expect(r.from.toISOString()).toBe('2025-04-12T18:15:00.000Z');
    expect(r.to.toISOString()).toBe('2025-04-19T18:15:00.000Z');
  });
});

describe('overlaps', () => {
  const ev = (id: string, from: string, to: string, status = 'scheduled') => ({ id, status, startsAt: at(from), endsAt: at(to) });
  it('finds scheduled others that overlap; touching ends do not', () => {
    const a = ev('a', '2025-04-14T04:00:00Z', '2025-04-14T05:00:00Z');
    const others = [
      a,
      ev('b', '2025-04-14T04:30:00Z', '2025-04-14T06:00:00Z'),
      ev('c', '2025-04-14T05:00:00Z', '2025-04-14T06:00:00Z'),
      ev('d', '2025-04-14T03:00:00Z', '2025-04-14T04:30:00Z', 'cancelled'),
      ev('e', '2025-04-14T03:00:00Z', '2025-04-14T07:00:00Z', 'done'),
    ];
    expect(overlapsOf(a, others).map((o) => o.id)).toEqual(['b']);
    expect(overlapsOf({ ...a, status: 'cancelled' }, others)).toEqual([]);
    expect(spansOverlap(a, others[2]!)).toBe(false);
  });

  it('puts an event on every Kathmandu day it touches, earliest first', () => {
    const late = ev('late', '2025-04-14T17:00:00Z', '2025-04-14T19:00:00Z'); // 22:45–00:45 NPT
    const early = ev('early', '2025-04-14T02:00:00Z', '2025-04-14T03:00:00Z');
    expect(itemsOnDay([late, early], '2025-04-14').map((i) => i.id)).toEqual(['early', 'late']);
    expect(itemsOnDay([late, early], '2025-04-15').map((i) => i.id)).toEqual(['late']);
    expect(itemsOnDay([late, early], '2025-04-16')).toEqual([]);
  });
});

describe('event rules', () => {
  const now = at('2025-04-14T04:15:00Z');
  const base = { kind: 'event' as const, title: 'Lunch', startsAt: at('2025-04-15T04:00:00Z'), endsAt: at('2025-04-15T05:00:00Z'), meetingUrl: '', isNewTime: true, now };
  it('accepts a good event and names each broken rule', () => {
    expect(validateEvent(base)).toEqual({});
    expect(validateEvent({ ...base, title: ' ', endsAt: base.startsAt, meetingUrl: 'ftp://x' })).toEqual({
      title: [CALENDAR_MESSAGES.titleRequired], ends_at: [CALENDAR_MESSAGES.endBeforeStart], meeting_url: [CALENDAR_MESSAGES.badUrl],
    });
    expect(validateEvent({ ...base, endsAt: at('2025-04-16T04:00:01Z') })).toEqual({ ends_at: [CALENDAR_MESSAGES.tooLong] });
  });
  it('wants a new interview time in the future; an unchanged past time is fine', () => {
    const past = { ...base, kind: 'interview' as const, title: '', startsAt: at('2025-04-13T04:00:00Z'), endsAt: at('2025-04-13T05:00:00Z') };
    expect(validateEvent(past)).toEqual({ starts_at: [CALENDAR_MESSAGES.interviewInPast] });
    expect(validateEvent({ ...past, isNewTime: false })).toEqual({});
  });
  it('takes only http(s) links', () => {
    expect(isMeetingUrl('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isMeetingUrl('')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'meet.google.com/x', 'https://', 'http://a b.com']) expect(isMeetingUrl(bad), bad).toBe(false);
  });
});

describe('event text', () => {
  it('writes Nepal time with the BS date', () => {
    expect(formatEventWhen(at('2025-04-14T04:15:00Z'), at('2025-04-14T05:00:00Z')))
      .toBe('Mon, 14 Apr 2025 (1 Baisakh 2082 BS), 10:00–10:45 Nepal time');
    expect(formatEventWhen(at('2025-04-14T17:15:00Z'), at('2025-04-14T18:45:00Z')))
      .toBe('Mon, 14 Apr 2025 (1 Baisakh 2082 BS), 23:00–Tue, 15 Apr 2025 (2 Baisakh 2082 BS), 00:30 Nepal time');
    expect(formatDayHeading('2025-04-14')).toBe('Monday 14 Apr 2025 (1 Baisakh 2082 BS)');
    expect(formatBsSpan('2025-04-01', '2025-04-30')).toBe('Chaitra 2081–Baisakh 2082 BS');
    expect(formatBsSpan('2025-05-01', '2025-05-31')).toBe('Baisakh–Jestha 2082 BS');
    expect(formatBsSpan('2025-04-14', '2025-04-20')).toBe('Baisakh 2082 BS');
  });

  it('titles a week or the agenda briefly, AD with BS, each month and year once', () => {
    expect(formatDaysTitle('2026-11-22', '2026-11-28')).toBe('22–28 Nov 2026 (6–12 Mangsir 2083 BS)');
    expect(formatDaysTitle('2026-11-08', '2026-11-14')).toBe('8–14 Nov 2026 (22–28 Kartik 2083 BS)');
    expect(formatDaysTitle('2026-11-15', '2026-11-21')).toBe('15–21 Nov 2026 (29 Kartik – 5 Mangsir 2083 BS)');
    expect(formatDaysTitle('2026-11-29', '2026-12-05')).toBe('29 Nov – 5 Dec 2026 (13–19 Mangsir 2083 BS)');
    expect(formatDaysTitle('2025-04-10', '2025-04-16')).toBe('10–16 Apr 2025 (28 Chaitra 2081 – 3 Baisakh 2082 BS)');
    expect(formatDaysTitle('2024-12-29', '2025-01-04')).toBe('29 Dec 2024 – 4 Jan 2025 (14–20 Poush 2081 BS)');
    expect(formatAdSpan('2024-12-16', '2025-01-14')).toBe('Dec 2024–Jan 2025 AD');
    expect(formatAdSpan('2025-05-15', '2025-06-14')).toBe('May–Jun 2025 AD');
  });
});
