import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@/domain/constants';
import {
  EDUCATION_LEVELS, EMPLOYMENT_TYPES, JOB_CATEGORIES, JOB_LEVELS, JOB_STATUSES, compareEducation, educationRank,
  meetsEducation,
} from '@/domain/job-fields';

describe('job choice lists (docs/decisions.md Job)', () => {
  it('lists the levels, types, education levels and statuses of docs/decisions.md in order', () => {
    expect(JOB_LEVELS).toEqual(['Entry', 'Mid', 'Senior', 'Executive']);
    expect(EMPLOYMENT_TYPES).toEqual(['Full Time', 'Part Time', 'Contract', 'Internship', 'Temporary', 'Freelance']);
    expect(EDUCATION_LEVELS).toEqual(['SEE/SLC', '+2', 'Bachelor', 'Master', 'PhD', 'Not required']);
    expect(JOB_STATUSES).toEqual(['draft', 'published', 'closed']);
  });

  it('uses the industry list for categories', () => {
    expect(JOB_CATEGORIES).toBe(INDUSTRIES);
  });
});

describe('education ordering', () => {
  it('ranks Not required lowest, then SEE/SLC up to PhD', () => {
    const sorted = [...EDUCATION_LEVELS].sort(compareEducation);
    expect(sorted).toEqual(['Not required', 'SEE/SLC', '+2', 'Bachelor', 'Master', 'PhD']);
    expect(educationRank('Not required')).toBe(0);
    expect(educationRank('PhD')).toBe(5);
  });

  it.each([
    ['Master', 'Bachelor', true],
    ['Bachelor', 'Bachelor', true],
    ['+2', 'Bachelor', false],
    ['SEE/SLC', 'Not required', true],
    ['Not required', 'SEE/SLC', false],
  ] as const)('%s meets a job asking for %s: %s', (held, required, expected) => {
    expect(meetsEducation(held, required)).toBe(expected);
  });
});
