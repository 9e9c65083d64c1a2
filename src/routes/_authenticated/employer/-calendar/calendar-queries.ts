import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow, okOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { splitServerErrors } from '@/components/server-field-errors';
import { PAGE_SIZE_MAX } from '@/domain/constants';

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

export const EVENT_FIELDS = ['title', 'starts_at', 'ends_at', 'location', 'meeting_url', 'notes', 'application'] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export type SaveResult =
  | { ok: true; event: CalendarEvent }
  | { ok: false; fieldErrors: Partial<Record<EventField, string>>; formError: string | null };

async function saving(call: () => Promise<{ data?: CalendarEvent; error?: unknown; response: Response }>): Promise<SaveResult> {
  try {
    const { data, error, response } = await call();
    if (data) return { ok: true, event: data };
    return { ok: false, ...splitServerErrors(EVENT_FIELDS, response.status, error) };
  } catch (thrown) {
    return { ok: false, fieldErrors: {}, formError: failureFromThrown(thrown).message };
  }
}

export const createEvent = (api: ApiClient, body: CalendarEventCreate) => saving(() => api.POST('/api/employer/events/', { body }));

export const updateEvent = (api: ApiClient, id: string, body: CalendarEventUpdate) =>
  saving(() => api.PATCH('/api/employer/events/{id}/', { params: { path: { id } }, body }));

/** Fetches the event's .ics with the token (a plain link would carry none) and saves it as a file. */
export async function downloadIcs(api: ApiClient, event: CalendarEvent): Promise<void> {
  const answer = await api.GET('/api/employer/events/{id}/ics/', {
    params: { path: { id: event.id } },
    parseAs: 'blob',
  });
  const data = dataOrThrow(answer);
  const { response } = answer;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'event.ics';
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export async function rotateFeed(api: ApiClient): Promise<CalendarFeed> {
  return dataOrThrow(await api.POST('/api/employer/calendar/feed/', {}));
}

export async function turnOffFeed(api: ApiClient): Promise<void> {
  okOrThrow(await api.DELETE('/api/employer/calendar/feed/', {}));
}
