import { APPLICATION_STATUSES } from '@/domain/application-statuses';

/** The stage shown (none = all), the open application and the page, kept in the URL. */
export interface PipelineSearch {
  status?: (typeof APPLICATION_STATUSES)[number];
  application?: string;
  page?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Plain code, not valibot: route search validation runs in the main bundle, which has little room left.
export function validatePipelineSearch(input: Record<string, unknown>): PipelineSearch {
  const page = Number(input.page);
  const search: PipelineSearch = {
    status: APPLICATION_STATUSES.find((s) => s === input.status),
    application: typeof input.application === 'string' && UUID.test(input.application) ? input.application : undefined,
    page: Number.isInteger(page) && page >= 2 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as PipelineSearch;
}
