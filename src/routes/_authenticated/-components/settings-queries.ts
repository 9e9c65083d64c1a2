import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_MAX } from '@/domain/constants';

export type NotificationSettings = components['schemas']['NotificationSettings'];
export type ActiveSession = components['schemas']['ActiveSession'];

export const notificationSettingsQuery = queryOptions({
  queryKey: ['settings', 'notifications'],
  queryFn: async ({ signal }): Promise<NotificationSettings> => {
    const { data, error, response } = await api.GET('/api/settings/notifications/', { signal });
    if (!data) throw failureFromResponse(response, error);
    return data;
  },
});

/** Every signed-in device (an account rarely has more than a page of them). */
export const activeSessionsQuery = queryOptions({
  queryKey: ['settings', 'sessions'],
  queryFn: async ({ signal }): Promise<ActiveSession[]> => {
    const { data, error, response } = await api.GET('/api/auth/sessions/', {
      params: { query: { page_size: PAGE_SIZE_MAX } },
      signal,
    });
    if (!data) throw failureFromResponse(response, error);
    return data.results;
  },
});
