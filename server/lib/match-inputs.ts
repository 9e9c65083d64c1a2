// What the match score (src/domain/match-score.ts) reads of a job and a job seeker, as the database keeps them.
// The scorer in services/matching.ts, the ranking in SQL (repositories/match-score-sql.ts) and the candidate index
// all start from these, so they never disagree on a skill key or a draft's empty field.
import type { EducationLevel } from '../../src/domain/job-fields';
import type { MatchJob } from '../../src/domain/match-score';

/** How the match score compares skills (trimmed, any case). */
export const skillKey = (skill: string) => skill.trim().toLowerCase();

/** A job seeker's skills as the database keeps them for matching: keys, each once. */
export function skillKeys(skills: readonly string[]): string[] {
  return [...new Set(skills.map(skillKey).filter(Boolean))];
}

/** What scoring needs of a job; a draft's empty fields count as "nothing asked". */
export interface JobForMatch {
  skills: readonly string[];
  province: string | null;
  district: string | null;
  remoteAllowed: boolean;
  experienceMinYears: number | null;
  educationLevel: string | null;
}

export function matchJobOf(job: JobForMatch): MatchJob {
  return {
    skills: job.skills,
    province: job.province ?? '',
    district: job.district ?? '',
    remoteAllowed: job.remoteAllowed,
    experienceMinYears: job.experienceMinYears ?? 0,
    educationLevel: (job.educationLevel ?? 'Not required') as EducationLevel,
  };
}

export interface SeekerForMatch {
  skills: readonly string[];
  province: string;
  district: string;
  experienceYears: number;
  educationLevel: string;
}
