import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';

export type SeekerApplication = components['schemas']['SeekerApplication'];
export type SeekerApplicationDetail = components['schemas']['SeekerApplicationDetail'];

/** Keyed by the seeker, so another seeker signing in on the device never sees these answers. */
export const seekerKey = (seekerId: string) => ['seeker', seekerId] as const;

export function seekerApplicationsQuery(api: ApiClient, seekerId: string) {
  return queryOptions({
    queryKey: [...seekerKey(seekerId), 'applications'],
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/seeker/applications/', { signal })).results,
  });
}

export function seekerApplicationQuery(api: ApiClient, seekerId: string, id: string) {
  return queryOptions({
    queryKey: [...seekerKey(seekerId), 'application', id],
    queryFn: async ({ signal }) => dataOrNull(await api.GET('/api/seeker/applications/{id}/', { signal, params: { path: { id } } })),
  });
}

export function seekerSettingsQuery(api: ApiClient, seekerId: string) {
  return queryOptions({
    queryKey: [...seekerKey(seekerId), 'settings'],
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/seeker/settings/', { signal })),
  });
}

export function seekerProfileQuery(api: ApiClient, seekerId: string) {
  return queryOptions({
    queryKey: [...seekerKey(seekerId), 'profile'],
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/seeker/profile/', { signal })),
  });
}

export type SavedSearch = components['schemas']['SavedSearch'];

export function savedSearchesQuery(api: ApiClient, seekerId: string) {
  return queryOptions({
    queryKey: [...seekerKey(seekerId), 'saved-searches'],
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/seeker/saved-searches/', { signal })).results,
  });
}

export type SeekerConversation = components['schemas']['SeekerConversation'];
export type SeekerConversationThread = components['schemas']['SeekerConversationThread'];

export const seekerConversationsKey = (seekerId: string) => [...seekerKey(seekerId), 'conversations'] as const;

/** The seeker's conversations; the navigation's unread count reads the same answer. */
export function seekerConversationsQuery(api: ApiClient, seekerId: string) {
  return queryOptions({
    queryKey: seekerConversationsKey(seekerId),
    // A new message from an employer should show on the next page opened, not after the usual five minutes.
    staleTime: 0,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/seeker/conversations/', { signal })).results,
  });
}

/** One conversation; reading it marks the employer's messages read on the server. */
export function seekerConversationQuery(api: ApiClient, seekerId: string, id: string) {
  return queryOptions({
    queryKey: [...seekerConversationsKey(seekerId), id],
    // Fetched on every opening, so what is shown is also what the server marked read.
    staleTime: 0,
    queryFn: async ({ signal }) => dataOrNull(await api.GET('/api/seeker/conversations/{id}/', { signal, params: { path: { id } } })),
  });
}
