// When an interview's reminders go out, in Nepal time (docs/decisions.md "Reminders").
import { addDays, kathmanduDate, kathmanduInstant } from '@/domain/calendar';

export const INTERVIEW_REMINDERS = ['day_before', 'hour_before'] as const;
export type InterviewReminder = (typeof INTERVIEW_REMINDERS)[number];

/** The evening reminder goes out at this Kathmandu time on the day before the interview. */
export const DAY_BEFORE_REMINDER_TIME = '18:00';
/** The last reminder goes out this long before the interview starts. */
export const HOUR_BEFORE_REMINDER_MS = 60 * 60_000;

/** The instant each reminder of an interview starting at `startsAt` is due. */
export function interviewReminderTimes(startsAt: Date): Record<InterviewReminder, Date> {
  return {
    day_before: kathmanduInstant(addDays(kathmanduDate(startsAt), -1), DAY_BEFORE_REMINDER_TIME),
    hour_before: new Date(startsAt.getTime() - HOUR_BEFORE_REMINDER_MS),
  };
}

/**
 * Whether a reminder due at its time still says something true at `now`: the day-before one until the hour-before
 * one is due (after a long outage only the nearer one goes out), the hour-before one until the interview starts.
 */
export function reminderStillUseful(which: InterviewReminder, startsAt: Date, now: Date): boolean {
  const until = which === 'day_before' ? interviewReminderTimes(startsAt).hour_before : startsAt;
  return now.getTime() < until.getTime();
}
