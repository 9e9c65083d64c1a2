// Applications and job seekers as the employer sees them, and status changes through the one status machine.
import type { components } from '../../src/api/schema.gen';
import {
  allowedTransitions, APPLICATION_STATUS_MESSAGES, isHireUndoable, requestStatusChange, type ApplicationStatus,
} from '../../src/machines/application-status.machine';
import type { Config } from '../config';
import { ApiError, fieldErrors, notFound, type FieldErrors } from '../lib/api-error';
import type { JobForMatch } from '../lib/match-inputs';
import type { ApplicationRow, ApplicationsRepository, ListRow } from '../repositories/applications';
import type { SeekerCard, SeekerRow as JobSeekerRow } from '../repositories/job-seekers';
import { scorerFor } from './matching';
import { shownSeekerEmail, shownSeekerName } from './seeker-privacy';

type Schemas = components['schemas'];
export type SeekerRow = JobSeekerRow;

export function seekerSummary(s: SeekerCard): Schemas['JobSeekerSummary'] {
  return {
    id: s.id,
    full_name: shownSeekerName(s.fullName),
    headline: s.headline,
    photo_url: s.photoUrl,
    province: s.province,
    district: s.district,
    skills: s.skills,
    experience_years: s.experienceYears,
    education_level: s.educationLevel as Schemas['EducationLevel'],
    open_to_work: s.openToWork,
    updated_at: s.updatedAt.toISOString(),
    // Only an erased row has no name (docs/seekers.md "Privacy").
    ...(s.fullName === '' && { deleted: true as const }),
  };
}

/** What the candidate wrote of themselves beyond the card (docs/seekers.md "Profile"), as employers read it. */
export const seekerOwnEntries = (s: Pick<SeekerRow, 'experience' | 'education' | 'profileUpdatedAt'>) => ({
  experience: s.experience,
  education: s.education,
  profile_updated_at: s.profileUpdatedAt?.toISOString() ?? null,
});

export const seekerForMatch = (s: SeekerCard) => ({
  skills: s.skills, province: s.province, district: s.district, experienceYears: s.experienceYears, educationLevel: s.educationLevel,
});

export const jobForMatch = (j: JobForMatch): JobForMatch => ({
  skills: j.skills, province: j.province, district: j.district, remoteAllowed: j.remoteAllowed,
  experienceMinYears: j.experienceMinYears, educationLevel: j.educationLevel,
});

export const resumeUrl = (config: Config, a: Pick<ApplicationRow, 'id' | 'resumeId'>) =>
  (a.resumeId ? `${config.publicUrl ?? ''}/api/applications/${a.id}/resume/` : null);

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

/**
 * Where an application stands for the status machine: a hire can be undone for a short while after it was made (its
 * `updatedAt`, which only a status change writes), by the company that made it (docs/decisions.md "Application").
 */
export const statusOptions = (row: Pick<ApplicationRow, 'status' | 'updatedAt'>, now: Date) =>
  ({ hireUndoable: row.status === 'hired' && isHireUndoable(row.updatedAt, now) });

/** One application of the company, in full: profile, match with reasons, history and the changes allowed now. */
export async function applicationDetail(
  applications: ApplicationsRepository, config: Config, companyId: string, id: string, now: Date,
): Promise<Schemas['ApplicationDetail']> {
  const found = await applications.detail(companyId, id);
  if (!found) throw notFound();
  const { row, history } = found;
  const match = scorerFor(jobForMatch(row.job))(seekerForMatch(row.seeker));
  const status = row.application.status as ApplicationStatus;
  return {
    ...applicationView(config, row),
    match_score: match.score,
    email: shownSeekerEmail(row.seeker.email),
    phone: row.seeker.phone,
    about: row.seeker.about,
    ...seekerOwnEntries(row.seeker),
    match,
    history: history.map((h) => ({
      from: h.fromStatus as ApplicationStatus | null,
      to: h.toStatus as ApplicationStatus,
      by: h.actor as 'employer' | 'job_seeker',
      by_member: h.actorUserId ? { user_id: h.actorUserId, full_name: h.memberName ?? '' } : null,
      reason: h.reason,
      at: h.at.toISOString(),
    })),
    allowed_transitions: allowedTransitions(status, 'employer', statusOptions(row.application, now))
      .map((t) => ({ status: t.to, event: t.event, needs_reason: t.needsReason })),
  };
}

/** Locks one of the company's applications for a change; 404 for anyone else's. */
export async function lockApplication(applications: ApplicationsRepository, companyId: string, id: string): Promise<ApplicationRow> {
  const row = await applications.lockForUpdate(companyId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A change asked of an application that is no longer where the client saw it (`expected_status`): 409 with the
 * application as it is now, so the client can show it and let the user decide again.
 */
export function staleStatus(expected: ApplicationStatus, current: Schemas['ApplicationDetail']): ApiError {
  const body: Schemas['ApplicationConflict'] = {
    detail: `This application is now ${current.status}, not ${expected}: it was changed after you last saw it`,
    current_status: current.status,
    application: current,
  };
  return new ApiError(409, body);
}


/** What the status machine says against moving an application at `from` to `to`, as field errors; undefined if allowed. */
export function statusChangeErrors(
  from: Pick<ApplicationRow, 'status' | 'updatedAt'>, to: string, reason: string | undefined, now: Date,
): FieldErrors | undefined {
  const change = requestStatusChange(from.status as ApplicationStatus, to, { by: 'employer', reason, ...statusOptions(from, now) });
  return change.ok ? undefined : refusal(change.message);
}

const refusal = (message: string): FieldErrors =>
  // Read now, in the request's language, as the message was.
  ([APPLICATION_STATUS_MESSAGES.reasonRequired, APPLICATION_STATUS_MESSAGES.reasonTooLong].includes(message)
    ? { reason: [message] } : { non_field_errors: [message] });

/** The employer moves a locked application to `to` if the status machine allows it; the change goes in the history. */
export async function changeStatus(
  applications: ApplicationsRepository, row: Pick<ApplicationRow, 'id' | 'status' | 'companyId' | 'updatedAt'>, to: string,
  o: { reason?: string | undefined; userId: string; now: Date },
): Promise<ApplicationStatus> {
  const change = requestStatusChange(row.status as ApplicationStatus, to, {
    by: 'employer', reason: o.reason, ...statusOptions(row, o.now),
  });
  if (!change.ok) throw fieldErrors(refusal(change.message));
  await applications.recordStatus(row.companyId, row, change.to, {
    reason: o.reason?.trim() || null, userId: o.userId, now: o.now,
  });
  return change.to;
}
