import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_MAX } from '@/domain/constants';

export type NotificationSettings = components['schemas']['NotificationSettings'];
export type ActiveSession = components['schemas']['ActiveSession'];
export type PushDevice = components['schemas']['PushSubscription'];

export const notificationSettingsQuery = (api: ApiClient) => queryOptions({
  queryKey: ['settings', 'notifications'],
  queryFn: async ({ signal }): Promise<NotificationSettings> => {
    return dataOrThrow(await api.GET('/api/settings/notifications/', { signal }));
  },
});

/** Every signed-in device (an account rarely has more than a page of them). */
export const activeSessionsQuery = (api: ApiClient) => queryOptions({
  queryKey: ['settings', 'sessions'],
  queryFn: async ({ signal }): Promise<ActiveSession[]> => {
    const data = dataOrThrow(await api.GET('/api/auth/sessions/', {
      params: { query: { page_size: PAGE_SIZE_MAX } },
      signal,
    }));
    return data.results;
  },
});

/** The account's devices with push notifications (at most PUSH_DEVICES_MAX, so one page). */
export const pushDevicesQuery = (api: ApiClient) => queryOptions({
  queryKey: ['settings', 'push-devices'],
  queryFn: async ({ signal }): Promise<PushDevice[]> => {
    const data = dataOrThrow(await api.GET('/api/settings/push-subscriptions/', {
      params: { query: { page_size: PAGE_SIZE_MAX } },
      signal,
    }));
    return data.results;
  },
});
