import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow, okOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { splitServerErrors } from '@/components/server-field-errors';
import { PAGE_SIZE_MAX } from '@/domain/constants';
import { isRequestFailure } from '@/domain/request-failure';
import type { EnqueueOutcome, WriteRequest } from '@/session/workspace-outbox';
import { saveFile } from '@/components/save-file';

export type CalendarEvent = components['schemas']['CalendarEvent'];
export type CalendarEventCreate = components['schemas']['CalendarEventCreate'];
export type CalendarEventUpdate = components['schemas']['CalendarEventUpdate'];
export type CalendarFeed = components['schemas']['CalendarFeed'];

/** Every event overlapping the range (the server pages; a busy month may take more than one page). */
export const eventsQuery = (api: ApiClient, from: Date, to: Date) =>
  queryOptions({
    queryKey: ['calendar', 'events', { from: from.toISOString(), to: to.toISOString() }],
    queryFn: async ({ signal }): Promise<CalendarEvent[]> => {
      const all: CalendarEvent[] = [];
      for (let page = 1; ; page++) {
        const data = dataOrThrow(await api.GET('/api/employer/events/', {
          params: { query: { from: from.toISOString(), to: to.toISOString(), page, page_size: PAGE_SIZE_MAX } },
          signal,
        }));
        all.push(...data.results);
        if (!data.next) return all;
      }
    },
    placeholderData: keepPreviousData,
  });

/** The interviews booked for one application. */
export const applicationEventsQuery = (api: ApiClient, applicationId: string) =>
  queryOptions({
    queryKey: ['calendar', 'application', applicationId],
    queryFn: async ({ signal }): Promise<CalendarEvent[]> => {
      const data = dataOrThrow(await api.GET('/api/employer/events/', {
        params: { query: { application: applicationId, page_size: PAGE_SIZE_MAX } },
        signal,
      }));
      return data.results;
    },
  });

export const eventQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['calendar', 'event', id],
    queryFn: async ({ signal }): Promise<CalendarEvent | null> => {
      return dataOrNull(await api.GET('/api/employer/events/{id}/', { params: { path: { id } }, signal }), [404, 400]);
    },
  });

export const feedQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['calendar', 'feed'],
    queryFn: async ({ signal }): Promise<CalendarFeed> => {
      return dataOrThrow(await api.GET('/api/employer/calendar/feed/', { signal }));
    },
  });

export const EVENT_FIELDS = ['title', 'starts_at', 'ends_at', 'location', 'meeting_url', 'notes', 'application', 'interviewers'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type SaveResult =
  | { ok: true; event: CalendarEvent }
  | { ok: false; fieldErrors: Partial<Record<EventField, string>>; formError: string | null };

/** What a save through the workspace outbox came to: the saved event, the server's refusal, or waiting to be sent. */
export type OutboxSaveResult = SaveResult | { ok: 'queued' };

/** Turns the outbox's first answer into the form's: a refusal is dropped from the outbox and shown in the form. */
export function eventSaveResult(outcome: EnqueueOutcome, discard: (key: string) => void): OutboxSaveResult {
  if (outcome.type === 'delivered') return { ok: true, event: outcome.output as CalendarEvent };
  if (outcome.type === 'queued') return { ok: 'queued' };
  discard(outcome.key);
  const failure = isRequestFailure(outcome.error) ? outcome.error : null;
  if (!failure || failure.status === null) return { ok: false, fieldErrors: {}, formError: outcome.reason };
  return { ok: false, ...splitServerErrors(EVENT_FIELDS, failure.status, failure.body) };
}

/** An event's writes in the outbox: one resource per event, a new one its own until the server has it. */
export const eventResource = (id: string) => `event:${id}`;
export const newEventResource = () => `event:new:${crypto.randomUUID()}`;
export const EVENT_INVALIDATE = [['calendar']] as const;

/** The create request as the outbox sends it. */
export const createEventRequest = (body: CalendarEventCreate): WriteRequest => ({ method: 'POST', path: '/api/employer/events/', body });

export const updateEventRequest = (id: string, body: CalendarEventUpdate): WriteRequest =>
  ({ method: 'PATCH', path: '/api/employer/events/{id}/', params: { path: { id } }, body });

/** Fetches the event's .ics with the token (a plain link would carry none) and saves it as a file. */
export async function downloadIcs(api: ApiClient, event: CalendarEvent): Promise<void> {
  const answer = await api.GET('/api/employer/events/{id}/ics/', {
    params: { path: { id: event.id } },
    parseAs: 'blob',
  });
  const data = dataOrThrow(answer);
  const { response } = answer;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'event.ics';
  saveFile(data as Blob, name);
}

export async function rotateFeed(api: ApiClient): Promise<CalendarFeed> {
  return dataOrThrow(await api.POST('/api/employer/calendar/feed/', {}));
}

export async function turnOffFeed(api: ApiClient): Promise<void> {
  okOrThrow(await api.DELETE('/api/employer/calendar/feed/', {}));
}
