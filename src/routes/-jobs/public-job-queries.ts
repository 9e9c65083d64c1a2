import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES } from '@/domain/job-fields';
import type { PublicJobsSearch } from './public-jobs-search';

export type PublicJob = components['schemas']['PublicJob'];
export type PublicJobSummary = components['schemas']['PublicJobSummary'];

export function publicJobsQuery(search: PublicJobsSearch) {
  return queryOptions({
    queryKey: ['public', 'jobs', search],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/jobs/', {
        signal,
        params: {
          query: {
            search: search.q || undefined,
            province: search.province || undefined,
            district: search.district || undefined,
            category: JOB_CATEGORIES.find((c) => c === search.category),
            employment_type: EMPLOYMENT_TYPES.find((t) => t === search.type),
            page: search.page,
          },
        },
      });
      if (!data) throw failureFromResponse(response, error);
      return data;
    },
  });
}

export function publicJobQuery(id: string) {
  return queryOptions({
    queryKey: ['public', 'job', id],
    queryFn: async ({ signal }): Promise<PublicJob | null> => {
      const { data, error, response } = await api.GET('/api/jobs/{id}/', { signal, params: { path: { id } } });
      if (data) return data;
      // A mistyped address (not an id) is as gone as a closed job.
      if (response.status === 404 || response.status === 400) return null;
      throw failureFromResponse(response, error);
    },
  });
}
