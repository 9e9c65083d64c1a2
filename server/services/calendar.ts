// Calendar events: reading them as the API shows them, overlaps, and booking an interview through the
// application status rules.
import { and, asc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema.gen';
import { CALENDAR_MESSAGES } from '../../src/domain/calendar-rules';
import type { Db, Tx } from '../db/client';
import { applications, calendarEvents, jobSeekers, jobs } from '../db/schema';
import { ApiError } from '../lib/api-error';
import { changeStatus } from './applications';

type Schemas = components['schemas'];
export type EventRow = typeof calendarEvents.$inferSelect;

export interface EventWithParty {
  event: EventRow;
  candidateName: string | null;
  candidateEmail: string | null;
  jobTitle: string | null;
}

const columns = {
  event: calendarEvents,
  candidateName: jobSeekers.fullName,
  candidateEmail: jobSeekers.email,
  jobTitle: jobs.title,
};

/** The company's events matching `where`, earliest first, with the candidate and job of interviews. */
export function selectEvents(db: Db | Tx, companyId: string, where?: SQL, page?: { limit: number; offset: number }): Promise<EventWithParty[]> {
  const q = db.select(columns).from(calendarEvents)
    .leftJoin(applications, eq(applications.id, calendarEvents.applicationId))
    .leftJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(calendarEvents.companyId, companyId), where))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .$dynamic();
  return page ? q.limit(page.limit).offset(page.offset) : q;
}

export async function eventOf(db: Db | Tx, companyId: string, id: string): Promise<EventWithParty | undefined> {
  const [row] = await selectEvents(db, companyId, eq(calendarEvents.id, id));
  return row;
}

export function eventView(row: EventWithParty, overlaps?: Schemas['CalendarEventOverlap'][]): Schemas['CalendarEvent'] {
  const e = row.event;
  return {
    id: e.id,
    kind: e.kind as Schemas['CalendarEventKind'],
    application: e.applicationId,
    candidate_name: row.candidateName,
    candidate_email: row.candidateEmail,
    job_title: row.jobTitle,
    title: e.title,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    location: e.location,
    meeting_url: e.meetingUrl,
    notes: e.notes,
    status: e.status as Schemas['CalendarEventStatus'],
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    ...(overlaps && { overlaps }),
  };
}

/** The company's other scheduled events overlapping `e` (none when `e` is not scheduled). */
export async function overlapsOf(db: Db | Tx, companyId: string, e: Pick<EventRow, 'id' | 'startsAt' | 'endsAt' | 'status'>) {
  if (e.status !== 'scheduled') return [];
  const rows = await db.select({ id: calendarEvents.id, title: calendarEvents.title, startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt })
    .from(calendarEvents)
    .where(and(
      eq(calendarEvents.companyId, companyId), eq(calendarEvents.status, 'scheduled'), ne(calendarEvents.id, e.id),
      lt(calendarEvents.startsAt, e.endsAt), gt(calendarEvents.endsAt, e.startsAt),
    ))
    .orderBy(asc(calendarEvents.startsAt)).limit(20);
  return rows.map((r) => ({ id: r.id, title: r.title, starts_at: r.startsAt.toISOString(), ends_at: r.endsAt.toISOString() }));
}

/**
 * Moves a locked application to `interview` as the status rules allow: from `applied` through `shortlisted`
 * (both steps in the history), unchanged when it is already at `interview`, otherwise the rules' 400.
 */
export async function moveToInterview(tx: Tx, row: typeof applications.$inferSelect, o: { userId: string; now: Date }) {
  if (row.status === 'interview') return;
  if (row.status === 'applied') {
    await changeStatus(tx, row, 'shortlisted', o);
    await changeStatus(tx, { ...row, status: 'shortlisted' }, 'interview', o);
    return;
  }
  await changeStatus(tx, row, 'interview', o);
}

/** The title an interview gets when none is given. */
export const interviewTitle = (candidate: string, jobTitle: string) => `Interview: ${candidate} (${jobTitle})`;

/** The list's `from`/`to` filter, checked. */
export function rangeFilter(from: string | undefined, to: string | undefined, maxDays: number): SQL | undefined {
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) throw new ApiError(400, { non_field_errors: [CALENDAR_MESSAGES.rangeIncomplete] });
  const a = new Date(from);
  const b = new Date(to);
  if (b.getTime() <= a.getTime()) throw new ApiError(400, { to: [CALENDAR_MESSAGES.rangeOrder] });
  if (b.getTime() - a.getTime() > maxDays * 86_400_000) throw new ApiError(400, { to: [CALENDAR_MESSAGES.rangeTooLong] });
  return and(lt(calendarEvents.startsAt, b), gt(calendarEvents.endsAt, a));
}

export const countEvents = async (db: Db, companyId: string, where?: SQL) => {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(calendarEvents).where(and(eq(calendarEvents.companyId, companyId), where));
  return r?.n ?? 0;
};
