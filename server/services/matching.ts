// The match score of src/domain/match-score.ts, as the database computes it for ranking many job seekers at once.
// The two must agree to the point: server/services/matching.test.ts compares them on every case that matters.
import { sql, type SQL } from 'drizzle-orm';
import { educationRank, type EducationLevel } from '../../src/domain/job-fields';
import { MATCH_WEIGHTS, matcherFor, type MatchJob, type MatchScore, type MatchSeeker } from '../../src/domain/match-score';
import { jobSeekers } from '../db/schema';

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

/** A scorer for one job, taking rows as the database gives them. */
export function scorerFor(job: JobForMatch): (seeker: SeekerForMatch) => MatchScore {
  const match = matcherFor(matchJobOf(job));
  return (s) => match({ ...s, educationLevel: s.educationLevel as EducationLevel } satisfies MatchSeeker);
}

/**
 * The score of the row of `job_seekers` in the query, in SQL. Arithmetic is float8 like JavaScript's numbers and
 * `js_round` (migration 0001) rounds like `Math.round`, so the ranking and the shown score never disagree.
 */
export function scoreSql(jobInput: JobForMatch): SQL {
  const job = matchJobOf(jobInput);
  const w = MATCH_WEIGHTS;
  // Numbers from the code go in as literals (so Postgres types them); text from users goes in as parameters.
  const n = (value: number) => sql.raw(String(value));
  const keys = skillKeys(job.skills);
  const skills = keys.length === 0
    ? sql`${n(w.skills)}`
    : sql`js_round((${n(w.skills)} * (${sql.join(
      keys.map((k) => sql`(${k} = ANY(${jobSeekers.skillKeys}))::int`), sql` + `,
    )}))::float8 / ${n(keys.length)})`;
  const location = sql`(CASE WHEN ${jobSeekers.district} = ${job.district} THEN ${n(w.location.sameDistrict)}
    WHEN ${jobSeekers.province} = ${job.province} THEN ${n(w.location.sameProvince)}
    ELSE ${n(job.remoteAllowed ? w.location.remoteAllowed : w.location.elsewhere)} END)`;
  const minimum = Math.max(0, job.experienceMinYears);
  const experience = minimum === 0
    ? sql`${n(w.experience)}`
    : sql`js_round(${n(w.experience)} * least(1::float8, greatest(0, ${jobSeekers.experienceYears})::float8 / ${n(minimum)}::float8))`;
  const rank = educationRank(job.educationLevel);
  const education = rank === 0
    ? sql`${n(w.education.meets)}`
    : sql`(CASE WHEN ${jobSeekers.educationRank} >= ${n(rank)} THEN ${n(w.education.meets)}
      WHEN ${jobSeekers.educationRank} = ${n(rank - 1)} THEN ${n(w.education.oneLevelBelow)} ELSE ${n(w.education.below)} END)`;
  return sql`(${skills} + ${location} + ${experience} + ${education})`;
}
