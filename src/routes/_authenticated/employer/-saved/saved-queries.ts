import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { splitServerErrors } from '@/components/server-field-errors';
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

/** Changes a saved entry's note; the server's message when it refuses (e.g. a note too long). */
export async function updateNote(api: ApiClient, id: string, note: string): Promise<{ ok: true; saved: SavedApplicant } | { ok: false; message: string }> {
  try {
    const { data, error, response } = await api.PATCH('/api/employer/saved-applicants/{id}/', {
      params: { path: { id } },
      body: { note },
    });
    if (data) return { ok: true, saved: data };
    const split = splitServerErrors(['note'] as const, response.status, error);
    return { ok: false, message: split.fieldErrors.note ?? split.formError ?? '' };
  } catch (thrown) {
    return { ok: false, message: failureFromThrown(thrown).message };
  }
}
