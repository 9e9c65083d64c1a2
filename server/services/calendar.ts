// Calendar events: reading them as the API shows them, overlaps, and booking an interview through the
// application status rules.
import type { components } from '../../src/api/schema.gen';
import { CALENDAR_MESSAGES } from '../../src/domain/calendar-rules';
import { ApiError } from '../lib/api-error';
import { t, tIn } from '../lib/i18n';
import type { ApplicationRow, ApplicationsRepository } from '../repositories/applications';
import type { EventRow, EventsRepository, EventWithParty } from '../repositories/events';
import { changeStatus } from './applications';
import { isErasedEmail, shownSeekerName } from './seeker-privacy';

type Schemas = components['schemas'];
export type { EventRow, EventWithParty };

export function eventView(
  row: EventWithParty, interviewers: readonly { userId: string; fullName: string }[] = [], overlaps?: Schemas['CalendarEventOverlap'][],
): Schemas['CalendarEvent'] {
  const e = row.event;
  return {
    id: e.id,
    kind: e.kind as Schemas['CalendarEventKind'],
    application: e.applicationId,
    candidate_name: row.candidateName === null ? null : shownSeekerName(row.candidateName),
    candidate_email: row.candidateEmail === null || isErasedEmail(row.candidateEmail) ? null : row.candidateEmail,
    job_title: row.jobTitle,
    title: shownTitle(row),
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    location: e.location,
    meeting_url: e.meetingUrl,
    notes: e.notes,
    status: e.status as Schemas['CalendarEventStatus'],
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    interviewers: interviewers.map((m) => ({ user_id: m.userId, full_name: m.fullName })),
    ...(overlaps && { overlaps }),
  };
}

/** The company's other scheduled events overlapping `e` (none when `e` is not scheduled). */
export async function overlapsOf(events: EventsRepository, companyId: string, e: Pick<EventRow, 'id' | 'startsAt' | 'endsAt' | 'status'>) {
  if (e.status !== 'scheduled') return [];
  const rows = await events.overlapping(companyId, e);
  return rows.map((r) => ({ id: r.id, title: r.title, starts_at: r.startsAt.toISOString(), ends_at: r.endsAt.toISOString() }));
}

/**
 * Moves a locked application to `interview` as the status rules allow: from `applied` through `shortlisted`
 * (both steps in the history), unchanged when it is already at `interview`, otherwise the rules' 400.
 */
export async function moveToInterview(applications: ApplicationsRepository, row: ApplicationRow, o: { userId: string; now: Date }) {
  if (row.status === 'interview') return;
  if (row.status === 'applied') {
    await changeStatus(applications, row, 'shortlisted', o);
    await changeStatus(applications, { ...row, status: 'shortlisted' }, 'interview', o);
    return;
  }
  await changeStatus(applications, row, 'interview', o);
}

/** The title an interview gets when none is given, stored in the source language (English). */
export const interviewTitle = (candidate: string, jobTitle: string) => tIn('en', 'api.calendar.interviewTitle', { candidate, job: jobTitle });

/**
 * An event's title as the reader sees it: the title the server gave an interview is written in the reader's
 * language (docs/i18n.md); a title a person wrote, or one whose names have changed since, is shown as stored.
 */
function shownTitle(row: EventWithParty): string {
  const { kind, title } = row.event;
  const { candidateName: candidate, jobTitle: job } = row;
  if (kind !== 'interview' || candidate === null || job === null || title !== interviewTitle(candidate, job)) return title;
  return t('api.calendar.interviewTitle', { candidate, job });
}

/** The list's `from`/`to` span, checked. */
export function rangeFilter(from: string | undefined, to: string | undefined, maxDays: number): { from: Date; to: Date } | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) throw new ApiError(400, { non_field_errors: [CALENDAR_MESSAGES.rangeIncomplete] });
  const a = new Date(from);
  const b = new Date(to);
  if (b.getTime() <= a.getTime()) throw new ApiError(400, { to: [CALENDAR_MESSAGES.rangeOrder] });
  if (b.getTime() - a.getTime() > maxDays * 86_400_000) throw new ApiError(400, { to: [CALENDAR_MESSAGES.rangeTooLong] });
  return { from: a, to: b };
}
