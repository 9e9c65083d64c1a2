import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { failureFromResponse } from '@/api/error-text';

/** The skills employers in Nepal hire for (one page, the whole list). */
export const skillsQuery = queryOptions({
  queryKey: ['skills'],
  queryFn: async ({ signal }): Promise<string[]> => {
    const { data, error, response } = await api.GET('/api/skills/', { signal });
    if (!data) throw failureFromResponse(response, error);
    return data.results.map((skill) => skill.name);
  },
});
