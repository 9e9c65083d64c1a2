import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES } from '@/domain/job-fields';
import type { PublicJobsSearch } from './public-jobs-search';

export type PublicJob = components['schemas']['PublicJob'];
export type PublicJobSummary = components['schemas']['PublicJobSummary'];

export function publicJobsQuery(api: ApiClient, search: PublicJobsSearch) {
  return queryOptions({
    queryKey: ['public', 'jobs', search],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      return dataOrThrow(await api.GET('/api/jobs/', {
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
      }));
    },
  });
}

export function publicJobQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['public', 'job', id],
    queryFn: async ({ signal }): Promise<PublicJob | null> => {
      // A mistyped address (not an id) is as gone as a closed job.
      return dataOrNull(await api.GET('/api/jobs/{id}/', { signal, params: { path: { id } } }), [404, 400]);
    },
  });
}
