import { INDUSTRIES, type Industry } from '@/domain/constants';

/** A job's choice lists (docs/decisions.md "Job"); the same strings are the API's enums (openapi `JobLevel` …). */

export const JOB_LEVELS = ['Entry', 'Mid', 'Senior', 'Executive'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];

export const EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Contract', 'Internship', 'Temporary', 'Freelance'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Lowest to highest; "Not required" comes last as it is shown last, but ranks below every level. */
export const EDUCATION_LEVELS = ['SEE/SLC', '+2', 'Bachelor', 'Master', 'PhD', 'Not required'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job's category is one of the spec's industries. */
export const JOB_CATEGORIES = INDUSTRIES;
export type JobCategory = Industry;

const EDUCATION_RANK: Record<EducationLevel, number> = {
  'Not required': 0, 'SEE/SLC': 1, '+2': 2, Bachelor: 3, Master: 4, PhD: 5,
};

/** 0 for "Not required", then 1 (SEE/SLC) … 5 (PhD). */
export function educationRank(level: EducationLevel): number {
  return EDUCATION_RANK[level];
}

/** Negative when `a` is below `b`, 0 when equal, positive when above: usable with `Array.prototype.sort`. */
export function compareEducation(a: EducationLevel, b: EducationLevel): number {
  return EDUCATION_RANK[a] - EDUCATION_RANK[b];
}

/** Whether someone with `held` meets a job asking for `required`. */
export function meetsEducation(held: EducationLevel, required: EducationLevel): boolean {
  return compareEducation(held, required) >= 0;
}
