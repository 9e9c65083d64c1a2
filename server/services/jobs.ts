// Jobs as the API shows and takes them. The rules are src/domain/job-rules.ts (shared with the job form): a draft
// needs a title, a published job every field. Money is kept in paisa and shown in whole rupees.
import type { components } from '../../src/api/schema.gen';
import { kathmanduToday, validateJob, type JobDraft } from '../../src/domain/job-rules';
import type { JobStatus } from '../../src/domain/job-fields';
import { isActiveJob } from '../../src/domain/plans';
import { fieldErrors, mergeErrors, type FieldErrors } from '../lib/api-error';
import type { JobRow, JobSummaryRow, JobValues } from '../repositories/jobs';

type Schemas = components['schemas'];
export type JobView = Schemas['Job'];
export type JobInput = Schemas['JobWrite'] | Schemas['JobPatch'];

export const JOB_WRITE_MESSAGES = {
  backToDraft: 'A job with applications cannot go back to draft; close it instead.',
  closedInstead: 'This job has applications, so it was closed instead of deleted.',
} as const;

const rupees = (paisa: number | null) => (paisa === null ? null : Math.round(paisa / 100));
const paisaOf = (npr: number | null | undefined) => (npr == null ? null : npr * 100);

/**
 * A job in the employer's list: all but the long texts. `today` is Kathmandu's (a list passes it once). In SQL:
 * repositories/jobs.ts' jobSummaryColumns.
 */
export function jobSummaryView(row: JobSummaryRow, now: Date, today = kathmanduToday(now)): Schemas['JobSummary'] {
  return {
    id: row.id,
    title: row.title,
    category: row.category as JobView['category'],
    job_level: row.jobLevel as JobView['job_level'],
    employment_type: row.employmentType as JobView['employment_type'],
    vacancies: row.vacancies,
    province: row.province,
    district: row.district,
    address: row.address,
    remote_allowed: row.remoteAllowed,
    salary_min: rupees(row.salaryMinPaisa),
    salary_max: rupees(row.salaryMaxPaisa),
    salary_negotiable: row.salaryNegotiable,
    show_salary: row.showSalary,
    experience_min_years: row.experienceMinYears,
    education_level: row.educationLevel as JobView['education_level'],
    skills: row.skills,
    deadline: row.deadline,
    status: row.status as JobStatus,
    is_open: isActiveJob(row, today),
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    views_count: row.viewsCount,
    applications_count: row.applicationsCount,
  };
}

export function jobView(row: JobRow, now: Date): JobView {
  return { ...jobSummaryView(row, now), description: row.description, requirements: row.requirements };
}

/** The stored job in the shape the rules read (JobWrite), to merge a PATCH into. */
function asInput(row: JobRow): Schemas['JobWrite'] {
  const { id: _id, is_open: _o, featured: _f, created_at: _c, updated_at: _u, published_at: _p, views_count: _v, applications_count: _a, ...fields } =
    jobView(row, new Date(0));
  return fields;
}

/** The columns to write for a job that passed the rules of its status. */
function columnsOf(job: JobDraft) {
  return {
    title: job.title,
    description: job.description ?? '',
    requirements: job.requirements ?? '',
    category: job.category ?? null,
    jobLevel: job.job_level ?? null,
    employmentType: job.employment_type ?? null,
    vacancies: job.vacancies ?? null,
    province: job.province ?? null,
    district: job.district ?? null,
    address: job.address,
    remoteAllowed: job.remote_allowed,
    salaryMinPaisa: paisaOf(job.salary_min),
    salaryMaxPaisa: paisaOf(job.salary_max),
    salaryNegotiable: job.salary_negotiable,
    showSalary: job.show_salary,
    experienceMinYears: job.experience_min_years ?? null,
    educationLevel: job.education_level ?? null,
    skills: job.skills,
    deadline: job.deadline ?? null,
  };
}

type WriteMode = 'create' | 'replace' | 'patch';

/**
 * The job as it will be saved and its status: `current` is the stored job (PUT keeps its status when none is sent;
 * PATCH merges into it); undefined for a new job.
 */
function merge(input: Record<string, unknown>, mode: WriteMode, current: JobRow | undefined) {
  const merged: Record<string, unknown> = mode === 'patch' && current ? { ...asInput(current), ...input } : { ...input };
  const status = (input.status ?? current?.status ?? 'draft') as JobStatus;
  merged.status = status;
  // No skills sent reads as none yet, so publishing says "Add at least one skill".
  merged.skills ??= [];
  return { merged, status };
}

/** The rules of the status the job will have, and the one about going back to draft. */
function check(input: Record<string, unknown>, mode: WriteMode, current: JobRow | undefined, now: Date) {
  const { merged, status } = merge(input, mode, current);
  const result = validateJob(merged, status, now);
  const backToDraft = current && status === 'draft' && current.status !== 'draft' && current.applicationsCount > 0;
  const errors = mergeErrors(result.ok ? undefined : result.errors, backToDraft ? { status: [JOB_WRITE_MESSAGES.backToDraft] } : undefined);
  return { result, status, errors };
}

/**
 * Every rule a job write breaks, for any body, even one the contract refused (run when it is, so one 400 names every
 * field); undefined when it breaks none.
 */
export function jobRuleErrors(input: unknown, mode: WriteMode, current: JobRow | undefined, now: Date): FieldErrors | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  return check(input as Record<string, unknown>, mode, current, now).errors;
}

/**
 * Whether this write makes the job active (src/domain/plans.ts isActiveJob) when it was not: publishing it, or giving
 * a published job whose deadline had passed a new one. Such a write counts against the plan's active-job limit.
 */
export function becomesActive(changes: Pick<JobValues, 'status'>, current: JobRow | undefined, now: Date): boolean {
  return changes.status === 'published' && !(current && isActiveJob(current, kathmanduToday(now)));
}

/**
 * The columns for a new or changed job, checked by the rules of the status it will have. A job keeps its featured
 * flag only while it stays active; one that becomes active (again) starts without it, so it is featured again only
 * within the plan's limit (docs/decisions.md "Plans and billing").
 */
export function jobChanges(input: JobInput, mode: WriteMode, current: JobRow | undefined, now: Date): JobValues {
  const { result, status, errors } = check(input, mode, current, now);
  if (errors || !result.ok) throw fieldErrors(errors ?? {});
  const keepsFeatured = status === 'published' && current !== undefined && isActiveJob(current, kathmanduToday(now)) && current.featured;
  return {
    ...columnsOf(result.value as JobDraft),
    status,
    updatedAt: now,
    publishedAt: status === 'published' ? (current?.publishedAt ?? now) : (current?.publishedAt ?? null),
    featured: keepsFeatured,
  };
}
