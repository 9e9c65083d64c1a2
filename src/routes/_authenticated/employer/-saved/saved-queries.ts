import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';

export type SavedApplicant = components['schemas']['SavedApplicant'];
export type SavedApplicantList = components['schemas']['SavedApplicantList'];

export const savedApplicantsQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['saved', { page }],
    queryFn: async ({ signal }): Promise<SavedApplicantList> => {
      return dataOrThrow(await api.GET('/api/employer/saved-applicants/', {
        params: { query: { page, page_size: PAGE_SIZE_DEFAULT } },
        signal,
      }));
    },
    placeholderData: keepPreviousData,
  });
