import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import { searchQuery, type CandidateSearch } from './candidate-search';

export type Candidate = components['schemas']['Candidate'];
export type CandidateList = components['schemas']['CandidateList'];
export type JobSeekerSummary = components['schemas']['JobSeekerSummary'];
export type Match = components['schemas']['Match'];
export type FilterOptions = components['schemas']['FilterOptions'];
export type SavedApplicant = components['schemas']['SavedApplicant'];

/** Values the filters offer, among them the employer's jobs to rank for. */
export const filterOptionsQuery = (api: ApiClient) => queryOptions({
  queryKey: ['candidates', 'filter-options'],
  queryFn: async ({ signal }): Promise<FilterOptions> => {
    return dataOrThrow(await api.GET('/api/employer/jobseekers/filter-options/', { signal }));
  },
});

export const candidateSearchQuery = (api: ApiClient, search: CandidateSearch) =>
  queryOptions({
    queryKey: ['candidates', 'search', search],
    queryFn: async ({ signal }): Promise<CandidateList> => {
      const query = searchQuery(search, PAGE_SIZE_DEFAULT);
      return dataOrThrow(await api.GET('/api/employer/jobseekers/', { params: { query }, signal }));
    },
    // Changing a filter keeps the current results on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
