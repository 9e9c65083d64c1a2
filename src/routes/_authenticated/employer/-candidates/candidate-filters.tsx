import { useMemo, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { useMoreFilters } from '@/components/more-filters';
import { ProvinceDistrictFields } from '@/components/province-district-fields';
import { JOB_EXPERIENCE_MAX_YEARS } from '@/domain/constants';
import { educationLevelName } from '@/domain/job-field-names';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { chosenJobNote, jobChoiceLabels } from '@/domain/job-choice';
import type { FilterOptions } from './candidate-queries';
import { ORDERINGS, normaliseSkills, validateCandidateSearch, type CandidateSearch } from './candidate-search';
import { t } from '@/domain/i18n/i18n';

interface Values {
  q: string;
  skills: string;
  province: string;
  district: string;
  experience_min: string;
  experience_max: string;
  education: string;
  job: string;
  ordering: string;
}

const valuesOf = (search: CandidateSearch): Values => ({
  q: search.q ?? '',
  skills: search.skills ?? '',
  province: search.province ?? '',
  district: search.district ?? '',
  experience_min: search.experience_min?.toString() ?? '',
  experience_max: search.experience_max?.toString() ?? '',
  education: search.education ?? '',
  job: search.job ?? '',
  ordering: search.ordering ?? '',
});

/** The filters form: text fields apply on submit, choices apply at once; both write the URL. */
export function CandidateFilters({
  search,
  jobs,
  onSearch,
}: {
  search: CandidateSearch;
  jobs: FilterOptions['jobs'];
  onSearch: (search: CandidateSearch) => void;
}) {
  const [values, setValues] = useState(() => valuesOf(search));
  const jobLabels = useMemo(() => jobChoiceLabels(jobs), [jobs]);
  // The URL changed from outside (back button, a link): show its filters. Not a remount, so focus stays put.
  const searchKey = JSON.stringify(search);
  const [shownKey, setShownKey] = useState(searchKey);
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    setValues(valuesOf(search));
  }

  function apply(next: Values) {
    setValues(next);
    onSearch(
      validateCandidateSearch({
        ...next,
        skills: normaliseSkills(next.skills),
        experience_min: next.experience_min === '' ? undefined : next.experience_min,
        experience_max: next.experience_max === '' ? undefined : next.experience_max,
        page: undefined,
      }),
    );
  }
  const choose = (field: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    apply(next);
  };
  const type = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(values);
  }

  const empty = valuesOf({});
  // The server's order when none is asked for: best match when ranking for a job.
  const defaultOrdering = values.job ? '-match_score' : '-updated_at';
  const more = useMoreFilters('candidate-filters', Object.entries(search).filter(([key, value]) => key !== 'q' && key !== 'page' && value !== undefined && value !== '').length);
  return (
    <form id="candidate-filters" className={`filters card ${more.className}`} role="search" aria-label={t('candidates.filtersHeading')} noValidate onSubmit={submit}>
      <FormField id="candidate-q" label={t('candidates.search')} hint={t('candidates.searchHint')}>
        <input className="input" type="search" value={values.q} onChange={type('q')} maxLength={200} />
      </FormField>
      {more.button}
      <FormField id="candidate-skills" label={t('candidates.skills')} hint={t('candidates.skillsHint')}>
        <input className="input" value={values.skills} onChange={type('skills')} maxLength={1000} />
      </FormField>
      <ProvinceDistrictFields
        idPrefix="candidate"
        text={{
          province: 'candidates.province', district: 'candidates.district', anyProvince: 'candidates.anyProvince',
          anyDistrict: 'candidates.anyDistrict', chooseProvinceFirst: 'candidates.chooseProvinceFirst',
        }}
        province={values.province}
        district={values.district}
        onChange={(location) => apply({ ...values, ...location })}
      />
      <FormField id="candidate-experience-min" label={t('candidates.experienceMin')}>
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={JOB_EXPERIENCE_MAX_YEARS}
          value={values.experience_min}
          onChange={type('experience_min')}
        />
      </FormField>
      <FormField id="candidate-experience-max" label={t('candidates.experienceMax')}>
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          max={JOB_EXPERIENCE_MAX_YEARS}
          value={values.experience_max}
          onChange={type('experience_max')}
        />
      </FormField>
      <FormField id="candidate-education" label={t('candidates.education')} hint={t('candidates.educationHint')}>
        <select className="select" value={values.education} onChange={choose('education')}>
          <option value="">{t('candidates.anyEducation')}</option>
          {EDUCATION_LEVELS.filter((level) => level !== 'Not required').map((level) => (
            <option key={level} value={level}>
              {educationLevelName(level)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="candidate-job" label={t('candidates.rankForJob')} hint={t('candidates.rankForJobHint')} note={chosenJobNote(jobs, jobLabels, values.job)}>
        <select className="select" value={values.job} onChange={choose('job')}>
          <option value="">{t('candidates.noJob')}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {jobLabels.get(job.id)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="candidate-ordering" label={t('candidates.sortBy')}>
        <select className="select" value={values.ordering} onChange={choose('ordering')}>
          <option value="">{t(`candidates.sortOptions.${defaultOrdering}`)}</option>
          {ORDERINGS.filter((o) => o !== defaultOrdering && (values.job || o !== '-match_score')).map((o) => (
            <option key={o} value={o}>
              {t(`candidates.sortOptions.${o}`)}
            </option>
          ))}
        </select>
      </FormField>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary">
          {t('candidates.apply')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => apply(empty)}>
          {t('candidates.clear')}
        </button>
      </div>
    </form>
  );
}
