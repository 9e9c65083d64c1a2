import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';
import type { components, operations } from '@/api/schema.gen';
import { PAGE_SIZE_DEFAULT } from '@/domain/constants';
import { saveFile } from '@/components/save-file';

export type ApplicationComment = components['schemas']['ApplicationComment'];
export type TimelineItem = components['schemas']['ApplicationTimeline']['results'][number];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityList = components['schemas']['ActivityList'];
export type ActivitySubjectType = components['schemas']['ActivitySubjectType'];
export type ActivityFilters = Omit<NonNullable<operations['listActivity']['parameters']['query']>, 'page' | 'page_size'>;

export const commentsQuery = (api: ApiClient, applicationId: string) =>
  queryOptions({
    queryKey: ['pipeline', 'application', applicationId, 'comments'],
    queryFn: async ({ signal }): Promise<ApplicationComment[]> =>
      dataOrThrow(await api.GET('/api/applications/{id}/comments/', { params: { path: { id: applicationId } }, signal })).results,
  });

export const timelineQuery = (api: ApiClient, applicationId: string) =>
  queryOptions({
    queryKey: ['pipeline', 'application', applicationId, 'timeline'],
    queryFn: async ({ signal }): Promise<TimelineItem[]> =>
      dataOrThrow(await api.GET('/api/applications/{id}/timeline/', { params: { path: { id: applicationId } }, signal })).results,
  });

export const activityQuery = (api: ApiClient, filters: ActivityFilters, page: number) =>
  queryOptions({
    queryKey: ['team', 'activity', filters, page],
    queryFn: async ({ signal }): Promise<ActivityList> =>
      dataOrThrow(await api.GET('/api/employer/activity/', { params: { query: { ...filters, page, page_size: PAGE_SIZE_DEFAULT } }, signal })),
    placeholderData: keepPreviousData,
  });

/** Fetches the filtered log as CSV with the token (a plain link would carry none) and saves it as a file. */
export async function downloadActivityCsv(api: ApiClient, filters: ActivityFilters): Promise<void> {
  const data = dataOrThrow(await api.GET('/api/employer/activity/export/', { params: { query: filters }, parseAs: 'blob' }));
  saveFile(data as Blob, 'activity.csv');
}
