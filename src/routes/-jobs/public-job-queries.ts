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

export type MatchedJob = components['schemas']['MatchedJob'];

/** The list's filters as the API names them. */
function filtersOf(search: PublicJobsSearch) {
  return {
    search: search.q || undefined,
    province: search.province || undefined,
    district: search.district || undefined,
    category: JOB_CATEGORIES.find((c) => c === search.category),
    employment_type: EMPLOYMENT_TYPES.find((t) => t === search.type),
  };
}

/** The same filters ranked for the signed-in job seeker, with the seeker's own client (docs/seekers.md "Finding jobs"). */
export function bestMatchJobsQuery(seekerApi: ApiClient, seekerId: string, search: PublicJobsSearch) {
  return queryOptions({
    queryKey: ['seeker', seekerId, 'best-match', search],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => dataOrThrow(await seekerApi.GET('/api/seeker/jobs/best-match/', {
      signal, params: { query: { ...filtersOf(search), page: search.page } },
    })),
  });
}

/** What a saved search keeps of the list's filters. */
export function savedFiltersOf(search: PublicJobsSearch): components['schemas']['SavedSearchFilters'] {
  return Object.fromEntries(Object.entries(filtersOf(search)).filter(([, v]) => v !== undefined));
}
