// Job seekers: people who applied (no account), their résumés, and the changes the candidate index reads. A job
// seeker belongs to no company: what a company may see of one is decided where it is shown.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobSeekers, resumes } from '../db/schema';

export type SeekerRow = typeof jobSeekers.$inferSelect;

/** What a result card shows of a job seeker (the summary and the match score's inputs). */
export type SeekerCard = Pick<SeekerRow, 'id' | 'fullName' | 'headline' | 'photoUrl' | 'province' | 'district'
  | 'skills' | 'experienceYears' | 'educationLevel' | 'openToWork' | 'updatedAt'>;

/** The job seeker's columns that a card and the match score read. */
export const cardColumns = {
  id: jobSeekers.id, fullName: jobSeekers.fullName, headline: jobSeekers.headline, photoUrl: jobSeekers.photoUrl,
  province: jobSeekers.province, district: jobSeekers.district, skills: jobSeekers.skills, experienceYears: jobSeekers.experienceYears,
  educationLevel: jobSeekers.educationLevel, openToWork: jobSeekers.openToWork, updatedAt: jobSeekers.updatedAt,
} satisfies Record<keyof SeekerCard, unknown>;

/** A row as the candidate index reads it (raw: snake_case, times in ms). */
export interface SeekerIndexRow {
  id: string;
  full_name: string;
  headline: string;
  photo_url: string | null;
  province: string;
  district: string;
  skills: string[];
  skill_keys: string[];
  education_level: string;
  experience_years: number;
  education_rank: number;
  open_to_work: boolean;
  updated_ms: string | number;
  change_seq: string | number;
  /** The job seeker erased their data (docs/seekers.md "Privacy"): search no longer finds them. */
  deleted: boolean;
}

/** The profile an application writes (insert or update by e-mail). */
export type SeekerProfile = Pick<typeof jobSeekers.$inferInsert, 'fullName' | 'phone' | 'headline' | 'province' | 'district'
  | 'skills' | 'skillKeys' | 'experienceYears' | 'educationLevel' | 'educationRank' | 'updatedAt' | 'locale' | 'profileUpdatedAt'>;

export class JobSeekersRepository {
  constructor(private readonly db: Db) {}

  /** Rows changed after `seq` (every row from 0), in change order, at most `limit`. */
  async changedSince(seq: number, limit: number): Promise<SeekerIndexRow[]> {
    const result = await this.db.execute(sql`SELECT id, full_name, headline, photo_url, province, district, skills,
        skill_keys, experience_years, education_level, education_rank, open_to_work,
        (extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms, change_seq, deleted_at IS NOT NULL AS deleted
      FROM job_seekers WHERE change_seq > ${seq} ORDER BY change_seq LIMIT ${limit}`);
    return (result as unknown as { rows: SeekerIndexRow[] }).rows;
  }

  async find(id: string): Promise<SeekerRow | undefined> {
    const [seeker] = await this.db.select().from(jobSeekers).where(eq(jobSeekers.id, id)) as SeekerRow[];
    return seeker;
  }

  /** The job seeker who applied with this (normalised) e-mail: one person per e-mail (docs/seekers.md). */
  async findByEmail(email: string): Promise<Pick<SeekerRow, 'id' | 'fullName' | 'email' | 'locale'> | undefined> {
    const [seeker] = await this.db.select({ id: jobSeekers.id, fullName: jobSeekers.fullName, email: jobSeekers.email, locale: jobSeekers.locale })
      .from(jobSeekers).where(eq(jobSeekers.email, email));
    return seeker;
  }

  async exists(id: string): Promise<boolean> {
    const [seeker] = await this.db.select({ id: jobSeekers.id }).from(jobSeekers).where(eq(jobSeekers.id, id));
    return seeker !== undefined;
  }

  /** The job seeker with this e-mail, created or with the profile replaced; returns the id. */
  async upsertByEmail(email: string, profile: SeekerProfile, now: Date): Promise<string> {
    const [seeker] = await this.db.insert(jobSeekers).values({ ...profile, email, createdAt: now })
      .onConflictDoUpdate({ target: jobSeekers.email, set: profile }).returning({ id: jobSeekers.id });
    return seeker!.id;
  }

  /** The résumé the job seeker's profile offers from now on (the one they last applied with). */
  async offerResume(jobSeekerId: string, resumeId: string): Promise<void> {
    await this.db.update(jobSeekers).set({ resumeId }).where(eq(jobSeekers.id, jobSeekerId));
  }

  /** Keeps a résumé of the job seeker; returns its id. */
  async addResume(jobSeekerId: string, o: { filename: string; sha256: string; bytes: Buffer; now: Date }): Promise<string> {
    const [file] = await this.db.insert(resumes).values({
      jobSeekerId, filename: o.filename, size: o.bytes.length, sha256: o.sha256, bytes: o.bytes, createdAt: o.now,
    }).returning({ id: resumes.id });
    return file!.id;
  }
}
