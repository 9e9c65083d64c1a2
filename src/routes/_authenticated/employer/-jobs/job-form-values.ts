import { JOB_FORM_DRAFT_KEY_PREFIX } from '@/domain/constants';
import type { Job, JobWrite } from './job-queries';

/** What the job form holds: text as typed (numbers too), so nothing is lost or reformatted while typing. */
export interface JobFormValues {
  title: string;
  description: string;
  requirements: string;
  category: string;
  job_level: string;
  employment_type: string;
  vacancies: string;
  province: string;
  district: string;
  address: string;
  remote_allowed: boolean;
  salary_min: string;
  salary_max: string;
  salary_negotiable: boolean;
  show_salary: boolean;
  experience_min_years: string;
  education_level: string;
  skills: string[];
  deadline: string;
}

export type JobField = keyof JobFormValues;

export const JOB_FIELDS: readonly JobField[] = [
  'title', 'description', 'requirements', 'category', 'job_level', 'employment_type', 'vacancies', 'province',
  'district', 'address', 'remote_allowed', 'salary_min', 'salary_max', 'salary_negotiable', 'show_salary',
  'experience_min_years', 'education_level', 'skills', 'deadline',
];

export const EMPTY_JOB: JobFormValues = {
  title: '', description: '', requirements: '', category: '', job_level: '', employment_type: '', vacancies: '1',
  province: '', district: '', address: '', remote_allowed: false, salary_min: '', salary_max: '',
  salary_negotiable: false, show_salary: true, experience_min_years: '0', education_level: '', skills: [],
  deadline: '',
};

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export function valuesOf(job: Job | null): JobFormValues {
  if (!job) return EMPTY_JOB;
  return {
    title: job.title, description: job.description, requirements: job.requirements, category: text(job.category),
    job_level: text(job.job_level), employment_type: text(job.employment_type), vacancies: text(job.vacancies),
    province: text(job.province), district: text(job.district), address: job.address,
    remote_allowed: job.remote_allowed, salary_min: text(job.salary_min), salary_max: text(job.salary_max),
    salary_negotiable: job.salary_negotiable, show_salary: job.show_salary,
    experience_min_years: text(job.experience_min_years), education_level: text(job.education_level),
    skills: job.skills, deadline: text(job.deadline),
  };
}

/** A number when the text is one; the text itself otherwise, so the rules answer with the field's message. */
function numberOrText(value: string): number | string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body of openapi `JobWrite`: empty fields are null (not filled in yet). */
export function bodyOf(values: JobFormValues, status: JobWrite['status']): JobWrite {
  const choice = <T extends string>(value: string) => (value ? (value as T) : null);
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    requirements: values.requirements.trim() || null,
    category: choice<NonNullable<JobWrite['category']>>(values.category),
    job_level: choice<NonNullable<JobWrite['job_level']>>(values.job_level),
    employment_type: choice<NonNullable<JobWrite['employment_type']>>(values.employment_type),
    vacancies: numberOrText(values.vacancies) as number | null,
    province: values.province || null,
    district: values.district || null,
    address: values.address.trim(),
    remote_allowed: values.remote_allowed,
    salary_min: numberOrText(values.salary_min) as number | null,
    salary_max: numberOrText(values.salary_max) as number | null,
    salary_negotiable: values.salary_negotiable,
    show_salary: values.show_salary,
    experience_min_years: numberOrText(values.experience_min_years) as number | null,
    education_level: choice<NonNullable<JobWrite['education_level']>>(values.education_level),
    skills: values.skills,
    deadline: values.deadline || null,
    status,
  };
}

/**
 * The unsaved form on this device, per account and job (or `new`), so a reload, a lost connection or an expired
 * session loses nothing, and another account on the device never sees it.
 */
export const draftKey = (userId: string | null, jobId: string | null) =>
  `${JOB_FORM_DRAFT_KEY_PREFIX}${userId ?? 'anonymous'}.${jobId ?? 'new'}`;

export function readDraft(key: string): JobFormValues | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<JobFormValues>;
    if (!stored || typeof stored !== 'object' || !Array.isArray(stored.skills)) return null;
    return { ...EMPTY_JOB, ...stored };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: JobFormValues): void {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, only without the copy on the device.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export const sameValues = (a: JobFormValues, b: JobFormValues) => JSON.stringify(a) === JSON.stringify(b);
