import { useState, type FormEvent } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAppQueryClient } from '@/app-query-client';
import { FormField } from '@/components/form-field';
import { useMoreFilters } from '@/components/more-filters';
import { PageIntro } from '@/components/page-intro';
import { Pagination } from '@/components/pagination';
import { ProvinceDistrictFields } from '@/components/province-district-fields';
import { branding } from '@/domain/branding';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES } from '@/domain/job-fields';
import { employmentTypeName, industryName, jobLevelName } from '@/domain/job-field-names';
import { QueryState } from '../_authenticated/-components/query-state';
import { FeaturedBadge } from './featured-badge';
import { dateWithBs, placeText, salaryText } from './job-display';
import { publicJobsQuery, type PublicJobSummary } from './public-job-queries';
import type { PublicJobsSearch } from './public-jobs-search';
import './jobs.css';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';

/** /jobs: published jobs with their deadline ahead, filtered by the URL's search params. */
export function PublicJobsPage({ search }: { search: PublicJobsSearch }) {
  const queryClient = useAppQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <PageIntro eyebrow={t('publicJobs.eyebrow')} title={t('publicJobs.title')}>
        {t('publicJobs.lead')}
      </PageIntro>
      <div className="container page stack">
        <JobFilters key={JSON.stringify(search)} search={search} />
        <JobResults search={search} />
        <p className="muted">
          {t('publicJobs.hiringInstead')} <Link to="/signup">{t('publicJobs.createEmployer')}</Link>
          {t('publicJobs.postFirst', { product: branding.productName })}
        </p>
      </div>
    </QueryClientProvider>
  );
}

function JobFilters({ search }: { search: PublicJobsSearch }) {
  const navigate = useNavigate();
  const [values, setValues] = useState({
    q: search.q ?? '', province: search.province ?? '', district: search.district ?? '',
    category: search.category ?? '', type: search.type ?? '',
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    void navigate({ to: '/jobs', search: next });
  }

  const more = useMoreFilters('job-filters', [search.province, search.district, search.category, search.type].filter(Boolean).length);
  return (
    <form id="job-filters" className={`job-filters card ${more.className}`} role="search" aria-label={t('publicJobs.searchForm')} onSubmit={submit}>
      <FormField id="jobs-q" label={t('publicJobs.search')}>
        <input
          className="input"
          type="search"
          placeholder={t('publicJobs.searchPlaceholder')}
          value={values.q}
          onChange={(e) => setValues({ ...values, q: e.target.value })}
        />
      </FormField>
      {more.button}
      <ProvinceDistrictFields
        idPrefix="jobs"
        province={values.province}
        district={values.district}
        text={{ province: 'jobLabel.province', district: 'jobLabel.district', anyProvince: 'jobWord.anyProvince', anyDistrict: 'jobWord.anyDistrict' }}
        onChange={(location) => setValues({ ...values, ...location })}
      />
      <FormField id="jobs-category" label={t('jobLabel.category')}>
        <select className="select" value={values.category} onChange={(e) => setValues({ ...values, category: e.target.value })}>
          <option value="">{t('publicJobs.anyCategory')}</option>
          {JOB_CATEGORIES.map((c) => <option key={c} value={c}>{industryName(c)}</option>)}
        </select>
      </FormField>
      <FormField id="jobs-type" label={t('jobLabel.employment_type')}>
        <select className="select" value={values.type} onChange={(e) => setValues({ ...values, type: e.target.value })}>
          <option value="">{t('publicJobs.anyType')}</option>
          {EMPLOYMENT_TYPES.map((type) => <option key={type} value={type}>{employmentTypeName(type)}</option>)}
        </select>
      </FormField>
      <div className="btn-row job-filters__actions">
        <button type="submit" className="btn btn--primary">{t('publicJobs.searchJobs')}</button>
        <Link to="/jobs" className="btn btn--ghost">{t('publicJobs.clearFilters')}</Link>
      </div>
    </form>
  );
}

function JobResults({ search }: { search: PublicJobsSearch }) {
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(publicJobsQuery(api, search));
  const page = search.page ?? 1;
  return (
    <section aria-labelledby="jobs-results" className="stack">
      <h2 id="jobs-results" className="visually-hidden">{t('publicJobs.results')}</h2>
      <QueryState query={query} loading={t('publicJobs.loadingJobs')}>
        {(list) => (
          <>
            <p role="status">{t('publicJobs.count', { n: list.count })}</p>
            {list.results.length ? (
              <ul className="job-list plain-list">
                {list.results.map((job) => <li key={job.id}><PublicJobCard job={job} /></li>)}
              </ul>
            ) : (
              <p className="panel">{t('publicJobs.noMatch')}</p>
            )}
            <Pagination
              page={page}
              count={list.count}
              label="publicJobs.jobPages"
              buttons="secondary"
              onPage={(next) => void navigate({ to: '/jobs', search: { ...search, page: next > 1 ? next : undefined } })}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function PublicJobCard({ job }: { job: PublicJobSummary }) {
  const salary = salaryText(job);
  return (
    <article className={`job-card card${job.featured ? ' job-card--featured' : ''}`}>
      <div className="job-card__top">
        <h3>
          <Link to="/jobs/$jobId" params={{ jobId: job.id }}>{job.title}</Link>
        </h3>
        {job.featured ? <FeaturedBadge /> : null}
      </div>
      <p className="job-card__company">{job.company.name}</p>
      <p className="job-card__meta muted">
        <span>{placeText(job)}</span>
        <span>{employmentTypeName(job.employment_type)}</span>
        <span>{t('jobWord.level', { level: jobLevelName(job.job_level) })}</span>
        {salary ? <span>{salary}</span> : null}
      </p>
      <p className="muted">{t('jobWord.applyBy', { date: dateWithBs(job.deadline) })}</p>
    </article>
  );
}
