// The match score of src/domain/match-score.ts for rows as the database gives them. The database computes the same
// score for ranking many job seekers at once (repositories/match-score-sql.ts); server/services/matching.test.ts
// compares the two on every case that matters.
import type { EducationLevel } from '../../src/domain/job-fields';
import { matcherFor, type MatchScore, type MatchSeeker } from '../../src/domain/match-score';
import { matchJobOf, type JobForMatch, type SeekerForMatch } from '../lib/match-inputs';
// The score's reasons are catalogue text: the server's languages must be set up wherever it is scored (docs/i18n.md).
import '../lib/i18n';

/** A scorer for one job, taking rows as the database gives them. */
export function scorerFor(job: JobForMatch): (seeker: SeekerForMatch) => MatchScore {
  const match = matcherFor(matchJobOf(job));
  return (s) => match({ ...s, educationLevel: s.educationLevel as EducationLevel } satisfies MatchSeeker);
}
