// What makes a calendar event valid (docs/decisions.md "Calendar event"): one set of rules for the form and the server.
import { CALENDAR_EVENT_MAX_MS, CALENDAR_RANGE_MAX_DAYS } from '@/domain/constants';

export const CALENDAR_MESSAGES = {
  titleRequired: 'Please give the event a title',
  startRequired: 'Please choose when it starts',
  endRequired: 'Please choose when it ends',
  endBeforeStart: 'The end must be after the start',
  tooLong: 'An event can last at most 24 hours',
  interviewInPast: 'An interview must start in the future',
  badUrl: 'Enter a valid link starting with http:// or https://',
  applicationRequired: 'Choose the application the interview is for',
  applicationForEvent: 'Only an interview belongs to an application',
  cancelledIsFinal: 'A cancelled event cannot be changed',
  rangeIncomplete: 'Give both from and to, or neither',
  rangeOrder: '"to" must be after "from"',
  rangeTooLong: `A range can cover at most ${CALENDAR_RANGE_MAX_DAYS} days`,
} as const;

export type CalendarFieldErrors = Partial<Record<'title' | 'starts_at' | 'ends_at' | 'meeting_url', string[]>>;

/** A link the candidate can open: empty, or an absolute http(s) URL. */
export function isMeetingUrl(text: string): boolean {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !/\s/.test(text);
  } catch {
    return false;
  }
}

/**
 * The rules for an event as it will be saved. `isNewTime` is true when the start is being set now (booking or
 * rescheduling): only then must an interview lie in the future.
 */
export function validateEvent(e: {
  /** Undefined when not known (an invalid request): only the rules for every kind apply. */
  kind: 'interview' | 'event' | undefined;
  title: string;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string;
  isNewTime: boolean;
  now: Date;
}): CalendarFieldErrors {
  const errors: CalendarFieldErrors = {};
  if (e.kind === 'event' && e.title.trim() === '') errors.title = [CALENDAR_MESSAGES.titleRequired];
  const span = e.endsAt.getTime() - e.startsAt.getTime();
  if (span <= 0) errors.ends_at = [CALENDAR_MESSAGES.endBeforeStart];
  else if (span > CALENDAR_EVENT_MAX_MS) errors.ends_at = [CALENDAR_MESSAGES.tooLong];
  if (e.kind === 'interview' && e.isNewTime && e.startsAt.getTime() <= e.now.getTime()) {
    errors.starts_at = [CALENDAR_MESSAGES.interviewInPast];
  }
  if (!isMeetingUrl(e.meetingUrl.trim())) errors.meeting_url = [CALENDAR_MESSAGES.badUrl];
  return errors;
}
