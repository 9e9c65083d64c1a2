import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';

export type DashboardStats = components['schemas']['DashboardStats'];

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'stats'],
  queryFn: async ({ signal }): Promise<DashboardStats> => {
    const { data, error, response } = await api.GET('/api/dashboard/stats/', { signal });
    if (!data) throw failureFromResponse(response, error);
    return data;
  },
});
