import { t } from '@/domain/i18n/i18n';
import { educationLevelName } from '@/domain/job-field-names';
import { educationRank, type EducationLevel } from '@/domain/job-fields';
import { districtName } from '@/domain/nepal-locations';
import { provinceName } from '@/domain/nepal-provinces';

/**
 * How well a job seeker fits a job (docs/decisions.md "Match score"): 0–100 with the reasons, so the candidate list can
 * sort by it and show why.
 */

/** All the weights, in one place. The maxima add up to 100. */
export const MATCH_WEIGHTS = {
  /** Scaled by the share of the job's skills the seeker has (all of them when the job lists none). */
  skills: 50,
  location: { sameDistrict: 20, sameProvince: 12, remoteAllowed: 8, elsewhere: 0 },
  /** Scaled by the share of the minimum years the seeker has (all of it when met or none asked). */
  experience: 15,
  education: { meets: 15, oneLevelBelow: 7, below: 0 },
} as const;

export type MatchReasonKind = 'skills' | 'location' | 'experience' | 'education';
export interface MatchReason {
  kind: MatchReasonKind;
  points: number;
  text: string;
}
export interface MatchScore {
  /** Whole number from 0 to 100: the sum of the reasons' points. */
  score: number;
  reasons: MatchReason[];
}

export interface MatchJob {
  skills: readonly string[];
  province: string;
  district: string;
  remoteAllowed: boolean;
  experienceMinYears: number;
  educationLevel: EducationLevel;
}

export interface MatchSeeker {
  skills: readonly string[];
  province: string;
  district: string;
  experienceYears: number;
  educationLevel: EducationLevel;
}

/** Skills named in a reason before the rest are shown as "…". */
const SKILLS_NAMED = 3;

const normalise = (skill: string) => skill.trim().toLowerCase();

/**
 * Whose words the reasons are in: the employer reads about the candidate ("Lives in …"), the job seeker about
 * themselves ("You live in …", docs/seekers.md "Finding jobs").
 */
export type MatchVoice = 'employer' | 'seeker';

/** Scores many seekers against one job without re-reading the job each time. */
export function matcherFor(job: MatchJob, voice: MatchVoice = 'employer'): (seeker: MatchSeeker) => MatchScore {
  const me = voice === 'seeker';
  const jobSkills = new Map<string, string>();
  for (const skill of job.skills) {
    const key = normalise(skill);
    if (key && !jobSkills.has(key)) jobSkills.set(key, skill.trim());
  }
  return (seeker) => {
    const reasons = [
      skillsReason(jobSkills, seeker, me),
      locationReason(job, seeker, me),
      experienceReason(job, seeker),
      educationReason(job, seeker),
    ];
    return { score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
  };
}

export function matchScore(job: MatchJob, seeker: MatchSeeker): MatchScore {
  return matcherFor(job)(seeker);
}

// The reasons are written in the reader's language when the server answers (docs/i18n.md): the catalogue's
// `api.match.*` texts, with places and education levels named as the reader's language names them.

function skillsReason(jobSkills: Map<string, string>, seeker: MatchSeeker, me: boolean): MatchReason {
  const weight = MATCH_WEIGHTS.skills;
  const wanted = jobSkills.size;
  if (wanted === 0) return { kind: 'skills', points: weight, text: t('api.match.noSkillsRequired') };
  const held = new Set(seeker.skills.map(normalise));
  const matched = [...jobSkills].filter(([key]) => held.has(key)).map(([, name]) => name);
  const points = Math.round((weight * matched.length) / wanted);
  if (matched.length === 0) {
    return { kind: 'skills', points, text: wanted === 1 ? (me ? t('api.matchMe.skillMissing') : t('api.match.skillMissing')) : (me ? t('api.matchMe.noSkillsHeld', { wanted }) : t('api.match.noSkillsHeld', { wanted })) };
  }
  const names = matched.slice(0, SKILLS_NAMED).join(', ') + (matched.length > SKILLS_NAMED ? ', …' : '');
  return { kind: 'skills', points, text: (me ? t('api.matchMe.skillsHeld', { matched: matched.length, wanted, names }) : t('api.match.skillsHeld', { matched: matched.length, wanted, names })) };
}

function locationReason(job: MatchJob, seeker: MatchSeeker, me: boolean): MatchReason {
  const w = MATCH_WEIGHTS.location;
  const district = districtName(seeker.district);
  if (seeker.district === job.district) {
    return { kind: 'location', points: w.sameDistrict, text: (me ? t('api.matchMe.sameDistrict', { district }) : t('api.match.sameDistrict', { district })) };
  }
  const province = provinceName(seeker.province);
  if (seeker.province === job.province) {
    return { kind: 'location', points: w.sameProvince, text: (me ? t('api.matchMe.sameProvince', { province }) : t('api.match.sameProvince', { district, province })) };
  }
  if (job.remoteAllowed) {
    return { kind: 'location', points: w.remoteAllowed, text: (me ? t('api.matchMe.remote', { district }) : t('api.match.remote', { district, province })) };
  }
  return { kind: 'location', points: w.elsewhere, text: (me ? t('api.matchMe.far', { district, jobDistrict: districtName(job.district) }) : t('api.match.far', { district, province, jobDistrict: districtName(job.district) })) };
}

function experienceReason(job: MatchJob, seeker: MatchSeeker): MatchReason {
  const weight = MATCH_WEIGHTS.experience;
  const years = Math.max(0, seeker.experienceYears);
  const minimum = Math.max(0, job.experienceMinYears);
  if (minimum === 0) return { kind: 'experience', points: weight, text: t('api.match.experienceNoneRequired', { years }) };
  const points = Math.round(weight * Math.min(1, years / minimum));
  return { kind: 'experience', points, text: t('api.match.experience', { years, minimum }) };
}

function educationReason(job: MatchJob, seeker: MatchSeeker): MatchReason {
  const w = MATCH_WEIGHTS.education;
  const held = seeker.educationLevel === 'Not required' ? t('api.match.educationNotStated') : educationLevelName(seeker.educationLevel);
  if (job.educationLevel === 'Not required') {
    return { kind: 'education', points: w.meets, text: t('api.match.educationNoneRequired', { held }) };
  }
  const gap = educationRank(job.educationLevel) - educationRank(seeker.educationLevel);
  const points = gap <= 0 ? w.meets : gap === 1 ? w.oneLevelBelow : w.below;
  return { kind: 'education', points, text: t('api.match.education', { held, required: educationLevelName(job.educationLevel) }) };
}
