import { useMemo, useState, type FormEvent } from 'react';
import { FormField } from '@/components/form-field';
import { ProvinceDistrictFields } from '@/components/province-district-fields';
import { educationLevelName } from '@/domain/job-field-names';
import { EDUCATION_LEVELS } from '@/domain/job-fields';
import { chosenJobNote, jobChoiceLabels } from '@/domain/job-choice';
import type { FilterOptions } from '../-candidates/candidate-queries';
import { normaliseSkills } from '../-candidates/candidate-search';
import { t } from '@/domain/i18n/i18n';
import { validateSwipeSearch, type SwipeSearch } from './swipe-search';

type Mode = 'applicants' | 'seekers';

/** Choose the deck: a job's applicants, or job seekers matching filters (optionally ranked for a job). */
export function SwipeSetup({ search, jobs, onSearch }: { search: SwipeSearch; jobs: FilterOptions['jobs']; onSearch: (s: SwipeSearch) => void }) {
  const [mode, setMode] = useState<Mode>(search.mode ?? 'applicants');
  const [job, setJob] = useState(search.job ?? '');
  const [q, setQ] = useState(search.q ?? '');
  const [skills, setSkills] = useState(search.skills ?? '');
  const [province, setProvince] = useState(search.province ?? '');
  const [district, setDistrict] = useState(search.district ?? '');
  const [education, setEducation] = useState(search.education ?? '');
  const [jobError, setJobError] = useState<string | undefined>();
  const jobLabels = useMemo(() => jobChoiceLabels(jobs), [jobs]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'applicants' && !job) {
      setJobError(t('swipe.needJob'));
      document.getElementById('swipe-job')?.focus();
      return;
    }
    onSearch(
      validateSwipeSearch(
        mode === 'applicants'
          ? { mode, job }
          : { mode, job: job || undefined, q, skills: normaliseSkills(skills), province, district, education },
      ),
    );
  }

  return (
    <form className="filters card" noValidate onSubmit={submit} aria-labelledby="swipe-setup-heading">
      <h2 id="swipe-setup-heading" className="filters__heading">
        {t('swipe.setupHeading')}
      </h2>
      <fieldset className="deck__modes">
        <legend>{t('swipe.mode')}</legend>
        {(['applicants', 'seekers'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="swipe-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />{' '}
            {t(`swipe.modes.${value}`)}
          </label>
        ))}
      </fieldset>
      <FormField id="swipe-job" label={mode === 'applicants' ? t('swipe.job') : t('swipe.jobOptional')} error={mode === 'applicants' ? jobError : undefined} required={mode === 'applicants'} note={chosenJobNote(jobs, jobLabels, job)}>
        <select
          className="select"
          value={job}
          onChange={(e) => {
            setJob(e.target.value);
            setJobError(undefined);
          }}
        >
          <option value="">{mode === 'applicants' ? t('swipe.chooseJob') : t('swipe.noJob')}</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {jobLabels.get(j.id)}
            </option>
          ))}
        </select>
      </FormField>
      {mode === 'seekers' ? (
        <>
          <FormField id="swipe-q" label={t('candidates.search')} hint={t('candidates.searchHint')}>
            <input className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
          </FormField>
          <FormField id="swipe-skills" label={t('candidates.skills')} hint={t('candidates.skillsHint')}>
            <input className="input" value={skills} onChange={(e) => setSkills(e.target.value)} maxLength={1000} />
          </FormField>
          <ProvinceDistrictFields
            idPrefix="swipe"
            text={{
              province: 'candidates.province', district: 'candidates.district', anyProvince: 'candidates.anyProvince',
              anyDistrict: 'candidates.anyDistrict', chooseProvinceFirst: 'candidates.chooseProvinceFirst',
            }}
            province={province}
            district={district}
            onChange={(location) => {
              setProvince(location.province);
              setDistrict(location.district);
            }}
          />
          <FormField id="swipe-education" label={t('candidates.education')} hint={t('candidates.educationHint')}>
            <select className="select" value={education} onChange={(e) => setEducation(e.target.value)}>
              <option value="">{t('candidates.anyEducation')}</option>
              {EDUCATION_LEVELS.filter((level) => level !== 'Not required').map((level) => (
                <option key={level} value={level}>
                  {educationLevelName(level)}
                </option>
              ))}
            </select>
          </FormField>
        </>
      ) : null}
      <div className="btn-row">
        <button type="submit" className="btn btn--primary">
          {t('swipe.start')}
        </button>
      </div>
    </form>
  );
}
