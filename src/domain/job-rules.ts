import * as v from 'valibot';
import {
  INDUSTRIES, JOB_ADDRESS_MAX, JOB_EXPERIENCE_MAX_YEARS, JOB_SALARY_MAX_NPR, JOB_SKILLS_MAX, JOB_SKILL_NAME_MAX,
  JOB_TEXT_MAX, JOB_TITLE_MAX, JOB_VACANCIES_MAX,
} from '@/domain/constants';
import { formatNpr, kathmanduDay } from '@/domain/format';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_LEVELS, JOB_STATUSES } from '@/domain/job-fields';
import { DISTRICTS, PROVINCES } from '@/domain/nepal-locations';

/**
 * The rules for a job as the API carries it (openapi `JobWrite`, snake_case), shared by the server (request
 * bodies; for PATCH, the stored job merged with the patch) and the job form. A draft needs only a title; a job
 * can be published only when it is complete.
 */

/** Every message of these rules, in one place. */
export const JOB_MESSAGES = {
  titleRequired: 'Job title is required',
  titleTooLong: `Job title must be at most ${JOB_TITLE_MAX} characters`,
  descriptionRequired: 'Job description is required',
  descriptionTooLong: `Job description must be at most ${JOB_TEXT_MAX} characters`,
  requirementsRequired: 'Requirements are required',
  requirementsTooLong: `Requirements must be at most ${JOB_TEXT_MAX} characters`,
  categoryRequired: 'Please choose a category',
  jobLevelRequired: 'Please choose a job level',
  employmentTypeRequired: 'Please choose an employment type',
  vacanciesInvalid: 'Vacancies must be a whole number of at least 1',
  vacanciesTooMany: `Vacancies must be at most ${JOB_VACANCIES_MAX}`,
  provinceRequired: 'Please choose a province',
  districtRequired: 'Please choose a district',
  districtNotInProvince: (district: string, province: string) => `${district} is not in ${province} Province`,
  addressTooLong: `Address must be at most ${JOB_ADDRESS_MAX} characters`,
  remoteAllowedInvalid: 'Remote allowed must be yes or no',
  salaryInvalid: `Salary must be a whole number of rupees per month, up to ${formatNpr(JOB_SALARY_MAX_NPR * 100)}`,
  salaryRangeInvalid: 'Minimum salary cannot be more than the maximum salary',
  salaryRequired: 'Enter the minimum and maximum salary, or mark the salary as negotiable',
  salaryNegotiableInvalid: 'Negotiable must be yes or no',
  showSalaryInvalid: 'Show salary must be yes or no',
  experienceInvalid: `Experience must be a whole number of years from 0 to ${JOB_EXPERIENCE_MAX_YEARS}`,
  educationRequired: 'Please choose an education level',
  skillsInvalid: 'Skills must be a list of skill names',
  skillsRequired: 'Add at least one skill',
  skillsTooMany: `Add at most ${JOB_SKILLS_MAX} skills`,
  skillTooLong: `Each skill must be at most ${JOB_SKILL_NAME_MAX} characters`,
  deadlineRequired: 'Please choose a deadline',
  deadlineInvalid: 'Deadline must be a date like 2025-04-14',
  deadlinePassed: 'The deadline must be today or later to publish the job',
  statusInvalid: 'Status must be draft, published or closed',
  notAJob: 'Send the job as an object of fields',
} as const;

const M = JOB_MESSAGES;
const PROVINCE_NAMES = PROVINCES.map((p) => p.name);
const DISTRICT_NAMES = DISTRICTS.map((d) => d.name);
const PROVINCE_OF_DISTRICT = new Map(
  DISTRICTS.map((d) => [d.name, PROVINCES.find((p) => p.id === d.province_id)?.name]),
);

/** Whether `district` lies in `province` (names as in `nepal-locations.json`). */
export function isDistrictInProvince(district: string, province: string): boolean {
  return PROVINCE_OF_DISTRICT.get(district) === province;
}

/** Today's date in Kathmandu as `YYYY-MM-DD`: the day a deadline is compared with. */
export function kathmanduToday(now: Date): string {
  const { year, month, day } = kathmanduDay(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isRealDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const text = (required: string, max: number, tooLong: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));
const optionalText = (invalid: string, max: number, tooLong: string) =>
  v.pipe(v.string(invalid), v.trim(), v.maxLength(max, tooLong));
const flag = (invalid: string) => v.boolean(invalid);
const salary = v.nullable(
  v.pipe(v.number(M.salaryInvalid), v.integer(M.salaryInvalid), v.minValue(0, M.salaryInvalid),
    v.maxValue(JOB_SALARY_MAX_NPR, M.salaryInvalid)),
  null,
);
const skillList = v.pipe(
  v.array(
    v.pipe(v.string(M.skillsInvalid), v.trim(), v.nonEmpty(M.skillsInvalid), v.maxLength(JOB_SKILL_NAME_MAX, M.skillTooLong)),
    M.skillsInvalid,
  ),
  // The same skill typed twice (any case) counts once.
  v.transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i)),
  v.maxLength(JOB_SKILLS_MAX, M.skillsTooMany),
);

const fields = {
  title: text(M.titleRequired, JOB_TITLE_MAX, M.titleTooLong),
  description: text(M.descriptionRequired, JOB_TEXT_MAX, M.descriptionTooLong),
  requirements: text(M.requirementsRequired, JOB_TEXT_MAX, M.requirementsTooLong),
  category: v.picklist(INDUSTRIES, M.categoryRequired),
  job_level: v.picklist(JOB_LEVELS, M.jobLevelRequired),
  employment_type: v.picklist(EMPLOYMENT_TYPES, M.employmentTypeRequired),
  vacancies: v.pipe(v.number(M.vacanciesInvalid), v.integer(M.vacanciesInvalid), v.minValue(1, M.vacanciesInvalid),
    v.maxValue(JOB_VACANCIES_MAX, M.vacanciesTooMany)),
  province: v.picklist(PROVINCE_NAMES, M.provinceRequired),
  district: v.picklist(DISTRICT_NAMES, M.districtRequired),
  address: optionalText(M.addressTooLong, JOB_ADDRESS_MAX, M.addressTooLong),
  remote_allowed: flag(M.remoteAllowedInvalid),
  salary_min: salary,
  salary_max: salary,
  salary_negotiable: flag(M.salaryNegotiableInvalid),
  show_salary: flag(M.showSalaryInvalid),
  experience_min_years: v.pipe(v.number(M.experienceInvalid), v.integer(M.experienceInvalid),
    v.minValue(0, M.experienceInvalid), v.maxValue(JOB_EXPERIENCE_MAX_YEARS, M.experienceInvalid)),
  education_level: v.picklist(EDUCATION_LEVELS, M.educationRequired),
  skills: skillList,
  deadline: v.pipe(v.string(M.deadlineRequired), v.nonEmpty(M.deadlineRequired),
    v.isoDate(M.deadlineInvalid), v.check(isRealDate, M.deadlineInvalid)),
  status: v.picklist(JOB_STATUSES, M.statusInvalid),
};

/** A missing key reads as `undefined`, so each field answers with its own message rather than "Invalid key". */
const everyKey = [
  v.check((input: unknown) => !Array.isArray(input), M.notAJob),
  v.transform((input: unknown) =>
    input !== null && typeof input === 'object' ? { ...Object.fromEntries(Object.keys(fields).map((k) => [k, undefined])), ...input } : input),
] as const;

/** In a draft an empty or null value means "not filled in yet". */
const notYet = <S extends v.GenericSchema>(schema: S) =>
  v.optional(v.pipe(v.unknown(), v.transform((x) => (x === '' || x === null ? undefined : x)), v.optional(schema)));

function districtMatches(job: { province?: string | undefined; district?: string | undefined }): boolean {
  return !job.province || !job.district || isDistrictInProvince(job.district, job.province);
}

function districtMessage(issue: { input: { province?: string | undefined; district?: string | undefined } }): string {
  return M.districtNotInProvince(String(issue.input.district), String(issue.input.province));
}

function salaryInOrder(job: { salary_min?: number | null | undefined; salary_max?: number | null | undefined }) {
  return job.salary_min == null || job.salary_max == null || job.salary_min <= job.salary_max;
}

/** A job saved as a draft: a title, and whatever else is filled in must be valid. */
export const jobDraftSchema = v.pipe(
  v.unknown(),
  ...everyKey,
  v.object({
    title: fields.title,
    description: notYet(fields.description),
    requirements: notYet(fields.requirements),
    category: notYet(fields.category),
    job_level: notYet(fields.job_level),
    employment_type: notYet(fields.employment_type),
    vacancies: notYet(fields.vacancies),
    province: notYet(fields.province),
    district: notYet(fields.district),
    address: v.optional(fields.address, ''),
    remote_allowed: v.optional(fields.remote_allowed, false),
    salary_min: v.optional(fields.salary_min, null),
    salary_max: v.optional(fields.salary_max, null),
    salary_negotiable: v.optional(fields.salary_negotiable, false),
    show_salary: v.optional(fields.show_salary, true),
    experience_min_years: notYet(fields.experience_min_years),
    education_level: notYet(fields.education_level),
    skills: v.optional(fields.skills, []),
    deadline: notYet(fields.deadline),
    status: v.optional(fields.status),
  }, M.notAJob),
  v.forward(v.partialCheck([['province'], ['district']], districtMatches, districtMessage), ['district']),
  v.forward(v.partialCheck([['salary_min'], ['salary_max']], salaryInOrder, M.salaryRangeInvalid), ['salary_max']),
);
export type JobDraft = v.InferOutput<typeof jobDraftSchema>;

/** A job complete enough to be published, with its deadline not before `today` (`YYYY-MM-DD`, Kathmandu). */
export function publishableJobSchema(today: string) {
  return v.pipe(
    v.unknown(),
    ...everyKey,
    v.object({
      title: fields.title,
      description: fields.description,
      requirements: fields.requirements,
      category: fields.category,
      job_level: fields.job_level,
      employment_type: fields.employment_type,
      vacancies: fields.vacancies,
      province: fields.province,
      district: fields.district,
      address: v.optional(fields.address, ''),
      remote_allowed: v.optional(fields.remote_allowed, false),
      salary_min: v.optional(fields.salary_min, null),
      salary_max: v.optional(fields.salary_max, null),
      salary_negotiable: v.optional(fields.salary_negotiable, false),
      show_salary: v.optional(fields.show_salary, true),
      experience_min_years: v.optional(fields.experience_min_years, 0),
      education_level: v.optional(fields.education_level, 'Not required'),
      skills: v.pipe(fields.skills, v.minLength(1, M.skillsRequired)),
      // ISO dates compare correctly as strings.
      deadline: v.pipe(fields.deadline, v.check((date) => date >= today, M.deadlinePassed)),
      status: v.optional(fields.status),
    }, M.notAJob),
    v.forward(v.partialCheck([['province'], ['district']], districtMatches, districtMessage), ['district']),
    v.forward(v.partialCheck([['salary_min'], ['salary_max']], salaryInOrder, M.salaryRangeInvalid), ['salary_max']),
    v.forward(
      v.partialCheck(
        [['salary_min'], ['salary_max'], ['salary_negotiable']],
        (job) => job.salary_negotiable || (job.salary_min != null && job.salary_max != null),
        M.salaryRequired,
      ),
      ['salary_min'],
    ),
  );
}
export type PublishableJob = v.InferOutput<ReturnType<typeof publishableJobSchema>>;

/** Every failing field with its first message, in the API's error shape (`{"field": ["..."]}`). */
export type JobErrors = Record<string, string[]>;
export type JobValidation<T> = { ok: true; value: T } | { ok: false; errors: JobErrors };

function collect<T>(result: v.SafeParseResult<v.GenericSchema<unknown, T>>): JobValidation<T> {
  if (result.success) return { ok: true, value: result.output };
  const errors: JobErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? 'non_field_errors';
    errors[key] ??= [issue.message];
  }
  return { ok: false, errors };
}

export function validateJobDraft(input: unknown): JobValidation<JobDraft> {
  return collect(v.safeParse(jobDraftSchema, input));
}

export function validateJobForPublishing(input: unknown, now: Date): JobValidation<PublishableJob> {
  return collect(v.safeParse(publishableJobSchema(kathmanduToday(now)), input));
}

/** The rules for the status the job will have: drafts and closed jobs are checked as drafts. */
export function validateJob(input: unknown, status: (typeof JOB_STATUSES)[number], now: Date) {
  return status === 'published' ? validateJobForPublishing(input, now) : validateJobDraft(input);
}
