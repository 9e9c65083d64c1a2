import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrNull, dataOrThrow } from '@/api/answer';
import type { components } from '@/api/schema.gen';
import type { JobsSearch } from './jobs-search';

export type Job = components['schemas']['Job'];
/** A job as the list shows it: without its description and requirements. */
export type JobSummary = components['schemas']['JobSummary'];
export type JobWrite = components['schemas']['JobWrite'];
export type JobList = components['schemas']['JobList'];
export type Application = components['schemas']['Application'];

export const jobKeys = {
  all: ['employer', 'jobs'] as const,
  list: (search: JobsSearch) => ['employer', 'jobs', 'list', search] as const,
  one: (id: string) => ['employer', 'jobs', 'one', id] as const,
  applications: (id: string) => ['employer', 'jobs', 'applications', id] as const,
};

export function jobsQuery(api: ApiClient, search: JobsSearch) {
  return queryOptions({
    queryKey: jobKeys.list(search),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      return dataOrThrow(await api.GET('/api/employer/jobs/', {
        signal,
        params: {
          query: {
            status: search.status,
            search: search.q || undefined,
            ordering: search.sort,
            page: search.page,
          },
        },
      }));
    },
  });
}

/** One of the employer's jobs; null when it is not theirs or does not exist (404). */
export function jobQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: async ({ signal }): Promise<Job | null> => {
      return dataOrNull(await api.GET('/api/employer/jobs/{id}/', { signal, params: { path: { id } } }), [404, 400]);
    },
  });
}

/** The newest applications to one job, with the counts per status. */
export function jobApplicationsQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: jobKeys.applications(id),
    queryFn: async ({ signal }) => {
      return dataOrThrow(await api.GET('/api/employer/jobs/{id}/applications/', {
        signal,
        params: { path: { id }, query: { page_size: 5 } },
      }));
    },
  });
}

/** After a job changed: its own entry is set, lists, the overview and the plan's usage load again. */
export function jobChanged(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(jobKeys.one(job.id), job);
  othersChanged(queryClient);
}

/** After a job was featured or not: its own entry says so, the rest loads again. */
export function featureChanged(queryClient: QueryClient, id: string, featured: boolean): void {
  queryClient.setQueryData(jobKeys.one(id), (job: Job | null | undefined) => (job ? { ...job, featured } : job));
  othersChanged(queryClient);
}

function othersChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['employer', 'jobs', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['billing', 'overview'] });
  void queryClient.invalidateQueries({ queryKey: ['public'] });
}

/** What the outbox loads again once a job write reaches the server. */
export const JOB_WRITE_INVALIDATES = [jobKeys.all, ['dashboard'], ['billing', 'overview'], ['public']] as const;

/**
 * A job change waiting in the outbox: the job and the lists show it at once (the server's answer replaces it when
 * it is sent).
 */
export function jobPending(queryClient: QueryClient, id: string, change: Partial<JobWrite>): void {
  queryClient.setQueryData(jobKeys.one(id), (job: Job | null | undefined) => (job ? { ...job, ...change } as Job : job));
  queryClient.setQueriesData<JobList>({ queryKey: ['employer', 'jobs', 'list'] }, (list) => list && {
    ...list,
    results: list.results.map((job) => (job.id === id ? { ...job, ...change } as JobSummary : job)),
  });
}
