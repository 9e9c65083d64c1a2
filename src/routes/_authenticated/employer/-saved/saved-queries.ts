import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse, failureFromThrown } from '@/api/error-text';
import { splitServerErrors } from '@/components/server-field-errors';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';

export type SavedApplicant = components['schemas']['SavedApplicant'];
export type SavedApplicantList = components['schemas']['SavedApplicantList'];

export const savedApplicantsQuery = (page: number) =>
  queryOptions({
    queryKey: ['saved', { page }],
    queryFn: async ({ signal }): Promise<SavedApplicantList> => {
      const { data, error, response } = await api.GET('/api/employer/saved-applicants/', {
        params: { query: { page, page_size: PAGE_SIZE_DEFAULT } },
        signal,
      });
      if (data) return data;
      throw failureFromResponse(response, error);
    },
    placeholderData: keepPreviousData,
  });

/** Changes a saved entry's note; the server's message when it refuses (e.g. a note too long). */
export async function updateNote(id: string, note: string): Promise<{ ok: true; saved: SavedApplicant } | { ok: false; message: string }> {
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
