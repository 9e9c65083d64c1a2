import { describe, expect, it } from 'vitest';
import { interviewReminderTimes, reminderStillUseful } from '@/domain/interview-reminders';

const at = (iso: string) => new Date(iso);
const iso = (times: Record<string, Date>) => Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.toISOString()]));

describe('interview reminder times (Nepal time)', () => {
  it('sends one at 18:00 NPT the evening before and one an hour before', () => {
    // Tue 15 Apr 2025, 10:00 NPT = 04:15 UTC.
    expect(iso(interviewReminderTimes(at('2025-04-15T04:15:00Z')))).toEqual({
      day_before: '2025-04-14T12:15:00.000Z', // Mon 14 Apr, 18:00 NPT
      hour_before: '2025-04-15T03:15:00.000Z', // Tue 15 Apr, 09:00 NPT
    });
  });

  it('takes "the day before" by the Kathmandu date, not the UTC one', () => {
    // 15 Apr 2025, 00:30 NPT is still 14 Apr in UTC (18:45Z): the evening before is 14 Apr NPT.
    expect(iso(interviewReminderTimes(at('2025-04-14T18:45:00Z')))).toEqual({
      day_before: '2025-04-14T12:15:00.000Z',
      hour_before: '2025-04-14T17:45:00.000Z', // 23:30 NPT on the 14th
    });
    // 15 Apr, 23:30 NPT (17:45Z): still the 14th's evening.
    expect(interviewReminderTimes(at('2025-04-15T17:45:00Z')).day_before.toISOString()).toBe('2025-04-14T12:15:00.000Z');
  });

  it('crosses months and years', () => {
    expect(interviewReminderTimes(at('2026-01-01T04:15:00Z')).day_before.toISOString()).toBe('2025-12-31T12:15:00.000Z');
  });

  it('keeps a late reminder only while it says something true', () => {
    const startsAt = at('2025-04-15T04:15:00Z');
    expect(reminderStillUseful('day_before', startsAt, at('2025-04-14T12:15:00Z'))).toBe(true);
    expect(reminderStillUseful('day_before', startsAt, at('2025-04-15T03:14:59Z'))).toBe(true);
    // Once the hour-before reminder is due, the evening one is stale.
    expect(reminderStillUseful('day_before', startsAt, at('2025-04-15T03:15:00Z'))).toBe(false);
    expect(reminderStillUseful('hour_before', startsAt, at('2025-04-15T04:14:59Z'))).toBe(true);
    expect(reminderStillUseful('hour_before', startsAt, startsAt)).toBe(false);
  });
});
