import type { components } from '@/api/schema.gen';
import { t } from '@/domain/i18n/i18n';
import { localDigits } from '@/domain/i18n/locale';
import { educationLevelName } from '@/domain/job-field-names';

type Experience = components['schemas']['SeekerExperience'];
type Education = components['schemas']['SeekerEducation'];

const year = (y: number) => localDigits(String(y));

/** The jobs and schooling a candidate lists on their own profile (docs/seekers.md "Profile"), as they ordered them. */
export function CandidateEntries({ experience, education, idPrefix }: { experience: Experience[]; education: Education[]; idPrefix: string }) {
  return (
    <>
      {experience.length ? (
        <section className="stack" aria-labelledby={`${idPrefix}-experience`}>
          <h3 id={`${idPrefix}-experience`}>{t('pipeline.experience')}</h3>
          <ul className="plain-list candidate-entries">
            {experience.map((e, i) => (
              <li key={i}>
                <strong>{t('pipeline.experienceEntry', { title: e.title, company: e.company })}</strong>
                <span className="muted">
                  {e.end_year === null
                    ? t('pipeline.yearsOngoing', { start: year(e.start_year) })
                    : t('pipeline.years', { start: year(e.start_year), end: year(e.end_year) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {education.length ? (
        <section className="stack" aria-labelledby={`${idPrefix}-education`}>
          <h3 id={`${idPrefix}-education`}>{t('pipeline.education')}</h3>
          <ul className="plain-list candidate-entries">
            {education.map((e, i) => (
              <li key={i}>
                <strong>{educationLevelName(e.level)}</strong>, {e.institution}
                {e.year !== null ? <span className="muted">{year(e.year)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
