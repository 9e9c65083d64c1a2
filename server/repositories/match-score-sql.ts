// The match score of src/domain/match-score.ts in SQL, for ranking many job seekers at once. It must agree with
// services/matching.ts' scorer to the point: server/services/matching.test.ts compares them on every case that matters.
import { sql, type SQL } from 'drizzle-orm';
import { educationRank } from '../../src/domain/job-fields';
import { MATCH_WEIGHTS } from '../../src/domain/match-score';
import { jobSeekers } from '../db/schema';
import { matchJobOf, skillKeys, type JobForMatch } from '../lib/match-inputs';

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
