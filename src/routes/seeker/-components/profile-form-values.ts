import * as v from 'valibot';
import type { components } from '@/api/schema.gen';
import { APPLY_RESUME_MAX_BYTES, MAX_BODY_BYTES } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { latinDigits } from '@/domain/i18n/locale';
import type { EducationLevel } from '@/domain/job-fields';
import { seekerProfileErrors, type SeekerProfileFields } from '@/domain/seeker-profile';

export type SeekerProfile = components['schemas']['SeekerProfile'];

/** The profile form as typed: numbers stay text until sent, so what the job seeker typed is never lost. */
export interface ExperienceValues { title: string; company: string; start_year: string; end_year: string }
export interface EducationValues { level: string; institution: string; year: string }
export interface ProfileValues {
  full_name: string;
  phone: string;
  headline: string;
  about: string;
  skills: string[];
  experience: ExperienceValues[];
  education: EducationValues[];
  expected_salary: string;
  province: string;
  district: string;
  open_to_work: boolean;
}

/** The form's fields: the API's, in the order the form shows them (the first failing one gets focus). */
export const PROFILE_FIELDS = [
  'full_name', 'phone', 'headline', 'about', 'skills', 'experience', 'education', 'expected_salary', 'province', 'district',
  'open_to_work',
] as const satisfies readonly (keyof ProfileValues)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const text = (n: number | null) => (n === null ? '' : String(n));

export function valuesOf(p: SeekerProfile): ProfileValues {
  return {
    full_name: p.full_name, phone: p.phone, headline: p.headline, about: p.about, skills: p.skills,
    experience: p.experience.map((e) => ({ title: e.title, company: e.company, start_year: text(e.start_year), end_year: text(e.end_year) })),
    education: p.education.map((e) => ({ level: e.level, institution: e.institution, year: text(e.year) })),
    expected_salary: text(p.expected_salary), province: p.province, district: p.district, open_to_work: p.open_to_work,
  };
}

/** A typed number (either digits, with grouping commas) as a number; blank is null; anything else NaN, which the rules refuse. */
const numberText = v.pipe(
  v.string(),
  v.transform((s) => latinDigits(s).replace(/[,\s]/g, '')),
  v.transform((s) => (s === '' ? null : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
);
const num = (s: string) => v.parse(numberText, s);

/** The form as the API's body (openapi `SeekerProfileUpdate`). */
export function bodyOf(values: ProfileValues): SeekerProfileFields {
  return {
    full_name: values.full_name.trim(), phone: latinDigits(values.phone).trim(), headline: values.headline.trim(),
    about: values.about.trim(), skills: values.skills,
    experience: values.experience.map((e) => ({
      title: e.title.trim(), company: e.company.trim(), start_year: num(e.start_year) ?? Number.NaN, end_year: num(e.end_year),
    })),
    education: values.education.map((e) => ({ level: e.level as EducationLevel, institution: e.institution.trim(), year: num(e.year) })),
    expected_salary: num(values.expected_salary), province: values.province, district: values.district,
    open_to_work: values.open_to_work,
  };
}

/** A field's messages as one text: one a line, so the entries' numbered messages read as a list. */
export const joinMessages = (messages: readonly string[]) => messages.join('\n');

/** What the browser can say before sending, in the server's words (the same rules); empty when it may be sent. */
export function profileProblems(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const errors = seekerProfileErrors(bodyOf(values));
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, joinMessages(messages)]));
}

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Checks the browser can make before uploading; the server checks the content again. */
export function photoProblem(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return t('seeker.profile.photoWrongType');
  if (file.size > MAX_BODY_BYTES) return t('seeker.profile.photoTooLarge', { mb: MAX_BODY_BYTES / 1_048_576 });
  return null;
}

export function resumeProblem(file: File): string | null {
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return t('seeker.profile.resumeNotPdf');
  if (file.size > APPLY_RESUME_MAX_BYTES) return t('seeker.profile.resumeTooLarge', { mb: APPLY_RESUME_MAX_BYTES / 1_048_576 });
  return null;
}
