/**
 * The /jobs filters kept in the URL. Plain code with no imports: route search validation runs in the main
 * bundle, which has little room left.
 */
export interface PublicJobsSearch {
  q?: string;
  province?: string;
  district?: string;
  category?: string;
  type?: string;
  /** `match`: best match for the signed-in job seeker (docs/seekers.md "Finding jobs"). */
  sort?: 'match';
  page?: number;
}

/** The router reads `?q=2082` as a number: a search for digits is still text. */
function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  return typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, max) : undefined;
}

export function validatePublicJobsSearch(raw: Record<string, unknown>): PublicJobsSearch {
  const page = Number(raw.page);
  const search: PublicJobsSearch = {
    q: text(raw.q, 200),
    province: text(raw.province, 50),
    district: text(raw.district, 50),
    category: text(raw.category, 50),
    type: text(raw.type, 50),
    sort: raw.sort === 'match' ? 'match' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
}
