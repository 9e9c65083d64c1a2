// Applications and job seekers as the employer sees them, and status changes through the one status machine.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema.gen';
import {
  allowedTransitions, APPLICATION_STATUS_MESSAGES, requestStatusChange, type ApplicationStatus,
} from '../../src/machines/application-status.machine';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { applicationEvents, applications, jobSeekers, jobs } from '../db/schema';
import { ApiError, fieldErrors, notFound } from '../lib/api-error';
import { scorerFor, type JobForMatch } from './matching';
import type { SeekerCard } from './seeker-index';

type Schemas = components['schemas'];
export type SeekerRow = typeof jobSeekers.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

export function seekerSummary(s: SeekerCard): Schemas['JobSeekerSummary'] {
  return {
    id: s.id,
    full_name: s.fullName,
    headline: s.headline,
    photo_url: s.photoUrl,
    province: s.province,
    district: s.district,
    skills: s.skills,
    experience_years: s.experienceYears,
    education_level: s.educationLevel as Schemas['EducationLevel'],
    open_to_work: s.openToWork,
    updated_at: s.updatedAt.toISOString(),
  };
}

export const seekerForMatch = (s: SeekerCard) => ({
  skills: s.skills, province: s.province, district: s.district, experienceYears: s.experienceYears, educationLevel: s.educationLevel,
});

export const jobForMatch = (j: Pick<typeof jobs.$inferSelect, 'skills' | 'province' | 'district' | 'remoteAllowed' | 'experienceMinYears' | 'educationLevel'>): JobForMatch => ({
  skills: j.skills, province: j.province, district: j.district, remoteAllowed: j.remoteAllowed,
  experienceMinYears: j.experienceMinYears, educationLevel: j.educationLevel,
});

export const resumeUrl = (config: Config, a: Pick<ApplicationRow, 'id' | 'resumeId'>) =>
  (a.resumeId ? `${config.publicUrl ?? ''}/api/applications/${a.id}/resume/` : null);

/** The columns an application list needs: the application, its job's match fields and title, the job seeker. */
export const listColumns = {
  application: applications,
  seeker: jobSeekers,
  job: {
    title: jobs.title, skills: jobs.skills, province: jobs.province, district: jobs.district,
    remoteAllowed: jobs.remoteAllowed, experienceMinYears: jobs.experienceMinYears, educationLevel: jobs.educationLevel,
  },
};

/** The job seeker's columns that a card (seekerSummary) and the match score read. */
export const cardColumns = {
  id: jobSeekers.id, fullName: jobSeekers.fullName, headline: jobSeekers.headline, photoUrl: jobSeekers.photoUrl,
  province: jobSeekers.province, district: jobSeekers.district, skills: jobSeekers.skills, experienceYears: jobSeekers.experienceYears,
  educationLevel: jobSeekers.educationLevel, openToWork: jobSeekers.openToWork, updatedAt: jobSeekers.updatedAt,
} satisfies Record<keyof SeekerCard, unknown>;

export interface ListRow {
  application: ApplicationRow;
  seeker: SeekerRow;
  job: { title: string } & Parameters<typeof jobForMatch>[0];
}

export function applicationView(config: Config, row: Omit<ListRow, 'seeker'> & { seeker: SeekerCard }): Schemas['Application'] {
  const a = row.application;
  return {
    id: a.id,
    job: a.jobId,
    job_title: row.job.title,
    job_seeker: seekerSummary(row.seeker),
    cover_letter: a.coverLetter,
    resume_url: resumeUrl(config, a),
    status: a.status as ApplicationStatus,
    match_score: scorerFor(jobForMatch(row.job))(seekerForMatch(row.seeker)).score,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** Applications of the company matching `where`, in `orderBy`, with the rows the views need. */
export function listApplications(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  return db.select(listColumns).from(applications)
    .innerJoin(jobSeekers, eq(jobSeekers.id, applications.jobSeekerId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(where).orderBy(...orderBy).limit(limit).offset(offset) as Promise<ListRow[]>;
}

/** Counts per status (and `all`) of the applications matching `where`. */
export async function statusCounts(db: Db, where: SQL): Promise<Schemas['ApplicationStatusCounts']> {
  const rows = await db.select({ status: applications.status, n: sql<number>`count(*)::int` })
    .from(applications).where(where).groupBy(applications.status);
  const counts = { all: 0, applied: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };
  for (const { status, n } of rows) {
    counts[status as ApplicationStatus] = n;
    counts.all += n;
  }
  return counts;
}

/** One application of the company, in full: profile, match with reasons, history and the changes allowed now. */
export async function applicationDetail(db: Db, config: Config, companyId: string, id: string): Promise<Schemas['ApplicationDetail']> {
  const [row] = await listApplications(db, and(eq(applications.id, id), eq(applications.companyId, companyId)), [], 1, 0);
  if (!row) throw notFound();
  const history = await db.select().from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id)).orderBy(applicationEvents.seq);
  const match = scorerFor(jobForMatch(row.job))(seekerForMatch(row.seeker));
  const status = row.application.status as ApplicationStatus;
  return {
    ...applicationView(config, row),
    match_score: match.score,
    email: row.seeker.email,
    phone: row.seeker.phone,
    about: row.seeker.about,
    match,
    history: history.map((h) => ({
      from: h.fromStatus as ApplicationStatus | null,
      to: h.toStatus as ApplicationStatus,
      by: h.actor as 'employer' | 'job_seeker',
      reason: h.reason,
      at: h.at.toISOString(),
    })),
    allowed_transitions: allowedTransitions(status, 'employer').map((t) => ({ status: t.to, event: t.event, needs_reason: t.needsReason })),
  };
}

/** Locks one of the company's applications for a change; 404 for anyone else's. */
export async function lockApplication(tx: Tx, companyId: string, id: string): Promise<ApplicationRow> {
  const [row] = await tx.select().from(applications)
    .where(and(eq(applications.id, id), eq(applications.companyId, companyId))).for('update');
  if (!row) throw notFound();
  return row;
}

const REASON_MESSAGES: readonly string[] = [APPLICATION_STATUS_MESSAGES.reasonRequired, APPLICATION_STATUS_MESSAGES.reasonTooLong];

/** The employer moves a locked application to `to` if the status machine allows it; the change goes in the history. */
export async function changeStatus(
  tx: Tx, row: ApplicationRow, to: string, o: { reason?: string | undefined; userId: string; now: Date },
): Promise<ApplicationStatus> {
  const change = requestStatusChange(row.status as ApplicationStatus, to, { by: 'employer', reason: o.reason });
  if (!change.ok) {
    throw REASON_MESSAGES.includes(change.message)
      ? fieldErrors({ reason: [change.message] })
      : new ApiError(400, { non_field_errors: [change.message] });
  }
  await recordStatus(tx, row, change.to, { reason: o.reason?.trim() || null, userId: o.userId, now: o.now });
  return change.to;
}

/** Writes a status and its history entry (no checks: callers decide). */
export async function recordStatus(
  tx: Tx, row: Pick<ApplicationRow, 'id' | 'status'>, to: ApplicationStatus, o: { reason: string | null; userId: string; now: Date },
): Promise<void> {
  await tx.update(applications).set({ status: to, updatedAt: o.now }).where(eq(applications.id, row.id));
  await tx.insert(applicationEvents).values({
    applicationId: row.id, fromStatus: row.status, toStatus: to, actor: 'employer', actorUserId: o.userId, reason: o.reason, at: o.now,
  });
}

export const newestFirst = [desc(applications.createdAt), desc(applications.id)];
