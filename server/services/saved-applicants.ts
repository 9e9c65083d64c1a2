// Saving a job seeker for a company: saving twice is not an error, and a job given must be the company's own.
import { fieldError, fieldErrors, mergeErrors, type FieldErrors } from '../lib/api-error';
import type { JobsRepository } from '../repositories/jobs';
import type { JobSeekersRepository } from '../repositories/job-seekers';
import type { SavedApplicantsRepository } from '../repositories/saved-applicants';

export const SAVED_MESSAGES = {
  noSuchSeeker: 'No job seeker with this id.',
  noSuchJob: 'No job of yours with this id.',
} as const;

/** A job given with a saved entry must be the company's own. */
export async function checkJob(jobs: JobsRepository, companyId: string, jobId: string | null | undefined) {
  if (!jobId) return;
  if (!(await jobs.exists(companyId, jobId))) throw fieldError('job', SAVED_MESSAGES.noSuchJob);
}

/** Every reference of a saved entry that names nothing the company may use; undefined when all do. */
export async function savedEntryErrors(
  repos: { jobs: JobsRepository; jobSeekers: JobSeekersRepository }, companyId: string,
  o: { jobSeekerId?: unknown; jobId?: unknown },
): Promise<FieldErrors | undefined> {
  const [seekerOk, jobOk] = await Promise.all([
    typeof o.jobSeekerId !== 'string' || repos.jobSeekers.exists(o.jobSeekerId),
    typeof o.jobId !== 'string' || !o.jobId || repos.jobs.exists(companyId, o.jobId),
  ]);
  return mergeErrors(
    seekerOk ? undefined : { job_seeker: [SAVED_MESSAGES.noSuchSeeker] },
    jobOk ? undefined : { job: [SAVED_MESSAGES.noSuchJob] },
  );
}

/**
 * Saves a job seeker for the company, or finds the entry already there (a note or job given replaces the saved
 * one). `created` tells which. Run it in a transaction.
 */
export async function saveApplicant(
  repos: { jobs: JobsRepository; jobSeekers: JobSeekersRepository; savedApplicants: SavedApplicantsRepository },
  companyId: string, o: { jobSeekerId: string; jobId?: string | null | undefined; note?: string | undefined; now: Date },
): Promise<{ id: string; created: boolean }> {
  const errors = await savedEntryErrors(repos, companyId, o);
  if (errors) throw fieldErrors(errors);
  const inserted = await repos.savedApplicants.insertIfNew(companyId, {
    jobSeekerId: o.jobSeekerId, jobId: o.jobId ?? null, note: o.note?.trim() ?? '', now: o.now,
  });
  if (inserted) return { id: inserted, created: true };
  const changes = {
    ...(o.note !== undefined && { note: o.note.trim() }),
    ...(o.jobId !== undefined && { jobId: o.jobId }),
  };
  const existing = await repos.savedApplicants.changeOfSeeker(companyId, o.jobSeekerId, changes, o.now);
  return { id: existing!, created: false };
}
