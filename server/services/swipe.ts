// Swipe decisions: what a decision does (shortlist an applicant, save a job seeker) and how an undo takes it back.
// The route stores the decision with its idempotency key in the same transaction.
import type { components } from '../../src/api/schema.gen';
import type { ApplicationStatus } from '../../src/machines/application-status.machine';
import { ApiError, fieldError, notFound } from '../lib/api-error';
import type { Repositories } from '../repositories/repositories';
import type { DecisionRow, NewDecision } from '../repositories/swipe-decisions';
import { changeStatus, lockApplication } from './applications';
import { jobToMatch } from './candidates';
import { saveApplicant } from './saved-applicants';

type Schemas = components['schemas'];
type Mode = Schemas['SwipeMode'];

export const SWIPE_DECISION_MESSAGES = {
  undoesRequired: 'Say which decision to undo.',
  undoOfUndo: 'An undo cannot be undone.',
  alreadyUndone: 'This decision was already undone.',
  movedOn: 'The application has moved on since it was shortlisted; change its status instead.',
  noSuchSeeker: 'No job seeker with this id.',
  jobRequired: 'Choose the job whose applicants you are deciding on.',
  notAnApplicant: 'This job seeker has not applied for this job.',
  undoReason: 'Swipe undone',
} as const;
const M = SWIPE_DECISION_MESSAGES;

export function decisionView(d: DecisionRow): Schemas['SwipeDecision'] {
  return {
    key: d.key,
    kind: d.kind as Schemas['SwipeDecision']['kind'],
    mode: d.mode as Mode,
    candidate: d.jobSeekerId,
    job: d.jobId,
    application_id: d.applicationId,
    saved_id: d.savedId,
    status: d.status as ApplicationStatus | null,
    reason: d.reason,
    undoes: d.undoesKey,
    undone: d.undoneAt !== null,
    created_at: d.createdAt.toISOString(),
  };
}

/** Takes back `original`; returns the status the application has afterwards (applicants). */
async function undo(repos: Repositories, original: DecisionRow, userId: string, now: Date): Promise<ApplicationStatus | null> {
  let status: ApplicationStatus | null = null;
  if (original.applicationId) {
    const row = await lockApplication(repos.applications, original.companyId, original.applicationId);
    status = row.status as ApplicationStatus;
    if (original.kind === 'right' && original.changed) {
      // The one change outside the status machine: a swipe's shortlist taken back, kept in the history.
      if (row.status !== 'shortlisted') throw new ApiError(400, { non_field_errors: [M.movedOn] });
      await repos.applications.recordStatus(original.companyId, row, 'applied', { reason: M.undoReason, userId, now });
      status = 'applied';
    }
  } else if (original.kind === 'right' && original.changed && original.savedId) {
    await repos.savedApplicants.remove(original.companyId, original.savedId);
  }
  await repos.swipeDecisions.markUndone(original.companyId, original.id, now);
  return status;
}

/** Applies a decision of the company inside a transaction; returns the decision to store. */
export async function decide(
  repos: Repositories, companyId: string, body: Schemas['SwipeDecisionRequest'], userId: string, now: Date,
): Promise<NewDecision> {
  const base = { key: body.key, kind: body.kind, reason: body.reason?.trim() || null, createdAt: now };
  if (body.kind === 'undo') {
    if (!body.undoes) throw fieldError('undoes', M.undoesRequired);
    const original = await repos.swipeDecisions.lockForUpdate(companyId, body.undoes);
    if (!original) throw notFound();
    if (original.kind === 'undo') throw fieldError('undoes', M.undoOfUndo);
    if (original.undoneAt) throw fieldError('undoes', M.alreadyUndone);
    const status = await undo(repos, original, userId, now);
    return {
      ...base, mode: original.mode, jobSeekerId: original.jobSeekerId, jobId: original.jobId,
      applicationId: original.applicationId, savedId: original.savedId, status, undoesKey: original.key, changed: true,
    };
  }

  if (!(await repos.jobSeekers.exists(body.candidate))) throw fieldError('candidate', M.noSuchSeeker);
  if (body.job) await jobToMatch(repos.jobs, companyId, body.job); // 404 for another employer's job
  const application = body.job ? await repos.applications.findByJobAndSeeker(companyId, body.job, body.candidate) : undefined;
  const mode: Mode = body.mode ?? (application ? 'applicants' : 'seekers');
  const about = { ...base, mode, jobSeekerId: body.candidate, jobId: body.job ?? null };

  if (mode === 'applicants') {
    if (!body.job) throw fieldError('job', M.jobRequired);
    if (!application) throw fieldError('candidate', M.notAnApplicant);
    const row = await lockApplication(repos.applications, companyId, application.id);
    let status = row.status as ApplicationStatus;
    let changed = false;
    if (body.kind === 'right' && status !== 'shortlisted') {
      status = await changeStatus(repos.applications, row, 'shortlisted', { userId, now });
      changed = true;
    }
    return { ...about, applicationId: row.id, savedId: null, status, changed };
  }
  if (body.kind === 'right') {
    const saved = await saveApplicant(repos, companyId, { jobSeekerId: body.candidate, now, ...(body.job && { jobId: body.job }) });
    return { ...about, applicationId: null, savedId: saved.id, status: null, changed: saved.created };
  }
  return { ...about, applicationId: null, savedId: null, status: null, changed: false };
}
