// Job seekers a company keeps an eye on (one entry per company and job seeker). Every method takes the caller's
// company first: another company's entry is not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Prebuilt } from '../db/prebuilt';
import { jobs, jobSeekers, savedApplicants } from '../db/schema';
import type { SeekerRow } from './job-seekers';

export type SavedRow = typeof savedApplicants.$inferSelect;
export interface SavedEntry { saved: SavedRow; seeker: SeekerRow; jobTitle: string | null }
/** What a change of an entry writes: a field left out keeps its value. */
export interface SavedChanges { note?: string; jobId?: string | null }

const savedColumns = { saved: savedApplicants, seeker: jobSeekers, jobTitle: jobs.title };

/** The company's saved entries among some job seekers, and their applications to one job (with a job). */
const savedAndApplied = new Prebuilt((shape: 'saved' | 'saved and applied') => {
  const [company, ids, job] = [sql.placeholder('company'), sql.placeholder('ids'), sql.placeholder('job')];
  const among = sql`job_seeker_id = ANY(${ids}::uuid[])`;
  return sql`SELECT 's' AS kind, job_seeker_id, id FROM saved_applicants WHERE company_id = ${company} AND ${among}
    ${shape === 'saved and applied' ? sql`UNION ALL SELECT 'a', job_seeker_id, id FROM applications WHERE job_id = ${job} AND company_id = ${company} AND ${among}` : sql``}`;
});

export class SavedApplicantsRepository {
  constructor(private readonly db: Db) {}

  /** One entry with the job seeker and the job's title. */
  async entry(companyId: string, id: string): Promise<SavedEntry | undefined> {
    const [row] = await this.db.select(savedColumns).from(savedApplicants)
      .innerJoin(jobSeekers, eq(jobSeekers.id, savedApplicants.jobSeekerId))
      .leftJoin(jobs, eq(jobs.id, savedApplicants.jobId))
      .where(and(eq(savedApplicants.id, id), eq(savedApplicants.companyId, companyId)));
    return row;
  }

  /** The company's entry for a job seeker. */
  async ofSeeker(companyId: string, jobSeekerId: string): Promise<SavedRow | undefined> {
    const [saved] = await this.db.select().from(savedApplicants)
      .where(and(eq(savedApplicants.companyId, companyId), eq(savedApplicants.jobSeekerId, jobSeekerId)));
    return saved;
  }

  /** How many entries the company has (for one job, with `jobId`), and a page of them, newest first. */
  async page(companyId: string, o: { jobId?: string | undefined; limit: number; offset: number }): Promise<{ count: number; rows: SavedEntry[] }> {
    const mine = and(eq(savedApplicants.companyId, companyId), o.jobId ? eq(savedApplicants.jobId, o.jobId) : undefined);
    const [{ count } = { count: 0 }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(savedApplicants).where(mine);
    const rows = await this.db.select(savedColumns).from(savedApplicants)
      .innerJoin(jobSeekers, eq(jobSeekers.id, savedApplicants.jobSeekerId))
      .leftJoin(jobs, eq(jobs.id, savedApplicants.jobId))
      .where(mine).orderBy(desc(savedApplicants.createdAt), desc(savedApplicants.id)).limit(o.limit).offset(o.offset);
    return { count, rows };
  }

  /** A new entry; undefined when the company already has one for the job seeker. */
  async insertIfNew(companyId: string, o: { jobSeekerId: string; jobId: string | null; note: string; now: Date }): Promise<string | undefined> {
    const [inserted] = await this.db.insert(savedApplicants).values({
      companyId, jobSeekerId: o.jobSeekerId, jobId: o.jobId, note: o.note, createdAt: o.now, updatedAt: o.now,
    }).onConflictDoNothing().returning({ id: savedApplicants.id });
    return inserted?.id;
  }

  /** Changes the company's entry for a job seeker (only reads it with no changes); returns its id. */
  async changeOfSeeker(companyId: string, jobSeekerId: string, changes: SavedChanges, now: Date): Promise<string | undefined> {
    const theirs = and(eq(savedApplicants.companyId, companyId), eq(savedApplicants.jobSeekerId, jobSeekerId));
    const [existing] = Object.keys(changes).length
      ? await this.db.update(savedApplicants).set({ ...changes, updatedAt: now }).where(theirs).returning({ id: savedApplicants.id })
      : await this.db.select({ id: savedApplicants.id }).from(savedApplicants).where(theirs);
    return existing?.id;
  }

  async change(companyId: string, id: string, changes: SavedChanges, now: Date): Promise<void> {
    await this.db.update(savedApplicants).set({ ...changes, updatedAt: now })
      .where(and(eq(savedApplicants.id, id), eq(savedApplicants.companyId, companyId)));
  }

  /** Removes one entry; false when the company has no such entry. */
  async remove(companyId: string, id: string): Promise<boolean> {
    const gone = await this.db.delete(savedApplicants)
      .where(and(eq(savedApplicants.id, id), eq(savedApplicants.companyId, companyId))).returning({ id: savedApplicants.id });
    return gone.length > 0;
  }

  /** Among `ids`: the company's saved entries and (with `jobId`) applications to that job, as entry or application id per job seeker. */
  async savedAndApplied(companyId: string, ids: string[], jobId: string | undefined): Promise<{ kind: 's' | 'a'; job_seeker_id: string; id: string }[]> {
    return savedAndApplied.rows(this.db, jobId ? 'saved and applied' : 'saved', { company: companyId, ids, job: jobId ?? null });
  }
}
