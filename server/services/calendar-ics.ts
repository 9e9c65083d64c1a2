// Events as iCalendar (RFC 5545) text through the `ics` package: one event to download or mail, or the whole
// subscription feed.
import { createEvents, type EventAttributes } from 'ics';
import { kathmanduDate } from '../../src/domain/calendar';
import type { EventWithParty } from './calendar';

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface IcsOptions {
  method: IcsMethod;
  productName: string;
  companyName: string;
  /** Who the event is from: the employer's account (replies from calendars go there). */
  organizer?: { name: string; email: string };
  /** For a candidate's copy: their own view (no internal notes), with them as the attendee. */
  forCandidate?: boolean;
  calName?: string;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const uid = (id: string) => `${id}@jagir-calendar`;

function describe(row: EventWithParty, o: IcsOptions): string {
  const e = row.event;
  const lines: string[] = [];
  if (o.forCandidate) {
    lines.push(`Interview with ${o.companyName}${row.jobTitle ? ` for ${row.jobTitle}` : ''}.`);
  } else {
    if (row.candidateName) lines.push(`Candidate: ${row.candidateName}${row.candidateEmail ? ` <${row.candidateEmail}>` : ''}`);
    if (row.jobTitle) lines.push(`Job: ${row.jobTitle}`);
    if (e.notes) lines.push('', e.notes);
  }
  if (e.meetingUrl) lines.push('', `Join online: ${e.meetingUrl}`);
  return lines.join('\n').trim();
}

function attributes(row: EventWithParty, o: IcsOptions): EventAttributes {
  const e = row.event;
  const cancelled = o.method === 'CANCEL' || e.status === 'cancelled';
  const description = describe(row, o);
  return {
    uid: uid(e.id),
    sequence: e.sequence,
    start: e.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: o.forCandidate ? `Interview with ${o.companyName}` : e.title,
    ...(description && { description }),
    ...(e.location && { location: e.location }),
    ...(e.meetingUrl && { url: e.meetingUrl }),
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    lastModified: e.updatedAt.getTime(),
    ...(o.organizer && { organizer: o.organizer }),
    ...(o.forCandidate && row.candidateEmail && {
      attendees: [{ name: row.candidateName ?? row.candidateEmail, email: row.candidateEmail, rsvp: false, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
    }),
  };
}

/** One calendar with `rows` as its events. */
export function calendarIcs(rows: EventWithParty[], o: IcsOptions): string {
  const { error, value } = createEvents(rows.map((r) => attributes(r, o)), {
    productId: `-//${o.productName}//Calendar//EN`,
    method: o.method,
    ...(o.calName && { calName: o.calName }),
  });
  if (error || value === null) throw error ?? new Error('iCalendar text could not be made');
  return value;
}

/** A file name for one event by its Kathmandu date, e.g. `interview-2025-04-20.ics`. */
export function icsFileName(row: EventWithParty): string {
  return `${row.event.kind === 'interview' ? 'interview' : 'event'}-${kathmanduDate(row.event.startsAt)}.ics`;
}
