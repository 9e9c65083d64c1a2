import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';

export type DashboardStats = components['schemas']['DashboardStats'];

export const dashboardQuery = (api: ApiClient) => queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: async ({ signal }): Promise<DashboardStats> => {
    return dataOrThrow(await api.GET('/api/dashboard/stats/', { signal }));
  },
});
