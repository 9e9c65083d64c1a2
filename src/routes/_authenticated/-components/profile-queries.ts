import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull } from '@/api/answer';
import type { components } from '@/api/schema.gen';

export type CompanyProfile = components['schemas']['CompanyProfile'];
export type HrProfile = components['schemas']['HrProfile'];

// docs/requirements.md §4: a missing profile (404) is empty data, not an error.
export const companyProfileQuery = (api: ApiClient) => queryOptions({
  queryKey: ['profile', 'company'],
  queryFn: async ({ signal }): Promise<CompanyProfile | null> => {
    return dataOrNull(await api.GET('/api/profile/company/', { signal }));
  },
});

export const hrProfileQuery = (api: ApiClient) => queryOptions({
  queryKey: ['profile', 'hr'],
  queryFn: async ({ signal }): Promise<HrProfile | null> => {
    return dataOrNull(await api.GET('/api/profile/hr/', { signal }));
  },
});
