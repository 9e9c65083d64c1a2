/**
 * The /employer/jobs list state kept in the URL. Plain code with no imports: route search validation runs in
 * the main bundle, which has little room left. The lists match openapi `listJobs`.
 */
export const JOB_TABS = ['draft', 'published', 'closed'] as const;
export const JOB_SORTS = [
  '-created_at', 'created_at', '-updated_at', 'deadline', '-deadline', 'title', '-title', '-applications_count',
  '-views_count',
] as const;

export interface JobsSearch {
  status?: (typeof JOB_TABS)[number];
  q?: string;
  sort?: (typeof JOB_SORTS)[number];
  page?: number;
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);

export function validateJobsSearch(raw: Record<string, unknown>): JobsSearch {
  const page = Number(raw.page);
  // The router reads `?q=2082` as a number: a search for digits is still text.
  const text = typeof raw.q === 'number' ? String(raw.q) : raw.q;
  const q = typeof text === 'string' && text.trim() ? text.trim().slice(0, 200) : undefined;
  const search: JobsSearch = {
    status: oneOf(JOB_TABS, raw.status),
    q,
    sort: oneOf(JOB_SORTS, raw.sort),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
}

/** `/employer/job-details?id=…`: an id that looks like a uuid, or none. */
export function validateJobDetailsSearch(raw: Record<string, unknown>): { id?: string } {
  const id = typeof raw.id === 'string' ? raw.id.trim().toLowerCase() : '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? { id } : {};
}
