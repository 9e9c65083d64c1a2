import type { Industry } from '@/domain/constants';
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import type { EducationLevel, EmploymentType, JobLevel } from '@/domain/job-fields';

/**
 * The job choice lists' values as a reader sees them, in the active language. The values themselves (stored, sent to
 * the API, kept in the /jobs address) stay the English words of src/domain/job-fields.ts; only what is shown changes.
 */
const INDUSTRY: Record<Industry, MessageKeyWith> = {
  Technology: 'jobWord.industry.technology',
  Education: 'jobWord.industry.education',
  Healthcare: 'jobWord.industry.healthcare',
  Finance: 'jobWord.industry.finance',
  Retail: 'jobWord.industry.retail',
  Manufacturing: 'jobWord.industry.manufacturing',
  Construction: 'jobWord.industry.construction',
  Transportation: 'jobWord.industry.transportation',
  Hospitality: 'jobWord.industry.hospitality',
  Media: 'jobWord.industry.media',
  'Non-Profit': 'jobWord.industry.nonProfit',
  Government: 'jobWord.industry.government',
  Other: 'jobWord.industry.other',
};

const EMPLOYMENT_TYPE: Record<EmploymentType, MessageKeyWith> = {
  'Full Time': 'jobWord.type.fullTime',
  'Part Time': 'jobWord.type.partTime',
  Contract: 'jobWord.type.contract',
  Internship: 'jobWord.type.internship',
  Temporary: 'jobWord.type.temporary',
  Freelance: 'jobWord.type.freelance',
};

const JOB_LEVEL: Record<JobLevel, MessageKeyWith> = {
  Entry: 'jobWord.jobLevel.entry',
  Mid: 'jobWord.jobLevel.mid',
  Senior: 'jobWord.jobLevel.senior',
  Executive: 'jobWord.jobLevel.executive',
};

const EDUCATION_LEVEL: Record<EducationLevel, MessageKeyWith> = {
  'SEE/SLC': 'jobWord.education.see',
  '+2': 'jobWord.education.plusTwo',
  Bachelor: 'jobWord.education.bachelor',
  Master: 'jobWord.education.master',
  PhD: 'jobWord.education.phd',
  'Not required': 'jobWord.education.notRequired',
};

/** A value's name from `names`, or the value itself when it is not one of them (an older or unknown value). */
function nameFrom(names: Record<string, MessageKeyWith>, value: string): string {
  return Object.hasOwn(names, value) ? t(names[value]!) : value;
}

/** An industry (a company's industry, a job's category). */
export const industryName = (value: string): string => nameFrom(INDUSTRY, value);
export const employmentTypeName = (value: string): string => nameFrom(EMPLOYMENT_TYPE, value);
export const jobLevelName = (value: string): string => nameFrom(JOB_LEVEL, value);
export const educationLevelName = (value: string): string => nameFrom(EDUCATION_LEVEL, value);
