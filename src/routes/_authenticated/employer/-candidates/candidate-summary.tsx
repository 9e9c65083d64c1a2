import type { ReactNode } from 'react';
import type { JobSeekerSummary } from './candidate-queries';
import { t } from '@/domain/i18n/i18n';
import { educationLevelName } from '@/domain/job-field-names';
import { districtName } from '@/domain/nepal-locations';
import { provinceName } from '@/domain/nepal-provinces';
import './candidates.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** A job seeker's essentials: name, headline, where they live, experience, education and skills. */
export function CandidateSummary({
  seeker,
  heading: Heading = 'h3',
  headingId,
  children,
}: {
  seeker: JobSeekerSummary;
  heading?: 'h2' | 'h3';
  headingId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="candidate">
      <div className="candidate__top">
        {seeker.photo_url ? (
          <img className="avatar" src={seeker.photo_url} alt="" width={48} height={48} />
        ) : (
          <span className="avatar" aria-hidden="true">
            {initials(seeker.full_name)}
          </span>
        )}
        <div>
          <Heading className="candidate__name" id={headingId}>
            {seeker.full_name}
          </Heading>
          {seeker.headline ? <p className="candidate__meta">{seeker.headline}</p> : null}
        </div>
      </div>
      <p className="candidate__meta">
        {t('candidates.location', { district: districtName(seeker.district), province: provinceName(seeker.province) })} · {t('candidates.years', { n: seeker.experience_years })} · {educationLevelName(seeker.education_level)}
        {seeker.open_to_work ? <span className="tag candidate__open">{t('candidates.openToWork')}</span> : null}
      </p>
      {seeker.skills.length ? (
        <ul className="candidate__skills plain-list" aria-label={t('candidates.skillsList')}>
          {seeker.skills.map((skill) => (
            <li key={skill} className="tag">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
