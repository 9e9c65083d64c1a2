// The caller's job as the match score reads it, remembered: candidate search asks for the same job page after
// page. Only the job routes change a job's match fields, and they forget it after the commit. On PostgreSQL another
// process may have changed it, so a job is kept for INDEX_REFRESH_MS (the delay of the candidate index itself); a
// PGlite data folder has one process, which saw every change, so a job is kept until forgotten (or a minute, as
// a safety net).
import { notFound } from '../lib/api-error';
import type { JobForMatch } from '../lib/match-inputs';
import type { JobsRepository } from '../repositories/jobs';
import { INDEX_REFRESH_MS } from './seeker-index';

/** How long a job is kept when this process makes every change (PGlite). */
export const SOLE_WRITER_KEEP_MS = 60_000;

export class MatchJobs {
  private readonly known = new Map<string, { companyId: string; job: JobForMatch; at: number }>();
  /** Raised by every forget: a read that started before one is not kept. */
  private generation = 0;

  constructor(
    private readonly jobs: JobsRepository,
    private readonly now: () => number,
    private readonly keepMs = INDEX_REFRESH_MS,
    private readonly capacity = 10_000,
  ) {}

  /** One of the company's jobs; 404 for anyone else's. */
  async get(companyId: string, jobId: string): Promise<JobForMatch> {
    const hit = this.known.get(jobId);
    if (hit && hit.companyId === companyId && this.now() - hit.at < this.keepMs) return hit.job;
    const generation = this.generation;
    const at = this.now();
    const row = await this.jobs.matchFields(companyId, jobId);
    if (!row) throw notFound();
    if (generation !== this.generation) return row;
    if (this.known.size >= this.capacity) this.known.clear();
    this.known.set(jobId, { companyId, job: row, at });
    return row;
  }

  forget(jobId: string): void {
    this.generation += 1;
    this.known.delete(jobId);
  }
}
