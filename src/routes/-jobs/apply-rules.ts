import { APPLY_RESUME_MAX_BYTES, JOB_EXPERIENCE_MAX_YEARS, OTP_LENGTH } from '@/domain/constants';
import { t } from '@/domain/i18n/i18n';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { isDistrictInProvince } from '@/domain/job-rules';

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
  if (!email.trim()) return t('validation.emailRequired');
  return EMAIL.test(email.trim()) ? null : t('validation.emailInvalid');
}

/** A check the browser makes before uploading; the server checks the content again. */
export function resumeProblem(file: File | null): string | null {
  if (!file) return t('applyCheck.resumeRequired');
  if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) return t('applyCheck.resumeNotPdf');
  if (file.size > APPLY_RESUME_MAX_BYTES) return t('applyCheck.resumeTooLarge', { mb: APPLY_RESUME_MAX_BYTES / 1_048_576 });
  return null;
}

/** Every failing field with its message; empty when the form can be sent. */
export function applyProblems(values: ApplyValues): Partial<Record<ApplyField, string>> {
  const problems: Partial<Record<ApplyField, string>> = {};
  const years = values.experience_years.trim();
  if (!values.full_name.trim()) problems.full_name = t('validation.fullNameRequired');
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(values.otp_code.trim())) problems.otp_code = t('validation.otpIncomplete', { length: OTP_LENGTH });
  if (!values.phone.trim()) problems.phone = t('applyCheck.phoneRequired');
  else if (!PHONE.test(values.phone.trim())) problems.phone = t('applyCheck.phoneInvalid');
  if (!values.skills.length) problems.skills = t('applyCheck.skillsRequired');
  if (!values.province) problems.province = t('applyCheck.provinceRequired');
  if (!values.district || (values.province && !isDistrictInProvince(values.district, values.province))) {
    problems.district = t('applyCheck.districtRequired');
  }
  if (!/^\d{1,2}$/.test(years) || Number(years) > JOB_EXPERIENCE_MAX_YEARS) {
    problems.experience_years = t('applyCheck.experienceInvalid', { max: JOB_EXPERIENCE_MAX_YEARS });
  }
  if (!(EDUCATION_LEVELS as readonly string[]).includes(values.education_level)) {
    problems.education_level = t('applyCheck.educationRequired');
  }
  if (values.cover_letter.length > COVER_LETTER_MAX) problems.cover_letter = t('applyCheck.coverLetterTooLong', { max: COVER_LETTER_MAX });
  const resume = resumeProblem(values.resume);
  if (resume) problems.resume = resume;
  return problems;
}
