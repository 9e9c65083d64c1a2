import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { dateWithBs, placeText } from '@/routes/-jobs/job-display';
import { JOB_WORDS } from '@/routes/-jobs/job-messages';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { JobStatusActions } from './job-actions';
import { jobsQuery, type JobSummary } from './job-queries';
import { JOB_TEXT } from './job-text';
import { JOB_SORTS, JOB_TABS, type JobsSearch } from './jobs-search';
import '@/routes/-jobs/jobs.css';

/** /employer/jobs: the employer's jobs by status, searchable and sortable, with publish and close. */
export function JobsPage({ search }: { search: JobsSearch }) {
  const navigate = useNavigate();
  const query = useQuery(jobsQuery(search));
  const go = (next: JobsSearch) => void navigate({ to: '/employer/jobs', search: next });
  const counts = query.data?.status_counts;

  return (
    <EmployerPage title={JOB_TEXT.jobsTitle} lead={JOB_TEXT.jobsLead}>
      <div className="btn-row">
        <Link to="/employer/jobs/new" className="btn btn--primary">{JOB_TEXT.postJob}</Link>
      </div>
      <nav aria-label={JOB_TEXT.statusNav} className="status-tabs">
        {(['all', ...JOB_TABS] as const).map((tab) => {
          const current = (search.status ?? 'all') === tab;
          return (
            <Link
              key={tab}
              to="/employer/jobs"
              search={{ ...search, status: tab === 'all' ? undefined : tab, page: undefined }}
              aria-current={current ? 'page' : undefined}
              className={current ? 'is-current' : undefined}
            >
              {JOB_TEXT.tabLabels[tab]} <span className="count">{counts ? counts[tab] : '–'}</span>
            </Link>
          );
        })}
      </nav>
      <JobsToolbar key={`${search.q ?? ''}|${search.sort ?? ''}`} search={search} onChange={go} />
      <QueryState query={query} loading={JOB_TEXT.loadingJobs}>
        {(list) => (
          <>
            {list.results.length ? (
              <ul className="job-list plain-list" aria-label={JOB_TEXT.jobsList}>
                {list.results.map((job) => <li key={job.id}><EmployerJobCard job={job} /></li>)}
              </ul>
            ) : (
              <div className="panel stack">
                <p>{search.q || search.status ? JOB_TEXT.noMatch : JOB_TEXT.noJobs}</p>
                <p><Link to="/employer/jobs/new">{JOB_TEXT.postFirst}</Link></p>
              </div>
            )}
            <Pagination page={search.page ?? 1} count={list.count} label={JOB_TEXT.jobPages} text={JOB_WORDS} buttons="secondary"
              onPage={(page) => go({ ...search, page: page > 1 ? page : undefined })} />
          </>
        )}
      </QueryState>
    </EmployerPage>
  );
}

function JobsToolbar({ search, onChange }: { search: JobsSearch; onChange: (next: JobsSearch) => void }) {
  const [q, setQ] = useState(search.q ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...search, q: q.trim() || undefined, page: undefined });
  }
  return (
    <div className="jobs-toolbar">
      <form role="search" aria-label={JOB_TEXT.searchForm} onSubmit={submit} className="jobs-toolbar__search">
        <FormField id="employer-jobs-q" label={JOB_TEXT.searchLabel}>
          <input className="input" type="search" value={q} placeholder={JOB_TEXT.searchPlaceholder}
            onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <button type="submit" className="btn btn--secondary">{JOB_TEXT.search}</button>
      </form>
      <FormField id="employer-jobs-sort" label={JOB_TEXT.sortBy}>
        <select className="select" value={search.sort ?? '-created_at'}
          onChange={(e) => onChange({ ...search, sort: JOB_SORTS.find((s) => s === e.target.value), page: undefined })}>
          {JOB_SORTS.map((sort) => <option key={sort} value={sort}>{JOB_TEXT.sortLabels[sort]}</option>)}
        </select>
      </FormField>
    </div>
  );
}

function EmployerJobCard({ job }: { job: JobSummary }) {
  return (
    <article className="job-card card">
      <div className="job-card__top">
        <h2 className="job-card__title">
          <Link to="/employer/job-details" search={{ id: job.id }}>{job.title}</Link>
        </h2>
        <span className={`tag status-tag status-tag--${job.status}`}>{JOB_TEXT.statusLabels[job.status]}</span>
      </div>
      <p className="job-card__meta muted">
        {job.district || job.province ? <span>{placeText(job)}</span> : null}
        {job.employment_type ? <span>{job.employment_type}</span> : null}
        <span>{job.deadline ? JOB_TEXT.deadline(dateWithBs(job.deadline)) : JOB_TEXT.noDeadline}</span>
      </p>
      <p className="job-card__stats">
        <span>{JOB_TEXT.applications(job.applications_count)}</span>
        <span>{JOB_TEXT.views(job.views_count)}</span>
      </p>
      <div className="btn-row">
        <JobStatusActions job={job} size="small" />
        <Link to="/employer/job/$jobId/candidates" params={{ jobId: job.id }} className="btn btn--small btn--ghost"
          aria-label={JOB_TEXT.candidatesAria(job.title)}>
          {JOB_TEXT.candidates}
        </Link>
      </div>
    </article>
  );
}
