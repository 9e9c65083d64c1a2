import { JOB_EXPERIENCE_MAX_YEARS } from '@/domain/constants';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { PROVINCES } from '@/domain/nepal-provinces';
import type { operations } from '@/api/schema.gen';

export type SearchQuery = NonNullable<operations['searchJobseekers']['parameters']['query']>;
export type CandidateOrdering = NonNullable<SearchQuery['ordering']>;
export const ORDERINGS = ['-match_score', '-updated_at', '-experience_years', 'experience_years', 'full_name'] as const satisfies readonly CandidateOrdering[];

const TEXT_MAX = 200;
const SKILLS_MAX = 1000;

/** The candidate filters as kept in the URL of /employer/candidates. */
export interface CandidateSearch {
  q?: string;
  skills?: string;
  province?: string;
  district?: string;
  experience_min?: number;
  experience_max?: number;
  education?: (typeof EDUCATION_LEVELS)[number];
  job?: string;
  ordering?: CandidateOrdering;
  page?: number;
}

// Plain code, not valibot: route search validation runs in the main bundle, which has little room left.
// The router reads `?q=2024` as the number 2024: accept numbers where text is expected.
function text(value: unknown, max: number): string | undefined {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return s && s.length <= max ? s : undefined;
}
function whole(value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((item) => item === value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the URL's filters; anything unreadable is dropped rather than failing the page, as is a best-match order
 * without a job and a page 1 (the default). The district is only read as text here: this runs in the main bundle,
 * and the list of districts is checked where the page is drawn (./known-district.ts).
 */
export function validateCandidateSearch(input: Record<string, unknown>): CandidateSearch {
  const province = PROVINCES.find((p) => p.name === input.province);
  const job = typeof input.job === 'string' && UUID.test(input.job) ? input.job : undefined;
  const ordering = oneOf(ORDERINGS, input.ordering);
  const page = whole(input.page, 1, Number.MAX_SAFE_INTEGER);
  const search: CandidateSearch = {
    q: text(input.q, TEXT_MAX),
    skills: text(input.skills, SKILLS_MAX),
    province: province?.name,
    district: text(input.district, TEXT_MAX),
    experience_min: whole(input.experience_min, 0, JOB_EXPERIENCE_MAX_YEARS),
    experience_max: whole(input.experience_max, 0, JOB_EXPERIENCE_MAX_YEARS),
    education: oneOf(EDUCATION_LEVELS, input.education),
    job,
    ordering: ordering === '-match_score' && !job ? undefined : ordering,
    page: page === 1 ? undefined : page,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as CandidateSearch;
}

/** The API query for the filters (the server defaults to best match when ranking for a job). */
export function searchQuery(search: CandidateSearch, pageSize: number): SearchQuery {
  const { page, ...filters } = search;
  return { ...filters, page: page ?? 1, page_size: pageSize };
}

/** Skills typed as "React, sql ,, Node" → "React, sql, Node". */
export function normaliseSkills(typed: string): string | undefined {
  const names = typed.split(',').map((s) => s.trim()).filter(Boolean);
  return names.length ? names.join(', ') : undefined;
}
