import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';

export type CompanyProfile = components['schemas']['CompanyProfile'];
export type HrProfile = components['schemas']['HrProfile'];

// docs/requirements.md §4: a missing profile (404) is empty data, not an error.
export const companyProfileQuery = queryOptions({
  queryKey: ['profile', 'company'],
  queryFn: async ({ signal }): Promise<CompanyProfile | null> => {
    const { data, error, response } = await api.GET('/api/profile/company/', { signal });
    if (data) return data;
    if (response.status === 404) return null;
    throw failureFromResponse(response, error);
  },
});

export const hrProfileQuery = queryOptions({
  queryKey: ['profile', 'hr'],
  queryFn: async ({ signal }): Promise<HrProfile | null> => {
    const { data, error, response } = await api.GET('/api/profile/hr/', { signal });
    if (data) return data;
    if (response.status === 404) return null;
    throw failureFromResponse(response, error);
  },
});
