import { describe, expect, it } from 'vitest';
import { JOB_SKILLS_MAX } from '@/domain/constants';
import {
  JOB_MESSAGES, isDistrictInProvince, kathmanduToday, validateJob, validateJobDraft, validateJobForPublishing,
} from '@/domain/job-rules';

// 10:00 on 14 April 2025 in Kathmandu.
const now = new Date('2025-04-14T04:15:00Z');

const completeJob = {
  title: '  Senior React Developer ',
  description: 'Build the employer portal.',
  requirements: '3+ years of React.',
  category: 'Technology',
  job_level: 'Senior',
  employment_type: 'Full Time',
  vacancies: 2,
  province: 'Bagmati',
  district: 'Lalitpur',
  salary_min: 80_000,
  salary_max: 150_000,
  experience_min_years: 3,
  education_level: 'Bachelor',
  skills: ['React', 'TypeScript', 'react'],
  deadline: '2025-05-01',
};

function errorsOf(result: ReturnType<typeof validateJobDraft> | ReturnType<typeof validateJobForPublishing>) {
  return result.ok ? {} : result.errors;
}

describe('kathmanduToday', () => {
  it('turns to the next day at midnight Kathmandu time (UTC+05:45)', () => {
    expect(kathmanduToday(new Date('2025-04-13T18:14:59Z'))).toBe('2025-04-13');
    expect(kathmanduToday(new Date('2025-04-13T18:15:00Z'))).toBe('2025-04-14');
  });
});

describe('isDistrictInProvince', () => {
  it('knows which province a district is in', () => {
    expect(isDistrictInProvince('Kathmandu', 'Bagmati')).toBe(true);
    expect(isDistrictInProvince('Kathmandu', 'Koshi')).toBe(false);
    expect(isDistrictInProvince('Atlantis', 'Koshi')).toBe(false);
  });
});

describe('validateJobForPublishing', () => {
  it('accepts a complete job, trims text, removes repeated skills and fills defaults', () => {
    const result = validateJobForPublishing(completeJob, now);

    expect(result).toEqual({
      ok: true,
      value: {
        ...completeJob,
        title: 'Senior React Developer',
        skills: ['React', 'TypeScript'],
        address: '',
        remote_allowed: false,
        salary_negotiable: false,
        show_salary: true,
      },
    });
  });

  it('lists every missing field with its message', () => {
    const result = validateJobForPublishing({}, now);

    expect(errorsOf(result)).toEqual({
      title: [JOB_MESSAGES.titleRequired],
      description: [JOB_MESSAGES.descriptionRequired],
      requirements: [JOB_MESSAGES.requirementsRequired],
      category: [JOB_MESSAGES.categoryRequired],
      job_level: [JOB_MESSAGES.jobLevelRequired],
      employment_type: [JOB_MESSAGES.employmentTypeRequired],
      vacancies: [JOB_MESSAGES.vacanciesInvalid],
      province: [JOB_MESSAGES.provinceRequired],
      district: [JOB_MESSAGES.districtRequired],
      skills: [JOB_MESSAGES.skillsInvalid],
      deadline: [JOB_MESSAGES.deadlineRequired],
      salary_min: [JOB_MESSAGES.salaryRequired],
    });
  });

  it.each([
    ['a district of another province', { province: 'Koshi', district: 'Lalitpur' }, 'district', 'Lalitpur is not in Koshi Province'],
    ['an unknown province', { province: 'Province 3' }, 'province', JOB_MESSAGES.provinceRequired],
    ['minimum above maximum', { salary_min: 90_000, salary_max: 50_000 }, 'salary_max', JOB_MESSAGES.salaryRangeInvalid],
    ['no salary and not negotiable', { salary_min: null, salary_max: null }, 'salary_min', JOB_MESSAGES.salaryRequired],
    ['only a minimum salary', { salary_max: null }, 'salary_min', JOB_MESSAGES.salaryRequired],
    ['salary in paisa by mistake', { salary_max: 15_000_000 }, 'salary_max', JOB_MESSAGES.salaryInvalid],
    ['a salary in decimals', { salary_min: 50_000.5 }, 'salary_min', JOB_MESSAGES.salaryInvalid],
    ['no vacancy', { vacancies: 0 }, 'vacancies', JOB_MESSAGES.vacanciesInvalid],
    ['a fraction of a vacancy', { vacancies: 1.5 }, 'vacancies', JOB_MESSAGES.vacanciesInvalid],
    ['negative experience', { experience_min_years: -1 }, 'experience_min_years', JOB_MESSAGES.experienceInvalid],
    ['no skills', { skills: [] }, 'skills', JOB_MESSAGES.skillsRequired],
    ['too many skills', { skills: Array.from({ length: JOB_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`) }, 'skills', JOB_MESSAGES.skillsTooMany],
    ['a deadline that has passed', { deadline: '2025-04-13' }, 'deadline', JOB_MESSAGES.deadlinePassed],
    ['a date that does not exist', { deadline: '2025-02-30' }, 'deadline', JOB_MESSAGES.deadlineInvalid],
    ['a blank title', { title: '   ' }, 'title', JOB_MESSAGES.titleRequired],
    ['an unknown level', { job_level: 'Junior' }, 'job_level', JOB_MESSAGES.jobLevelRequired],
  ])('refuses %s', (_name, change, field, message) => {
    const result = validateJobForPublishing({ ...completeJob, ...change }, now);

    expect(errorsOf(result)).toEqual({ [field]: [message] });
  });

  it('accepts a deadline of today and a negotiable salary without figures', () => {
    const result = validateJobForPublishing(
      { ...completeJob, deadline: '2025-04-14', salary_min: null, salary_max: null, salary_negotiable: true },
      now,
    );

    expect(result.ok).toBe(true);
  });
});

describe('validateJobDraft', () => {
  it('needs only a title; empty fields mean "not filled in yet"', () => {
    const result = validateJobDraft({ title: 'Accountant', category: '', province: null, deadline: '', skills: [] });

    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ title: 'Accountant', category: undefined, province: undefined, skills: [] }),
    });
  });

  it('refuses a draft without a title', () => {
    expect(errorsOf(validateJobDraft({ description: 'x' }))).toEqual({ title: [JOB_MESSAGES.titleRequired] });
  });

  it('still checks what is filled in, including a deadline in the past being allowed', () => {
    const result = validateJobDraft({
      title: 'Accountant', province: 'Gandaki', district: 'Jhapa', salary_min: 5, salary_max: 1, deadline: '2020-01-01',
    });

    expect(errorsOf(result)).toEqual({
      district: ['Jhapa is not in Gandaki Province'],
      salary_max: [JOB_MESSAGES.salaryRangeInvalid],
    });
  });
});

describe('validateJob', () => {
  it('checks a job to be published fully and a draft or closed job leniently', () => {
    const draftOnly = { title: 'Accountant' };

    expect(validateJob(draftOnly, 'draft', now).ok).toBe(true);
    expect(validateJob(draftOnly, 'closed', now).ok).toBe(true);
    expect(validateJob(draftOnly, 'published', now).ok).toBe(false);
  });
});

describe('input that is not a job', () => {
  it.each([['a list', []], ['text', 'job'], ['nothing', null]])('refuses %s with a general error', (_name, input) => {
    expect(errorsOf(validateJobDraft(input))).toEqual({ non_field_errors: [JOB_MESSAGES.notAJob] });
  });
});
