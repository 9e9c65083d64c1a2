// The hiring team's reads (docs/teams.md): the caller's membership, the members, pending invitations, and the jobs
// a hiring manager can be given.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_MAX } from '@/domain/constants';
import { splitServerErrors } from '@/components/server-field-errors';
import { failureFromThrown } from '@/api/error-text';

export type TeamMember = components['schemas']['TeamMember'];
export type TeamInvitation = components['schemas']['TeamInvitation'];
export type InvitableRole = components['schemas']['InvitableRole'];

export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  jobs: ['team', 'jobs'] as const,
};

export const teamMembersQuery = (api: ApiClient) => queryOptions({
  queryKey: teamKeys.members,
  queryFn: async ({ signal }): Promise<TeamMember[]> => dataOrThrow(await api.GET('/api/employer/team/members/', { signal })).results,
});

export const teamInvitationsQuery = (api: ApiClient) => queryOptions({
  queryKey: teamKeys.invitations,
  queryFn: async ({ signal }): Promise<TeamInvitation[]> =>
    dataOrThrow(await api.GET('/api/employer/team/invitations/', { signal })).results,
});

/** The company's jobs by id and title (the newest hundred: what a hiring manager can be given here). */
export const teamJobsQuery = (api: ApiClient) => queryOptions({
  queryKey: teamKeys.jobs,
  queryFn: async ({ signal }): Promise<{ id: string; title: string }[]> => {
    const data = dataOrThrow(await api.GET('/api/employer/jobs/', {
      signal, params: { query: { page_size: PAGE_SIZE_MAX, ordering: '-created_at' } },
    }));
    return data.results.map((j) => ({ id: j.id, title: j.title }));
  },
});

/** After a change to the team: every team read loads again. */
export const teamChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: teamKeys.all });

/** A refused write as its form shows it: messages at their fields, else one message for the form. */
export function formErrorsOf<F extends string>(thrown: unknown, fields: readonly F[]) {
  const failure = failureFromThrown(thrown);
  if (failure.kind !== 'http' || failure.status === null) return { fieldErrors: {} as Partial<Record<F, string>>, formError: failure.message };
  const split = splitServerErrors(fields, failure.status, failure.body);
  return { fieldErrors: split.fieldErrors, formError: split.formError ?? null };
}
