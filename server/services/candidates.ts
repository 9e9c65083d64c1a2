// Candidates as the workspace shows them (search and the swipe deck): filters from a query string, the job to
// score against, and job seekers from the index with the company's saved entry and application.
import type { operations } from '../../src/api/schema.gen';
import type { EducationLevel } from '../../src/domain/job-fields';
import { notFound } from '../lib/api-error';
import type { JobForMatch } from '../lib/match-inputs';
import type { JobsRepository } from '../repositories/jobs';
import type { SavedApplicantsRepository } from '../repositories/saved-applicants';
import { jobForMatch } from './applications';
import type { SeekerIndex, SeekerQuery } from './seeker-index';

type SearchQuery = NonNullable<operations['searchJobseekers']['parameters']['query']>;
export type SeekerFilters = Pick<SearchQuery, 'q' | 'skills' | 'province' | 'district' | 'experience_min' | 'experience_max' | 'education' | 'open_to_work'>;

/** The filters of a query string, as the candidate index takes them. */
export function seekerQueryOf(q: SeekerFilters): Omit<SeekerQuery, 'offset' | 'limit'> {
  return {
    q: q.q,
    skills: q.skills?.split(',').map((s) => s.trim()).filter(Boolean),
    province: q.province?.trim() || undefined,
    district: q.district?.trim() || undefined,
    experienceMin: q.experience_min,
    experienceMax: q.experience_max,
    education: q.education as EducationLevel | undefined,
    openToWork: q.open_to_work,
  };
}

/** One of the company's jobs, for scoring; 404 for anyone else's. Inside a transaction, pass its repository. */
export async function jobToMatch(jobs: JobsRepository, companyId: string, jobId: string | undefined): Promise<JobForMatch | undefined> {
  if (!jobId) return undefined;
  const row = await jobs.find(companyId, jobId);
  if (!row) throw notFound();
  return jobForMatch(row);
}

/** Job seekers by id (in the order given) as the index shows them, with the company's saved entry and their application to `jobId`. */
export async function candidatesByIds(
  saved: SavedApplicantsRepository, seekers: SeekerIndex, companyId: string, ids: string[], jobId: string | undefined,
) {
  if (!ids.length) return [];
  const rows = await saved.savedAndApplied(companyId, ids, jobId);
  const savedIds = new Map<string, string>();
  const applied = new Map<string, string>();
  for (const row of rows) (row.kind === 's' ? savedIds : applied).set(row.job_seeker_id, row.id);
  return ids.flatMap((id) => {
    const seeker = seekers.card(id);
    return seeker ? [{ seeker, savedId: savedIds.get(id) ?? null, applicationId: applied.get(id) ?? null }] : [];
  });
}
