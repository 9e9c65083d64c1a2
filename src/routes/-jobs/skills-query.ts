import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { dataOrThrow } from '@/api/answer';

/** The skills employers in Nepal hire for (one page, the whole list). */
export const skillsQuery = (api: ApiClient) => queryOptions({
  queryKey: ['skills'],
  queryFn: async ({ signal }): Promise<string[]> => {
    const data = dataOrThrow(await api.GET('/api/skills/', { signal }));
    return data.results.map((skill) => skill.name);
  },
});
