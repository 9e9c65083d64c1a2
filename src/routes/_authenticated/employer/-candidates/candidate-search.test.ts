import { describe, expect, it } from 'vitest';
import { normaliseSkills, searchQuery, validateCandidateSearch } from './candidate-search';
import { withKnownDistrict } from './known-district';

const JOB = '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11';

describe('candidate search in the URL', () => {
  it('keeps every valid filter', () => {
    const search = validateCandidateSearch({
      q: 'react', skills: 'React, SQL', province: 'Bagmati', district: 'Lalitpur', experience_min: 2,
      experience_max: 5, education: 'Bachelor', job: JOB, ordering: '-match_score', page: 3,
    });

    expect(search).toEqual({
      q: 'react', skills: 'React, SQL', province: 'Bagmati', district: 'Lalitpur', experience_min: 2,
      experience_max: 5, education: 'Bachelor', job: JOB, ordering: '-match_score', page: 3,
    });
  });

  it('reads a number-looking search text as text', () => {
    expect(validateCandidateSearch({ q: 2024 })).toEqual({ q: '2024' });
  });

  it('drops what it cannot read instead of failing the page', () => {
    const search = validateCandidateSearch({
      province: 'Atlantis', experience_min: -1, experience_max: 'many', education: 'Diploma', job: 'not-a-uuid',
      ordering: 'salary', page: 0, q: '   ',
    });

    expect(search).toEqual({});
  });

  it('drops a district outside the chosen province, a best-match order without a job and page 1', () => {
    expect(withKnownDistrict(validateCandidateSearch({ province: 'Koshi', district: 'Lalitpur', ordering: '-match_score', page: 1 }))).toEqual({
      province: 'Koshi',
    });
  });

  it('drops a district the list does not know, and keeps a known one with or without its province', () => {
    expect(withKnownDistrict(validateCandidateSearch({ district: 'Gotham', q: 'nurse' }))).toEqual({ q: 'nurse' });
    expect(withKnownDistrict(validateCandidateSearch({ district: 'Lalitpur' }))).toEqual({ district: 'Lalitpur' });
    const kept = validateCandidateSearch({ province: 'Bagmati', district: 'Lalitpur' });
    expect(withKnownDistrict(kept)).toBe(kept);
  });

  it('asks the API for the first page by default', () => {
    expect(searchQuery({ q: 'nurse' }, 20)).toEqual({ q: 'nurse', page: 1, page_size: 20 });
  });

  it('tidies typed skills', () => {
    expect(normaliseSkills(' React, sql ,, Node ')).toBe('React, sql, Node');
    expect(normaliseSkills(' , ')).toBeUndefined();
  });
});
