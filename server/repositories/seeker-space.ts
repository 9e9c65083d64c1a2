// A job seeker's own space (docs/seekers.md): their sessions and their applications, which span companies. Every
// method takes the job seeker's id first, so another seeker's application is simply not found.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import type { Db } from '../db/client';
import { applicationEvents, applications, companies, jobs, jobSeekers, resumes, seekerSessions } from '../db/schema';

export interface SeekerOfToken { sessionId: string; jobSeekerId: string; email: string; fullName: string; lastUsedAt: Date }

/** What the seeker's own pages show of an application: never notes, scores or anything else the team keeps. */
export interface SeekerApplicationRow {
  id: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  status: ApplicationStatus;
  createdAt: Date;
  updatedAt: Date;
}

const applicationColumns = {
  id: applications.id, jobId: applications.jobId, jobTitle: jobs.title, companyName: companies.fullName,
  status: applications.status, createdAt: applications.createdAt, updatedAt: applications.updatedAt,
};

/** The job seeker's own profile as their profile page shows it, with the résumé it offers. */
export type SeekerOwnProfile = Pick<typeof jobSeekers.$inferSelect, 'id' | 'email' | 'fullName' | 'phone' | 'headline' | 'about'
  | 'skills' | 'experience' | 'education' | 'expectedSalaryPaisa' | 'province' | 'district' | 'openToWork' | 'photoUrl'
  | 'photoMediaId' | 'profileUpdatedAt'> & { resume: { id: string; filename: string; size: number; createdAt: Date } | null };

/** What the job seeker's own edit may change (the columns the profile form writes). */
export type SeekerProfileChange = Partial<Pick<typeof jobSeekers.$inferInsert, 'fullName' | 'phone' | 'headline' | 'about' | 'skills'
  | 'skillKeys' | 'experience' | 'education' | 'educationLevel' | 'educationRank' | 'expectedSalaryPaisa' | 'province' | 'district'
  | 'openToWork' | 'photoUrl' | 'photoMediaId' | 'resumeId'>>;

export class SeekerSpaceRepository {
  constructor(private readonly db: Db) {}

  async createSession(jobSeekerId: string, o: { tokenHash: string; ip: string; userAgent: string }, now: Date): Promise<void> {
    await this.db.insert(seekerSessions).values({ jobSeekerId, ...o, createdAt: now, lastUsedAt: now });
  }

  /** The seeker session of a token's hash, with its job seeker; an employer's token is in another table. */
  async sessionOfToken(tokenHash: string): Promise<SeekerOfToken | undefined> {
    const [row] = await this.db.select({
      sessionId: seekerSessions.id, jobSeekerId: jobSeekers.id, email: jobSeekers.email, fullName: jobSeekers.fullName,
      lastUsedAt: seekerSessions.lastUsedAt,
    }).from(seekerSessions).innerJoin(jobSeekers, eq(jobSeekers.id, seekerSessions.jobSeekerId))
      .where(eq(seekerSessions.tokenHash, tokenHash));
    return row;
  }

  async touchSession(sessionId: string, now: Date): Promise<void> {
    await this.db.update(seekerSessions).set({ lastUsedAt: now }).where(eq(seekerSessions.id, sessionId));
  }

  async endSession(jobSeekerId: string, sessionId: string): Promise<void> {
    await this.db.delete(seekerSessions).where(and(eq(seekerSessions.id, sessionId), eq(seekerSessions.jobSeekerId, jobSeekerId)));
  }

  /** Whether the job seeker gets e-mails when an application moves (docs/seekers.md "E-mails"). */
  async statusEmails(jobSeekerId: string): Promise<boolean> {
    const [row] = await this.db.select({ on: jobSeekers.statusEmails }).from(jobSeekers).where(eq(jobSeekers.id, jobSeekerId));
    return row?.on ?? false;
  }

  /** Turns those e-mails on or off; false when there is no such job seeker. */
  async setStatusEmails(jobSeekerId: string, on: boolean): Promise<boolean> {
    const changed = await this.db.update(jobSeekers).set({ statusEmails: on }).where(eq(jobSeekers.id, jobSeekerId)).returning({ id: jobSeekers.id });
    return changed.length > 0;
  }

  /** The job seeker's applications, newest first. */
  async applications(jobSeekerId: string): Promise<SeekerApplicationRow[]> {
    return this.db.select(applicationColumns).from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(eq(applications.jobSeekerId, jobSeekerId))
      .orderBy(desc(applications.createdAt), desc(applications.id)) as Promise<SeekerApplicationRow[]>;
  }

  /** One of the job seeker's applications; with `lock`, locked until the transaction ends. */
  async application(jobSeekerId: string, id: string, o: { lock?: boolean } = {}): Promise<SeekerApplicationRow | undefined> {
    const query = this.db.select(applicationColumns).from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(and(eq(applications.id, id), eq(applications.jobSeekerId, jobSeekerId)));
    const [row] = await (o.lock ? query.for('update', { of: applications }) : query) as SeekerApplicationRow[];
    return row;
  }

  /** The moves of one of the job seeker's applications, oldest first: statuses and times only. */
  async statusSteps(jobSeekerId: string, id: string): Promise<{ fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; at: Date }[]> {
    return this.db.select({ fromStatus: applicationEvents.fromStatus, toStatus: applicationEvents.toStatus, at: applicationEvents.at })
      .from(applicationEvents).innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .where(and(eq(applicationEvents.applicationId, id), eq(applications.jobSeekerId, jobSeekerId)))
      .orderBy(asc(applicationEvents.seq)) as Promise<{ fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus; at: Date }[]>;
  }

  /** Writes the job seeker's own change (withdrawing) of an application they locked, and its history entry. */
  async recordStatus(jobSeekerId: string, row: Pick<SeekerApplicationRow, 'id' | 'status'>, to: ApplicationStatus, now: Date): Promise<void> {
    await this.db.update(applications).set({ status: to, updatedAt: now })
      .where(and(eq(applications.id, row.id), eq(applications.jobSeekerId, jobSeekerId)));
    await this.db.insert(applicationEvents).values({
      applicationId: row.id, fromStatus: row.status, toStatus: to, actor: 'job_seeker', reason: null, at: now,
    });
  }

  /** The job seeker's own profile; with `lock`, the row is locked until the transaction ends. */
  async profile(jobSeekerId: string, o: { lock?: boolean } = {}): Promise<SeekerOwnProfile | undefined> {
    const query = this.db.select({
      id: jobSeekers.id, email: jobSeekers.email, fullName: jobSeekers.fullName, phone: jobSeekers.phone, headline: jobSeekers.headline,
      about: jobSeekers.about, skills: jobSeekers.skills, experience: jobSeekers.experience, education: jobSeekers.education,
      expectedSalaryPaisa: jobSeekers.expectedSalaryPaisa, province: jobSeekers.province, district: jobSeekers.district,
      openToWork: jobSeekers.openToWork, photoUrl: jobSeekers.photoUrl, photoMediaId: jobSeekers.photoMediaId,
      profileUpdatedAt: jobSeekers.profileUpdatedAt,
      resumeId: resumes.id, resumeName: resumes.filename, resumeSize: resumes.size, resumeAt: resumes.createdAt,
    }).from(jobSeekers).leftJoin(resumes, eq(resumes.id, jobSeekers.resumeId)).where(eq(jobSeekers.id, jobSeekerId));
    const [row] = await (o.lock ? query.for('update', { of: jobSeekers }) : query);
    if (!row) return undefined;
    const { resumeId, resumeName, resumeSize, resumeAt, ...profile } = row;
    return {
      ...profile,
      resume: resumeId && resumeName !== null && resumeSize !== null && resumeAt !== null
        ? { id: resumeId, filename: resumeName, size: resumeSize, createdAt: resumeAt } : null,
    };
  }

  /** The job seeker's own change of their profile: the only writer of `profile_updated_at` besides applying. */
  async changeProfile(jobSeekerId: string, change: SeekerProfileChange, now: Date): Promise<void> {
    await this.db.update(jobSeekers).set({ ...change, profileUpdatedAt: now, updatedAt: now }).where(eq(jobSeekers.id, jobSeekerId));
  }

  /** A résumé the job seeker uploaded to their profile; returns its id. */
  async addResume(jobSeekerId: string, o: { filename: string; sha256: string; bytes: Buffer; now: Date }): Promise<string> {
    const [file] = await this.db.insert(resumes).values({
      jobSeekerId, filename: o.filename, size: o.bytes.length, sha256: o.sha256, bytes: o.bytes, createdAt: o.now,
    }).returning({ id: resumes.id });
    return file!.id;
  }

  /** Deletes one of the job seeker's résumés unless an application was sent with it (the employer keeps that one). */
  async removeResumeIfUnsent(jobSeekerId: string, resumeId: string): Promise<void> {
    await this.db.delete(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.jobSeekerId, jobSeekerId),
      sql`NOT EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.resumeId} = ${resumes.id})`));
  }
}
