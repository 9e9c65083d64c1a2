import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { MATCH_WEIGHTS, matchScore, matcherFor, type MatchJob, type MatchSeeker } from '@/domain/match-score';
import { DISTRICTS, provinceOf } from '@/domain/nepal-locations';

const job: MatchJob = {
  skills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker'],
  province: 'Bagmati',
  district: 'Kathmandu',
  remoteAllowed: false,
  experienceMinYears: 3,
  educationLevel: 'Bachelor',
};

describe('MATCH_WEIGHTS', () => {
  it('add up to 100 at best', () => {
    const w = MATCH_WEIGHTS;
    expect(w.skills + w.location.sameDistrict + w.experience + w.education.meets).toBe(100);
  });
});

describe('matchScore, hand-computed', () => {
  it('scores a strong local candidate 40 + 20 + 15 + 15 = 90', () => {
    const seeker: MatchSeeker = {
      skills: ['react', ' NODE.JS', 'typescript', 'Docker', 'Figma'],
      province: 'Bagmati', district: 'Kathmandu', experienceYears: 4, educationLevel: 'Master',
    };

    expect(matchScore(job, seeker)).toEqual({
      score: 90,
      reasons: [
        { kind: 'skills', points: 40, text: '4 of 5 required skills: React, Node.js, TypeScript, …' },
        { kind: 'location', points: 20, text: 'Lives in Kathmandu (same district)' },
        { kind: 'experience', points: 15, text: '4 years of experience (3 required)' },
        { kind: 'education', points: 15, text: 'Education: Master (Bachelor required)' },
      ],
    });
  });

  it('scores a junior in the same province 10 + 12 + 5 + 7 = 34', () => {
    const seeker: MatchSeeker = {
      skills: ['React'], province: 'Bagmati', district: 'Lalitpur', experienceYears: 1, educationLevel: '+2',
    };

    expect(matchScore(job, seeker)).toEqual({
      score: 34,
      reasons: [
        { kind: 'skills', points: 10, text: '1 of 5 required skills: React' },
        { kind: 'location', points: 12, text: 'Lives in Lalitpur, Bagmati Province (same province)' },
        { kind: 'experience', points: 5, text: '1 year of experience (3 required)' },
        { kind: 'education', points: 7, text: 'Education: +2 (Bachelor required)' },
      ],
    });
  });

  it('gives remote work fewer points than the same province: 0 + 8 + 0 + 0 = 8', () => {
    const seeker: MatchSeeker = {
      skills: [], province: 'Gandaki', district: 'Kaski', experienceYears: 0, educationLevel: 'SEE/SLC',
    };

    expect(matchScore({ ...job, remoteAllowed: true }, seeker)).toEqual({
      score: 8,
      reasons: [
        { kind: 'skills', points: 0, text: 'None of the 5 required skills' },
        { kind: 'location', points: 8, text: 'Lives in Kaski, Gandaki Province; remote work allowed' },
        { kind: 'experience', points: 0, text: '0 years of experience (3 required)' },
        { kind: 'education', points: 0, text: 'Education: SEE/SLC (Bachelor required)' },
      ],
    });
  });

  it('gives full points when the job asks for no skills, experience or education: 50 + 0 + 15 + 15 = 80', () => {
    const open: MatchJob = {
      skills: [], province: 'Koshi', district: 'Jhapa', remoteAllowed: false, experienceMinYears: 0,
      educationLevel: 'Not required',
    };
    const seeker: MatchSeeker = {
      skills: ['Bookkeeping'], province: 'Gandaki', district: 'Kaski', experienceYears: 2, educationLevel: 'Not required',
    };

    expect(matchScore(open, seeker)).toEqual({
      score: 80,
      reasons: [
        { kind: 'skills', points: 50, text: 'No particular skills required' },
        { kind: 'location', points: 0, text: 'Lives in Kaski, Gandaki Province, far from Jhapa' },
        { kind: 'experience', points: 15, text: '2 years of experience (none required)' },
        { kind: 'education', points: 15, text: 'Education: not stated (none required)' },
      ],
    });
  });

  it('counts a skill the job lists twice (any case) once', () => {
    const seeker: MatchSeeker = {
      skills: ['Tally ERP'], province: 'Koshi', district: 'Jhapa', experienceYears: 0, educationLevel: 'Bachelor',
    };

    const result = matchScore({ ...job, skills: ['Tally ERP', 'tally erp'] }, seeker);

    expect(result.reasons[0]).toEqual({ kind: 'skills', points: 50, text: '1 of 1 required skill: Tally ERP' });
  });
});

describe('matchScore properties', () => {
  const SKILL_POOL = ['React', 'Node.js', 'SQL', 'Tally ERP', 'Nursing', 'AutoCAD', 'Bookkeeping', 'Figma', 'Driving'];
  const place = fc.constantFrom(...DISTRICTS).map((d) => ({ district: d.name, province: provinceOf(d)!.name }));
  const skills = fc.uniqueArray(fc.constantFrom(...SKILL_POOL), { maxLength: SKILL_POOL.length });
  const education = fc.constantFrom(...EDUCATION_LEVELS);
  const jobArb: fc.Arbitrary<MatchJob> = fc.record({
    skills, place, remoteAllowed: fc.boolean(), experienceMinYears: fc.integer({ min: 0, max: 50 }), educationLevel: education,
  }).map(({ place: p, ...rest }) => ({ ...rest, ...p }));
  const seekerArb: fc.Arbitrary<MatchSeeker> = fc.record({
    skills, place, experienceYears: fc.integer({ min: 0, max: 60 }), educationLevel: education,
  }).map(({ place: p, ...rest }) => ({ ...rest, ...p }));

  it('is a whole number from 0 to 100 that adds up its reasons', () => {
    fc.assert(fc.property(jobArb, seekerArb, (j, s) => {
      const { score, reasons } = matchScore(j, s);
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      expect(reasons.reduce((sum, r) => sum + r.points, 0)).toBe(score);
    }));
  });

  it('never drops when the seeker gains one more of the job skills', () => {
    fc.assert(fc.property(jobArb, seekerArb, fc.nat(), (j, s, pick) => {
      const missing = j.skills.filter((k) => !s.skills.includes(k));
      fc.pre(missing.length > 0);
      const better = { ...s, skills: [...s.skills, missing[pick % missing.length]!] };
      expect(matchScore(j, better).score).toBeGreaterThanOrEqual(matchScore(j, s).score);
      expect(matchScore(j, better).reasons[0]!.points).toBeGreaterThan(matchScore(j, s).reasons[0]!.points);
    }));
  });

  it('gives the same answer through matcherFor as through matchScore', () => {
    fc.assert(fc.property(jobArb, seekerArb, (j, s) => {
      expect(matcherFor(j)(s)).toEqual(matchScore(j, s));
    }));
  });
});
