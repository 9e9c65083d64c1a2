import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';
import type { components } from '@/api/schema.gen';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import type { ApplicationStatus } from '@/machines/application-status.machine';

export type Job = components['schemas']['Job'];
export type ApplicationList = components['schemas']['ApplicationList'];
export type ApplicationDetail = components['schemas']['ApplicationDetail'];

/** The job, or null when it is not the caller's (404) or the id is not one (400). */
export const pipelineJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['pipeline', jobId, 'job'],
    queryFn: async ({ signal }): Promise<Job | null> => {
      const { data, error, response } = await api.GET('/api/employer/jobs/{id}/', { params: { path: { id: jobId } }, signal });
      if (data) return data;
      if (response.status === 404 || response.status === 400) return null;
      throw failureFromResponse(response, error);
    },
  });

export const pipelineApplicationsQuery = (jobId: string, status: ApplicationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ['pipeline', jobId, 'applications', { status, page }],
    queryFn: async ({ signal }): Promise<ApplicationList> => {
      const { data, error, response } = await api.GET('/api/employer/jobs/{id}/applications/', {
        params: {
          path: { id: jobId },
          query: { ...(status ? { status } : {}), page, page_size: PAGE_SIZE_DEFAULT, ordering: '-match_score' },
        },
        signal,
      });
      if (data) return data;
      throw failureFromResponse(response, error);
    },
    placeholderData: keepPreviousData,
  });

export const applicationQuery = (applicationId: string) =>
  queryOptions({
    queryKey: ['pipeline', 'application', applicationId],
    queryFn: async ({ signal }): Promise<ApplicationDetail> => {
      const { data, error, response } = await api.GET('/api/applications/{id}/', {
        params: { path: { id: applicationId } },
        signal,
      });
      if (data) return data;
      throw failureFromResponse(response, error);
    },
  });
