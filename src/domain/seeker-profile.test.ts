import { describe, expect, it } from 'vitest';
import { JOB_SKILLS_MAX, SEEKER_ENTRIES_MAX } from '@/domain/constants';
import {
  highestEducation, profileCompleteness, seekerProfileErrors, tidySkills, type CompletenessInput, type SeekerProfileFields,
} from '@/domain/seeker-profile';

const valid: SeekerProfileFields = {
  full_name: 'Sita Sharma', phone: '+977 9841000000', headline: 'Accountant', about: '', skills: ['Tally'],
  experience: [{ title: 'Accountant', company: 'Himal Traders', start_year: 2019, end_year: null }],
  education: [{ level: 'Bachelor', institution: 'Tribhuvan University', year: 2018 }],
  expected_salary: 45_000, province: 'Bagmati', district: 'Lalitpur', open_to_work: true,
};

describe('seekerProfileErrors', () => {
  it('accepts a complete profile', () => {
    expect(seekerProfileErrors(valid, new Set(['Tally']))).toEqual({});
  });

  it('names every failing field, each entry by its number, in the rules’ words', () => {
    const errors = seekerProfileErrors({
      ...valid,
      full_name: ' ', phone: 'call me', district: 'Kaski',
      experience: [valid.experience[0]!, { title: '', company: 'X', start_year: 2020, end_year: 2018 }],
      education: [{ level: 'Not required', institution: '', year: 1800 }],
      expected_salary: 12.5, skills: ['Tally', 'Juggling'],
    }, new Set(['Tally']));
    expect(errors).toEqual({
      full_name: ['Full name is required'],
      phone: ['Enter a valid phone number.'],
      district: ['Kaski is not in Bagmati Province'],
      experience: ['Job 2: job title is required', 'Job 2: the end year cannot be before the start year'],
      education: [
        'Education 1: please choose an education level', 'Education 1: school, college or university is required',
        'Education 1: a year must be from 1950 to 2100',
      ],
      expected_salary: ['Salary must be a whole number of rupees per month, up to NPR 1,00,00,000'],
      skills: ['“Juggling” is not in the skills list. Choose skills from the list.'],
    });
  });

  it('asks for a job’s start year, and for years in range', () => {
    const job = valid.experience[0]!;
    expect(seekerProfileErrors({ ...valid, experience: [{ ...job, start_year: Number.NaN }, { ...job, end_year: 2200 }] })).toEqual({
      experience: ['Job 1: start year is required', 'Job 2: a year must be from 1950 to 2100'],
    });
  });

  it('limits the lists', () => {
    const skills = Array.from({ length: JOB_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`);
    const experience = Array.from({ length: SEEKER_ENTRIES_MAX + 1 }, () => valid.experience[0]!);
    expect(seekerProfileErrors({ ...valid, skills, experience })).toEqual({
      skills: [`Add at most ${JOB_SKILLS_MAX} skills`], experience: [`Add at most ${SEEKER_ENTRIES_MAX} entries`],
    });
  });

  it('asks for a district once a province is chosen, and for a province first', () => {
    expect(seekerProfileErrors({ ...valid, district: '' })).toEqual({ district: ['Please choose a district'] });
    expect(seekerProfileErrors({ ...valid, province: '', district: '' })).toEqual({ province: ['Please choose a province'] });
  });
});

describe('profileCompleteness', () => {
  const empty: CompletenessInput = {
    photo_url: null, headline: '', about: '', skills: [], experience: [], education: [], has_resume: false,
    expected_salary: null, phone: '', province: '', district: '',
  };

  it('is 0% with everything missing, in the hint’s order', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: ['photo', 'headline', 'about', 'skills', 'experience', 'education', 'resume', 'expected_salary', 'phone', 'location'],
    });
  });

  it('counts each item as an equal share', () => {
    const applied = { ...empty, headline: 'Driver', skills: ['Driving'], phone: '9800000000', province: 'Koshi', district: 'Jhapa', has_resume: true, education: [{}] };
    expect(profileCompleteness(applied)).toEqual({ percent: 60, missing: ['photo', 'about', 'experience', 'expected_salary'] });
  });

  it('is 100% when nothing is missing; blank text does not count', () => {
    const full = {
      photo_url: '/api/media/x.jpg', headline: 'Driver', about: 'Ten years on the road.', skills: ['Driving'], experience: [{}],
      education: [{}], has_resume: true, expected_salary: 0, phone: '9800000000', province: 'Koshi', district: 'Jhapa',
    };
    expect(profileCompleteness(full)).toEqual({ percent: 100, missing: [] });
    expect(profileCompleteness({ ...full, about: '   ' }).missing).toEqual(['about']);
  });
});

describe('helpers', () => {
  it('keeps each skill once, as first written', () => {
    expect(tidySkills([' React ', 'react', '', 'SQL'])).toEqual(['React', 'SQL']);
  });

  it('finds the highest education', () => {
    expect(highestEducation([])).toBeNull();
    expect(highestEducation([{ level: '+2', institution: 'A', year: null }, { level: 'Master', institution: 'B', year: null }, { level: 'Bachelor', institution: 'C', year: null }])).toBe('Master');
  });
});
