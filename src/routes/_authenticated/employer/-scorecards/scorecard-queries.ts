import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';

export type JobScorecard = components['schemas']['JobScorecard'];
export type ScorecardCriterion = components['schemas']['ScorecardCriterion'];
export type ApplicationScorecards = components['schemas']['ApplicationScorecards'];
export type Scorecard = components['schemas']['Scorecard'];
export type ScorecardSubmit = components['schemas']['ScorecardSubmit'];
export type Recommendation = components['schemas']['Recommendation'];
export type TeamMember = components['schemas']['TeamMember'];
export type TeamMe = components['schemas']['TeamMe'];

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const satisfies readonly Recommendation[];
export const RATINGS = [1, 2, 3, 4] as const;

/** The caller as a member: their role decides which controls show (src/domain/team/roles.ts `can`). */
export const teamMeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['team', 'me'],
    queryFn: async ({ signal }): Promise<TeamMe> => dataOrThrow(await api.GET('/api/employer/team/me/', { signal })),
    staleTime: 60_000,
  });

/** The company's members (interviewers are chosen among them). */
export const teamMembersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['team', 'members'],
    queryFn: async ({ signal }): Promise<TeamMember[]> => dataOrThrow(await api.GET('/api/employer/team/members/', { signal })).results,
    staleTime: 60_000,
  });

export const jobScorecardQuery = (api: ApiClient, jobId: string) =>
  queryOptions({
    queryKey: ['scorecard', 'job', jobId],
    queryFn: async ({ signal }): Promise<JobScorecard | null> =>
      dataOrNull(await api.GET('/api/employer/jobs/{id}/scorecard/', { params: { path: { id: jobId } }, signal }), [404, 400]),
  });

export const applicationScorecardsQuery = (api: ApiClient, applicationId: string) =>
  queryOptions({
    queryKey: ['scorecard', 'application', applicationId],
    queryFn: async ({ signal }): Promise<ApplicationScorecards> =>
      dataOrThrow(await api.GET('/api/applications/{id}/scorecards/', { params: { path: { id: applicationId } }, signal })),
  });

export async function saveJobScorecard(api: ApiClient, jobId: string, criteria: ScorecardCriterion[]): Promise<JobScorecard> {
  return dataOrThrow(await api.PUT('/api/employer/jobs/{id}/scorecard/', {
    params: { path: { id: jobId } }, body: { criteria },
  }));
}

export async function submitScorecard(api: ApiClient, applicationId: string, body: ScorecardSubmit): Promise<Scorecard> {
  return dataOrThrow(await api.PUT('/api/applications/{id}/scorecards/mine/', {
    params: { path: { id: applicationId } }, body,
  }));
}
