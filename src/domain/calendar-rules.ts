// What makes a calendar event valid (docs/decisions.md "Calendar event"): one set of rules for the form and the server.
import { CALENDAR_EVENT_MAX_MS, CALENDAR_RANGE_MAX_DAYS } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';

export const CALENDAR_MESSAGES = {
  get titleRequired() { return t('rules.calendar.titleRequired'); },
  get startRequired() { return t('rules.calendar.startRequired'); },
  get endRequired() { return t('rules.calendar.endRequired'); },
  get endBeforeStart() { return t('rules.calendar.endBeforeStart'); },
  get tooLong() { return t('rules.calendar.tooLong'); },
  get interviewInPast() { return t('rules.calendar.interviewInPast'); },
  get badUrl() { return t('rules.calendar.badUrl'); },
  get applicationRequired() { return t('rules.calendar.applicationRequired'); },
  get applicationForEvent() { return t('rules.calendar.applicationForEvent'); },
  get cancelledIsFinal() { return t('rules.calendar.cancelledIsFinal'); },
  get rangeIncomplete() { return t('rules.calendar.rangeIncomplete'); },
  get rangeOrder() { return t('rules.calendar.rangeOrder'); },
  get rangeTooLong() { return t('rules.calendar.rangeTooLong', { max: String(CALENDAR_RANGE_MAX_DAYS) }); },
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
