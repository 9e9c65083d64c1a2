// Interview scorecards' limits and scales (docs/teams.md "Interview scorecards"), shared by the server's checks and
// the portal's forms.

/** A job's scorecard has at most this many criteria. */
export const MAX_CRITERIA = 20;
/** A criterion's name has at most this many characters. */
export const MAX_CRITERION_LENGTH = 100;
/** A criterion's rating: 1 (poor) to 4 (excellent). */
export const RATINGS = [1, 2, 3, 4] as const;
/** The overall recommendation, from the strongest no to the strongest yes. */
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
