import * as v from 'valibot';
import {
  INDUSTRIES, JOB_ADDRESS_MAX, JOB_EXPERIENCE_MAX_YEARS, JOB_SALARY_MAX_NPR, JOB_SKILLS_MAX, JOB_SKILL_NAME_MAX,
  JOB_TEXT_MAX, JOB_TITLE_MAX, JOB_VACANCIES_MAX,
} from '@/domain/constants';
import { formatNpr, kathmanduDay } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_LEVELS, JOB_STATUSES } from '@/domain/job-fields';
import { DISTRICTS } from '@/domain/nepal-locations';
import { PROVINCES } from '@/domain/nepal-provinces';

/**
 * The rules for a job as the API carries it (openapi `JobWrite`, snake_case), shared by the server (request
 * bodies; for PATCH, the stored job merged with the patch) and the job form. A draft needs only a title; a job
 * can be published only when it is complete.
 */

/** Every message of these rules, in one place: read from the catalogue when used, so in the reader's language. */
export const JOB_MESSAGES = {
  get titleRequired() { return t('rules.job.titleRequired'); },
  get titleTooLong() { return t('rules.job.titleTooLong', { max: String(JOB_TITLE_MAX) }); },
  get descriptionRequired() { return t('rules.job.descriptionRequired'); },
  get descriptionTooLong() { return t('rules.job.descriptionTooLong', { max: String(JOB_TEXT_MAX) }); },
  get requirementsRequired() { return t('rules.job.requirementsRequired'); },
  get requirementsTooLong() { return t('rules.job.requirementsTooLong', { max: String(JOB_TEXT_MAX) }); },
  get categoryRequired() { return t('rules.job.categoryRequired'); },
  get jobLevelRequired() { return t('rules.job.jobLevelRequired'); },
  get employmentTypeRequired() { return t('rules.job.employmentTypeRequired'); },
  get vacanciesInvalid() { return t('rules.job.vacanciesInvalid'); },
  get vacanciesTooMany() { return t('rules.job.vacanciesTooMany', { max: String(JOB_VACANCIES_MAX) }); },
  get provinceRequired() { return t('rules.job.provinceRequired'); },
  get districtRequired() { return t('rules.job.districtRequired'); },
  districtNotInProvince: (district: string, province: string) => t('rules.job.districtNotInProvince', { district, province }),
  get addressTooLong() { return t('rules.job.addressTooLong', { max: String(JOB_ADDRESS_MAX) }); },
  get remoteAllowedInvalid() { return t('rules.job.remoteAllowedInvalid'); },
  get salaryInvalid() { return t('rules.job.salaryInvalid', { max: formatNpr(JOB_SALARY_MAX_NPR * 100) }); },
  get salaryRangeInvalid() { return t('rules.job.salaryRangeInvalid'); },
  get salaryRequired() { return t('rules.job.salaryRequired'); },
  get salaryNegotiableInvalid() { return t('rules.job.salaryNegotiableInvalid'); },
  get showSalaryInvalid() { return t('rules.job.showSalaryInvalid'); },
  get experienceInvalid() { return t('rules.job.experienceInvalid', { max: String(JOB_EXPERIENCE_MAX_YEARS) }); },
  get educationRequired() { return t('rules.job.educationRequired'); },
  get skillsInvalid() { return t('rules.job.skillsInvalid'); },
  get skillsRequired() { return t('rules.job.skillsRequired'); },
  get skillsTooMany() { return t('rules.job.skillsTooMany', { max: String(JOB_SKILLS_MAX) }); },
  get skillTooLong() { return t('rules.job.skillTooLong', { max: String(JOB_SKILL_NAME_MAX) }); },
  get deadlineRequired() { return t('rules.job.deadlineRequired'); },
  get deadlineInvalid() { return t('rules.job.deadlineInvalid'); },
  get deadlinePassed() { return t('rules.job.deadlinePassed'); },
  get statusInvalid() { return t('rules.job.statusInvalid'); },
  get notAJob() { return t('rules.job.notAJob'); },
} as const;

const M = JOB_MESSAGES;
type StaticMessage = Exclude<keyof typeof JOB_MESSAGES, 'districtNotInProvince'>;
/** The schemas below are built once: each message is read when an issue is raised, so in the reader's language. */
const m = (key: StaticMessage) => () => M[key];
type Message = () => string;
const PROVINCE_NAMES = PROVINCES.map((p) => p.name);
const DISTRICT_NAMES = DISTRICTS.map((d) => d.name);
const PROVINCE_OF_DISTRICT = new Map(
  DISTRICTS.map((d) => [d.name, PROVINCES.find((p) => p.id === d.province_id)?.name]),
);

/** Whether `district` lies in `province` (names as in `nepal-provinces.json` and `nepal-districts.json`). */
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

const text = (required: Message, max: number, tooLong: Message) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));
const optionalText = (invalid: Message, max: number, tooLong: Message) =>
  v.pipe(v.string(invalid), v.trim(), v.maxLength(max, tooLong));
const flag = (invalid: Message) => v.boolean(invalid);
const salary = v.nullable(
  v.pipe(v.number(m('salaryInvalid')), v.integer(m('salaryInvalid')), v.minValue(0, m('salaryInvalid')),
    v.maxValue(JOB_SALARY_MAX_NPR, m('salaryInvalid'))),
  null,
);
const skillList = v.pipe(
  v.array(
    v.pipe(v.string(m('skillsInvalid')), v.trim(), v.nonEmpty(m('skillsInvalid')), v.maxLength(JOB_SKILL_NAME_MAX, m('skillTooLong'))),
    m('skillsInvalid'),
  ),
  // The same skill typed twice (any case) counts once.
  v.transform((skills) => skills.filter((s, i) => skills.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i)),
  v.maxLength(JOB_SKILLS_MAX, m('skillsTooMany')),
);

const fields = {
  title: text(m('titleRequired'), JOB_TITLE_MAX, m('titleTooLong')),
  description: text(m('descriptionRequired'), JOB_TEXT_MAX, m('descriptionTooLong')),
  requirements: text(m('requirementsRequired'), JOB_TEXT_MAX, m('requirementsTooLong')),
  category: v.picklist(INDUSTRIES, m('categoryRequired')),
  job_level: v.picklist(JOB_LEVELS, m('jobLevelRequired')),
  employment_type: v.picklist(EMPLOYMENT_TYPES, m('employmentTypeRequired')),
  vacancies: v.pipe(v.number(m('vacanciesInvalid')), v.integer(m('vacanciesInvalid')), v.minValue(1, m('vacanciesInvalid')),
    v.maxValue(JOB_VACANCIES_MAX, m('vacanciesTooMany'))),
  province: v.picklist(PROVINCE_NAMES, m('provinceRequired')),
  district: v.picklist(DISTRICT_NAMES, m('districtRequired')),
  address: optionalText(m('addressTooLong'), JOB_ADDRESS_MAX, m('addressTooLong')),
  remote_allowed: flag(m('remoteAllowedInvalid')),
  salary_min: salary,
  salary_max: salary,
  salary_negotiable: flag(m('salaryNegotiableInvalid')),
  show_salary: flag(m('showSalaryInvalid')),
  experience_min_years: v.pipe(v.number(m('experienceInvalid')), v.integer(m('experienceInvalid')),
    v.minValue(0, m('experienceInvalid')), v.maxValue(JOB_EXPERIENCE_MAX_YEARS, m('experienceInvalid'))),
  education_level: v.picklist(EDUCATION_LEVELS, m('educationRequired')),
  skills: skillList,
  deadline: v.pipe(v.string(m('deadlineRequired')), v.nonEmpty(m('deadlineRequired')),
    v.isoDate(m('deadlineInvalid')), v.check(isRealDate, m('deadlineInvalid'))),
  status: v.picklist(JOB_STATUSES, m('statusInvalid')),
};

/** A missing key reads as `undefined`, so each field answers with its own message rather than "Invalid key". */
const everyKey = [
  v.check((input: unknown) => !Array.isArray(input), m('notAJob')),
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
  }, m('notAJob')),
  v.forward(v.partialCheck([['province'], ['district']], districtMatches, districtMessage), ['district']),
  v.forward(v.partialCheck([['salary_min'], ['salary_max']], salaryInOrder, m('salaryRangeInvalid')), ['salary_max']),
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
      skills: v.pipe(fields.skills, v.minLength(1, m('skillsRequired'))),
      // ISO dates compare correctly as strings.
      deadline: v.pipe(fields.deadline, v.check((date) => date >= today, m('deadlinePassed'))),
      status: v.optional(fields.status),
    }, m('notAJob')),
    v.forward(v.partialCheck([['province'], ['district']], districtMatches, districtMessage), ['district']),
    v.forward(v.partialCheck([['salary_min'], ['salary_max']], salaryInOrder, m('salaryRangeInvalid')), ['salary_max']),
    v.forward(
      v.partialCheck(
        [['salary_min'], ['salary_max'], ['salary_negotiable']],
        (job) => job.salary_negotiable || (job.salary_min != null && job.salary_max != null),
        m('salaryRequired'),
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
