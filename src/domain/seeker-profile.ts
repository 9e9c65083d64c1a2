import * as v from 'valibot';
import {
  JOB_SALARY_MAX_NPR, JOB_SKILLS_MAX, JOB_SKILL_NAME_MAX, SEEKER_ABOUT_MAX, SEEKER_ENTRIES_MAX, SEEKER_ENTRY_TEXT_MAX,
  SEEKER_HEADLINE_MAX, SEEKER_NAME_MAX, SEEKER_YEAR_MAX, SEEKER_YEAR_MIN,
} from '@/domain/constants';
import { formatNpr } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { EDUCATION_LEVELS, educationRank, type EducationLevel } from '@/domain/job-fields';
import { isDistrictInProvince } from '@/domain/job-rules';
import { PROVINCES } from '@/domain/nepal-provinces';

/**
 * A job seeker's own profile (docs/seekers.md "Profile"): the rules shared by the server (the stored profile with
 * a PATCH applied) and the profile form, and how complete a profile is.
 */

/** A job the seeker held; `end_year` null while they still work there. */
export interface SeekerExperience { title: string; company: string; start_year: number; end_year: number | null }
/** A school or degree; `year` is the year it was finished (null while studying). */
export interface SeekerEducation { level: EducationLevel; institution: string; year: number | null }

/** Every message of these rules, read from the catalogue when used, so in the reader's language. */
export const SEEKER_PROFILE_MESSAGES = {
  get fullNameRequired() { return t('rules.seekerProfile.fullNameRequired'); },
  get fullNameTooLong() { return t('rules.seekerProfile.fullNameTooLong', { max: String(SEEKER_NAME_MAX) }); },
  get phoneRequired() { return t('rules.seekerProfile.phoneRequired'); },
  get phoneInvalid() { return t('rules.seekerProfile.phoneInvalid'); },
  get headlineTooLong() { return t('rules.seekerProfile.headlineTooLong', { max: String(SEEKER_HEADLINE_MAX) }); },
  get aboutTooLong() { return t('rules.seekerProfile.aboutTooLong', { max: String(SEEKER_ABOUT_MAX) }); },
  get skillsTooMany() { return t('rules.job.skillsTooMany', { max: String(JOB_SKILLS_MAX) }); },
  get skillTooLong() { return t('rules.job.skillTooLong', { max: String(JOB_SKILL_NAME_MAX) }); },
  skillUnknown: (skill: string) => t('rules.seekerProfile.skillUnknown', { skill }),
  get provinceRequired() { return t('rules.job.provinceRequired'); },
  get districtRequired() { return t('rules.job.districtRequired'); },
  districtNotInProvince: (district: string, province: string) => t('rules.job.districtNotInProvince', { district, province }),
  get salaryInvalid() { return t('rules.job.salaryInvalid', { max: formatNpr(JOB_SALARY_MAX_NPR * 100) }); },
  get entriesTooMany() { return t('rules.seekerProfile.entriesTooMany', { max: String(SEEKER_ENTRIES_MAX) }); },
  jobTitleRequired: (n: number) => t('rules.seekerProfile.jobTitleRequired', { n: String(n) }),
  companyRequired: (n: number) => t('rules.seekerProfile.companyRequired', { n: String(n) }),
  entryTextTooLong: (n: number) => t('rules.seekerProfile.entryTextTooLong', { n: String(n), max: String(SEEKER_ENTRY_TEXT_MAX) }),
  startYearRequired: (n: number) => t('rules.seekerProfile.startYearRequired', { n: String(n) }),
  yearInvalid: (n: number) => t('rules.seekerProfile.yearInvalid', { n: String(n), min: String(SEEKER_YEAR_MIN), max: String(SEEKER_YEAR_MAX) }),
  educationYearInvalid: (n: number) => t('rules.seekerProfile.educationYearInvalid', { n: String(n), min: String(SEEKER_YEAR_MIN), max: String(SEEKER_YEAR_MAX) }),
  endBeforeStart: (n: number) => t('rules.seekerProfile.endBeforeStart', { n: String(n) }),
  levelRequired: (n: number) => t('rules.seekerProfile.levelRequired', { n: String(n) }),
  institutionRequired: (n: number) => t('rules.seekerProfile.institutionRequired', { n: String(n) }),
} as const;
const M = SEEKER_PROFILE_MESSAGES;

/** The profile as the API carries it (openapi `SeekerProfileUpdate`, all fields). */
export interface SeekerProfileFields {
  full_name: string;
  phone: string;
  headline: string;
  about: string;
  skills: string[];
  experience: SeekerExperience[];
  education: SeekerEducation[];
  /** NPR a month; null when not said. */
  expected_salary: number | null;
  province: string;
  district: string;
  open_to_work: boolean;
}

export type SeekerProfileErrors = Partial<Record<keyof SeekerProfileFields, string[]>>;

const PHONE = /^[0-9+()\- ]{7,20}$/;
const PROVINCE_NAMES = new Set(PROVINCES.map((p) => p.name));
const isYear = (y: unknown): y is number => Number.isInteger(y) && (y as number) >= SEEKER_YEAR_MIN && (y as number) <= SEEKER_YEAR_MAX;
const blank = (s: unknown) => typeof s !== 'string' || !s.trim();
const tooLong = (s: unknown) => typeof s === 'string' && s.trim().length > SEEKER_ENTRY_TEXT_MAX;

const salarySchema = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(JOB_SALARY_MAX_NPR)));

function experienceErrors(entries: readonly SeekerExperience[]): string[] {
  if (entries.length > SEEKER_ENTRIES_MAX) return [M.entriesTooMany];
  return entries.flatMap((e, i) => {
    const n = i + 1;
    const out: string[] = [];
    if (blank(e.title)) out.push(M.jobTitleRequired(n));
    if (blank(e.company)) out.push(M.companyRequired(n));
    if (tooLong(e.title) || tooLong(e.company)) out.push(M.entryTextTooLong(n));
    if (!Number.isFinite(e.start_year)) out.push(M.startYearRequired(n));
    else if (!isYear(e.start_year) || (e.end_year !== null && !isYear(e.end_year))) out.push(M.yearInvalid(n));
    else if (e.end_year !== null && e.end_year < e.start_year) out.push(M.endBeforeStart(n));
    return out;
  });
}

function educationErrors(entries: readonly SeekerEducation[]): string[] {
  if (entries.length > SEEKER_ENTRIES_MAX) return [M.entriesTooMany];
  return entries.flatMap((e, i) => {
    const n = i + 1;
    const out: string[] = [];
    if (!(EDUCATION_LEVELS as readonly string[]).includes(e.level) || e.level === 'Not required') out.push(M.levelRequired(n));
    if (blank(e.institution)) out.push(M.institutionRequired(n));
    if (tooLong(e.institution)) out.push(M.entryTextTooLong(n));
    if (e.year !== null && !isYear(e.year)) out.push(M.educationYearInvalid(n));
    return out;
  });
}

/**
 * Every rule the profile breaks, per field (every message of a field, docs/decisions.md "Validation answers").
 * `knownSkills`, when given, is the skills list a skill must come from (the server's; the form's picker offers it).
 */
export function seekerProfileErrors(p: SeekerProfileFields, knownSkills?: ReadonlySet<string>): SeekerProfileErrors {
  const errors: SeekerProfileErrors = {};
  const add = (field: keyof SeekerProfileFields, ...messages: string[]) => {
    if (messages.length) (errors[field] ??= []).push(...messages);
  };
  const name = p.full_name.trim();
  if (!name) add('full_name', M.fullNameRequired);
  else if (name.length > SEEKER_NAME_MAX) add('full_name', M.fullNameTooLong);
  const phone = p.phone.trim();
  if (!phone) add('phone', M.phoneRequired);
  else if (!PHONE.test(phone)) add('phone', M.phoneInvalid);
  if (p.headline.trim().length > SEEKER_HEADLINE_MAX) add('headline', M.headlineTooLong);
  if (p.about.trim().length > SEEKER_ABOUT_MAX) add('about', M.aboutTooLong);
  if (p.skills.length > JOB_SKILLS_MAX) add('skills', M.skillsTooMany);
  if (p.skills.some((s) => s.length > JOB_SKILL_NAME_MAX)) add('skills', M.skillTooLong);
  if (knownSkills) add('skills', ...p.skills.filter((s) => !knownSkills.has(s)).map(M.skillUnknown));
  add('experience', ...experienceErrors(p.experience));
  add('education', ...educationErrors(p.education));
  if (!v.is(salarySchema, p.expected_salary)) add('expected_salary', M.salaryInvalid);
  if (!PROVINCE_NAMES.has(p.province)) add('province', M.provinceRequired);
  else if (!p.district) add('district', M.districtRequired);
  else if (!isDistrictInProvince(p.district, p.province)) add('district', M.districtNotInProvince(p.district, p.province));
  return errors;
}

/** The same skill typed twice (any case) counts once, as first written; blanks go. */
export function tidySkills(skills: readonly string[]): string[] {
  const typed = skills.map((s) => s.trim()).filter(Boolean);
  return typed.filter((s, i) => typed.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i);
}

/** The highest level among the entries, or null without any: what employers' filters and the match score read. */
export function highestEducation(entries: readonly SeekerEducation[]): EducationLevel | null {
  let best: EducationLevel | null = null;
  for (const e of entries) if (best === null || educationRank(e.level) > educationRank(best)) best = e.level;
  return best;
}

// ---- Completeness ----

/** What a complete profile has, in the order the hint names what is missing. */
export const COMPLETENESS_ITEMS = [
  'photo', 'headline', 'about', 'skills', 'experience', 'education', 'resume', 'expected_salary', 'phone', 'location',
] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

export interface CompletenessInput {
  photo_url: string | null;
  headline: string;
  about: string;
  skills: readonly string[];
  experience: readonly unknown[];
  education: readonly unknown[];
  has_resume: boolean;
  expected_salary: number | null;
  phone: string;
  province: string;
  district: string;
}

/** How complete a profile is: a percentage (each item an equal share, rounded down) and what is missing, in order. */
export function profileCompleteness(p: CompletenessInput): { percent: number; missing: CompletenessItem[] } {
  const has: Record<CompletenessItem, boolean> = {
    photo: !!p.photo_url,
    headline: !!p.headline.trim(),
    about: !!p.about.trim(),
    skills: p.skills.length > 0,
    experience: p.experience.length > 0,
    education: p.education.length > 0,
    resume: p.has_resume,
    expected_salary: p.expected_salary !== null,
    phone: !!p.phone.trim(),
    location: !!p.province && !!p.district,
  };
  const missing = COMPLETENESS_ITEMS.filter((item) => !has[item]);
  return { percent: Math.floor(((COMPLETENESS_ITEMS.length - missing.length) * 100) / COMPLETENESS_ITEMS.length), missing };
}
