import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import type { ApplicationStatus } from '@/machines/application-status.machine';

export type Job = components['schemas']['Job'];
export type ApplicationList = components['schemas']['ApplicationList'];
export type ApplicationDetail = components['schemas']['ApplicationDetail'];

/** The job, or null when it is not the caller's (404) or the id is not one (400). */
export const pipelineJobQuery = (api: ApiClient, jobId: string) =>
  queryOptions({
    queryKey: ['pipeline', jobId, 'job'],
    queryFn: async ({ signal }): Promise<Job | null> => {
      return dataOrNull(await api.GET('/api/employer/jobs/{id}/', { params: { path: { id: jobId } }, signal }), [404, 400]);
    },
  });

export const pipelineApplicationsQuery = (api: ApiClient, jobId: string, status: ApplicationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ['pipeline', jobId, 'applications', { status, page }],
    queryFn: async ({ signal }): Promise<ApplicationList> => {
      return dataOrThrow(await api.GET('/api/employer/jobs/{id}/applications/', {
        params: {
          path: { id: jobId },
          query: { ...(status ? { status } : {}), page, page_size: PAGE_SIZE_DEFAULT, ordering: '-match_score' },
        },
        signal,
      }));
    },
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (api: ApiClient, applicationId: string) =>
  queryOptions({
    queryKey: ['pipeline', 'application', applicationId],
    queryFn: async ({ signal }): Promise<ApplicationDetail> => {
      return dataOrThrow(await api.GET('/api/applications/{id}/', {
        params: { path: { id: applicationId } },
        signal,
      }));
    },
  });
