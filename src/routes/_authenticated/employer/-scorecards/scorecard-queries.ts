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

export { RATINGS, RECOMMENDATIONS } from '@/domain/team/scorecards';

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
