import { useState, type FormEvent } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { queryClient } from '@/app-query-client';
import { FormField } from '@/components/form-field';
import { PageIntro } from '@/components/page-intro';
import { Pagination } from '@/components/pagination';
import { ProvinceDistrictFields } from '@/components/province-district-fields';
import { branding } from '@/domain/branding';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES } from '@/domain/job-fields';
import { QueryState } from '../_authenticated/-components/query-state';
import { dateWithBs, placeText, salaryText } from './job-display';
import { publicJobsQuery, type PublicJobSummary } from './public-job-queries';
import type { PublicJobsSearch } from './public-jobs-search';
import './jobs.css';
import { JOB_LABELS, JOB_WORDS, PUBLIC_JOB_TEXT } from './job-messages';

/** /jobs: published jobs with their deadline ahead, filtered by the URL's search params. */
export function PublicJobsPage({ search }: { search: PublicJobsSearch }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageIntro eyebrow={PUBLIC_JOB_TEXT.eyebrow} title={PUBLIC_JOB_TEXT.title}>
        {PUBLIC_JOB_TEXT.lead}
      </PageIntro>
      <div className="container page stack">
        <JobFilters key={JSON.stringify(search)} search={search} />
        <JobResults search={search} />
        <p className="muted">
          {PUBLIC_JOB_TEXT.hiringInstead} <Link to="/signup">{PUBLIC_JOB_TEXT.createEmployer}</Link>
          {PUBLIC_JOB_TEXT.postFirst(branding.productName)}
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

  return (
    <form className="job-filters card" role="search" aria-label={PUBLIC_JOB_TEXT.searchForm} onSubmit={submit}>
      <FormField id="jobs-q" label={PUBLIC_JOB_TEXT.search}>
        <input
          className="input"
          type="search"
          placeholder={PUBLIC_JOB_TEXT.searchPlaceholder}
          value={values.q}
          onChange={(e) => setValues({ ...values, q: e.target.value })}
        />
      </FormField>
      <ProvinceDistrictFields
        idPrefix="jobs"
        province={values.province}
        district={values.district}
        text={{ province: JOB_LABELS.province, district: JOB_LABELS.district, anyProvince: JOB_WORDS.anyProvince, anyDistrict: JOB_WORDS.anyDistrict }}
        onChange={(location) => setValues({ ...values, ...location })}
      />
      <FormField id="jobs-category" label={JOB_LABELS.category}>
        <select className="select" value={values.category} onChange={(e) => setValues({ ...values, category: e.target.value })}>
          <option value="">{PUBLIC_JOB_TEXT.anyCategory}</option>
          {JOB_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </FormField>
      <FormField id="jobs-type" label={JOB_LABELS.employment_type}>
        <select className="select" value={values.type} onChange={(e) => setValues({ ...values, type: e.target.value })}>
          <option value="">{PUBLIC_JOB_TEXT.anyType}</option>
          {EMPLOYMENT_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
        </select>
      </FormField>
      <div className="btn-row job-filters__actions">
        <button type="submit" className="btn btn--primary">{PUBLIC_JOB_TEXT.searchJobs}</button>
        <Link to="/jobs" className="btn btn--ghost">{PUBLIC_JOB_TEXT.clearFilters}</Link>
      </div>
    </form>
  );
}

function JobResults({ search }: { search: PublicJobsSearch }) {
  const navigate = useNavigate();
  const query = useQuery(publicJobsQuery(search));
  const page = search.page ?? 1;
  return (
    <section aria-labelledby="jobs-results" className="stack">
      <h2 id="jobs-results" className="visually-hidden">{PUBLIC_JOB_TEXT.results}</h2>
      <QueryState query={query} loading={PUBLIC_JOB_TEXT.loadingJobs}>
        {(list) => (
          <>
            <p role="status">{PUBLIC_JOB_TEXT.count(list.count)}</p>
            {list.results.length ? (
              <ul className="job-list plain-list">
                {list.results.map((job) => <li key={job.id}><PublicJobCard job={job} /></li>)}
              </ul>
            ) : (
              <p className="panel">{PUBLIC_JOB_TEXT.noMatch}</p>
            )}
            <Pagination
              page={page}
              count={list.count}
              label={PUBLIC_JOB_TEXT.jobPages}
              text={JOB_WORDS}
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
    <article className="job-card card">
      <div className="job-card__top">
        <h3>
          <Link to="/jobs/$jobId" params={{ jobId: job.id }}>{job.title}</Link>
        </h3>
        {job.featured ? <span className="tag">{PUBLIC_JOB_TEXT.featured}</span> : null}
      </div>
      <p className="job-card__company">{job.company.name}</p>
      <p className="job-card__meta muted">
        <span>{placeText(job)}</span>
        <span>{job.employment_type}</span>
        <span>{JOB_WORDS.level(job.job_level)}</span>
        {salary ? <span>{salary}</span> : null}
      </p>
      <p className="muted">{JOB_WORDS.applyBy(dateWithBs(job.deadline))}</p>
    </article>
  );
}
