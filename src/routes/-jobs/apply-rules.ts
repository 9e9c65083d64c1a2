import { APPLY_RESUME_MAX_BYTES, JOB_EXPERIENCE_MAX_YEARS, OTP_LENGTH } from '@/domain/constants';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { isDistrictInProvince } from '@/domain/job-rules';
import { t } from '@/domain/messages';

/** The apply form's own checks, with the messages of the API contract (openapi `ApplyForm`). */
export const APPLY_MESSAGES = {
  fullNameRequired: t('validation.fullNameRequired'),
  emailRequired: t('validation.emailRequired'),
  emailInvalid: t('validation.emailInvalid'),
  otpRequired: t('validation.otpIncomplete', { length: OTP_LENGTH }),
  otpNotSent: 'Send a code to your email first, then enter it here.',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number.',
  skillsRequired: 'Add at least one skill',
  provinceRequired: 'Please choose a province',
  districtRequired: 'Please choose a district',
  experienceInvalid: `Experience must be a whole number of years from 0 to ${JOB_EXPERIENCE_MAX_YEARS}`,
  educationRequired: 'Please choose an education level',
  resumeRequired: 'Choose your résumé (CV) as a PDF file.',
  resumeNotPdf: 'The résumé must be a PDF file.',
  resumeTooLarge: `The résumé must be ${APPLY_RESUME_MAX_BYTES / 1_048_576} MB or smaller.`,
  coverLetterTooLong: 'The cover letter must be at most 5000 characters.',
} as const;

export const COVER_LETTER_MAX = 5_000;

export interface ApplyValues {
  full_name: string;
  email: string;
  otp_code: string;
  phone: string;
  skills: string[];
  province: string;
  district: string;
  experience_years: string;
  education_level: string;
  cover_letter: string;
  resume: File | null;
}

export type ApplyField = keyof ApplyValues;
export const APPLY_FIELDS: readonly ApplyField[] = [
  'full_name', 'email', 'otp_code', 'phone', 'skills', 'province', 'district', 'experience_years',
  'education_level', 'cover_letter', 'resume',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\- ]{7,20}$/;

export function emailProblem(email: string): string | null {
  if (!email.trim()) return APPLY_MESSAGES.emailRequired;
  return EMAIL.test(email.trim()) ? null : APPLY_MESSAGES.emailInvalid;
}

/** A check the browser makes before uploading; the server checks the content again. */
export function resumeProblem(file: File | null): string | null {
  if (!file) return APPLY_MESSAGES.resumeRequired;
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return APPLY_MESSAGES.resumeNotPdf;
  if (file.size > APPLY_RESUME_MAX_BYTES) return APPLY_MESSAGES.resumeTooLarge;
  return null;
}

/** Every failing field with its message; empty when the form can be sent. */
export function applyProblems(values: ApplyValues): Partial<Record<ApplyField, string>> {
  const problems: Partial<Record<ApplyField, string>> = {};
  const years = values.experience_years.trim();
  if (!values.full_name.trim()) problems.full_name = APPLY_MESSAGES.fullNameRequired;
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(values.otp_code.trim())) problems.otp_code = APPLY_MESSAGES.otpRequired;
  if (!values.phone.trim()) problems.phone = APPLY_MESSAGES.phoneRequired;
  else if (!PHONE.test(values.phone.trim())) problems.phone = APPLY_MESSAGES.phoneInvalid;
  if (!values.skills.length) problems.skills = APPLY_MESSAGES.skillsRequired;
  if (!values.province) problems.province = APPLY_MESSAGES.provinceRequired;
  if (!values.district || (values.province && !isDistrictInProvince(values.district, values.province))) {
    problems.district = APPLY_MESSAGES.districtRequired;
  }
  if (!/^\d{1,2}$/.test(years) || Number(years) > JOB_EXPERIENCE_MAX_YEARS) {
    problems.experience_years = APPLY_MESSAGES.experienceInvalid;
  }
  if (!(EDUCATION_LEVELS as readonly string[]).includes(values.education_level)) {
    problems.education_level = APPLY_MESSAGES.educationRequired;
  }
  if (values.cover_letter.length > COVER_LETTER_MAX) problems.cover_letter = APPLY_MESSAGES.coverLetterTooLong;
  const resume = resumeProblem(values.resume);
  if (resume) problems.resume = resume;
  return problems;
}
