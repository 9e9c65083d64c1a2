// The caller's job as the match score reads it, remembered briefly: candidate search asks for the same job page
// after page. Writes in this process forget it at once; another process's edit shows within INDEX_REFRESH_MS,
// the same delay as the candidate index itself.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { notFound } from '../lib/api-error';
import type { JobForMatch } from './matching';
import { INDEX_REFRESH_MS } from './seeker-index';

export class MatchJobs {
  private readonly known = new Map<string, { companyId: string; job: JobForMatch; at: number }>();

  constructor(private readonly db: Db, private readonly now: () => number, private readonly capacity = 10_000) {}

  /** One of the company's jobs; 404 for anyone else's. */
  async get(companyId: string, jobId: string): Promise<JobForMatch> {
    const hit = this.known.get(jobId);
    if (hit && hit.companyId === companyId && this.now() - hit.at < INDEX_REFRESH_MS) return hit.job;
    const [row] = await this.db.select({
      skills: jobs.skills, province: jobs.province, district: jobs.district, remoteAllowed: jobs.remoteAllowed,
      experienceMinYears: jobs.experienceMinYears, educationLevel: jobs.educationLevel,
    }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
    if (!row) throw notFound();
    if (this.known.size >= this.capacity) this.known.clear();
    this.known.set(jobId, { companyId, job: row, at: this.now() });
    return row;
  }

  forget(jobId: string): void {
    this.known.delete(jobId);
  }
}
