// A job seeker's own space (docs/seekers.md): their sessions and their applications, which span companies. Every
// method takes the job seeker's id first, so another seeker's application is simply not found.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import type { Db } from '../db/client';
import { applicationEvents, applications, companies, jobs, jobSeekers, seekerSessions } from '../db/schema';

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
}
