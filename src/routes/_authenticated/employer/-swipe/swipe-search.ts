import { validateCandidateSearch, type CandidateSearch } from '../-candidates/candidate-search';

/** The deck chosen on /employer/swipe, kept in the URL: a job's applicants, or job seekers matching filters. */
export type SwipeSearch = Omit<CandidateSearch, 'ordering' | 'page'> & { mode?: 'applicants' | 'seekers' };

const MODES = ['applicants', 'seekers'] as const;

export function validateSwipeSearch(input: Record<string, unknown>): SwipeSearch {
  const { ordering: _ordering, page: _page, ...filters } = validateCandidateSearch(input);
  const mode = MODES.find((m) => m === input.mode);
  return mode ? { mode, ...filters } : filters;
}
