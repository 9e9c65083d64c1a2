import { useCallback, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { FormField } from '@/components/form-field';
import { Pagination } from '@/components/pagination';
import { OutboxItemStatus } from '@/components/workspace-outbox';
import { useOutboxWrites } from '@/session/workspace-outbox-context';
import type { WorkspaceWriteView } from '@/session/workspace-outbox';
import { dateWithBs, placeText } from '@/routes/-jobs/job-display';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { FeatureJobButton, JobStatusActions, JobTags } from './job-actions';
import { PlanUsage } from './plan-usage';
import { jobsQuery, type JobSummary } from './job-queries';
import { t } from '@/domain/i18n/i18n';
import { formatNumber } from '@/domain/format';
import { employmentTypeName } from '@/domain/job-field-names';
import { JOB_SORTS, JOB_TABS, type JobsSearch } from './jobs-search';
import '@/routes/-jobs/jobs.css';
import { useApi } from '@/session/session-context';
import { membershipCan, useMembership } from '@/session/membership';
import { RoleNote } from '@/components/role-note';

/** /employer/jobs: the employer's jobs by status, searchable and sortable, with publish and close. */
export function JobsPage({ search }: { search: JobsSearch }) {
  const api = useApi();
  const navigate = useNavigate();
  const query = useQuery(jobsQuery(api, search));
  const go = (next: JobsSearch) => void navigate({ to: '/employer/jobs', search: next });
  const counts = query.data?.status_counts;
  const membership = useMembership();
  const manages = membershipCan(membership, 'manageJobs');

  return (
    <EmployerPage title={t('jobs.jobsTitle')}
      lead={membership.status === 'member' && membership.member.role === 'hiring_manager' ? t('roles.hiringManagerJobs') : t('jobs.jobsLead')}>
      {manages ? (
        <div className="btn-row">
          <Link to="/employer/jobs/new" className="btn btn--primary">{t('jobs.postJob')}</Link>
        </div>
      ) : <RoleNote capability="manageJobs" />}
      {membershipCan(membership, 'manageBilling') ? <PlanUsage /> : null}
      <nav aria-label={t('jobs.statusNav')} className="status-tabs">
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
              {t(`jobs.tabLabels.${tab}`)} <span className="count">{counts ? formatNumber(counts[tab]) : '–'}</span>
            </Link>
          );
        })}
      </nav>
      <PendingNewJobs />
      <JobsToolbar key={`${search.q ?? ''}|${search.sort ?? ''}`} search={search} onChange={go} />
      <QueryState query={query} loading={t('jobs.loadingJobs')}>
        {(list) => (
          <>
            {list.results.length ? (
              <ul className="job-list plain-list" aria-label={t('jobs.jobsList')}>
                {list.results.map((job) => <li key={job.id}><EmployerJobCard job={job} /></li>)}
              </ul>
            ) : (
              <div className="panel stack">
                <p>{search.q || search.status ? t('jobs.noMatch') : t('jobs.noJobs')}</p>
                {manages ? <p><Link to="/employer/jobs/new">{t('jobs.postFirst')}</Link></p> : null}
              </div>
            )}
            <Pagination page={search.page ?? 1} count={list.count} label="jobs.jobPages" buttons="secondary"
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
      <form role="search" aria-label={t('jobs.searchForm')} onSubmit={submit} className="jobs-toolbar__search">
        <FormField id="employer-jobs-q" label={t('jobs.searchLabel')}>
          <input className="input" type="search" value={q} placeholder={t('jobs.searchPlaceholder')}
            onChange={(e) => setQ(e.target.value)} />
        </FormField>
        <button type="submit" className="btn btn--secondary">{t('jobs.search')}</button>
      </form>
      <FormField id="employer-jobs-sort" label={t('jobs.sortBy')}>
        <select className="select" value={search.sort ?? '-created_at'}
          onChange={(e) => onChange({ ...search, sort: JOB_SORTS.find((s) => s === e.target.value), page: undefined })}>
          {JOB_SORTS.map((sort) => <option key={sort} value={sort}>{t(`jobs.sortLabels.${sort}`)}</option>)}
        </select>
      </FormField>
    </div>
  );
}

function EmployerJobCard({ job }: { job: JobSummary }) {
  return (
    <article className={`job-card card${job.featured ? ' job-card--featured' : ''}`}>
      <div className="job-card__top">
        <h2 className="job-card__title">
          <Link to="/employer/job-details" search={{ id: job.id }}>{job.title}</Link>
        </h2>
        <JobTags job={job} />
      </div>
      <OutboxItemStatus resource={`job:${job.id}`} />
      <p className="job-card__meta muted">
        {job.district || job.province ? <span>{placeText(job)}</span> : null}
        {job.employment_type ? <span>{employmentTypeName(job.employment_type)}</span> : null}
        <span>{job.deadline ? t('jobs.deadline', { date: dateWithBs(job.deadline) }) : t('jobs.noDeadline')}</span>
      </p>
      <p className="job-card__stats">
        <span>{t('jobs.applications', { n: job.applications_count })}</span>
        <span>{t('jobs.views', { n: job.views_count })}</span>
      </p>
      <div className="btn-row">
        <JobStatusActions job={job} size="small" />
        <FeatureJobButton job={job} size="small" />
        <Link to="/employer/job/$jobId/candidates" params={{ jobId: job.id }} className="btn btn--small btn--ghost"
          aria-label={t('jobs.candidatesAria', { title: job.title })}>
          {t('jobs.candidates')}
        </Link>
      </div>
    </article>
  );
}

const isNewJob = (write: WorkspaceWriteView) => write.kind === 'job.create';

/** Jobs written on this device that the server does not have yet: shown at once, marked as waiting or failed. */
function PendingNewJobs() {
  const writes = useOutboxWrites(useCallback(isNewJob, []));
  if (!writes.length) return null;
  return (
    <ul className="job-list plain-list" aria-label={t('jobs.pendingList')}>
      {writes.map((write) => {
        const body = write.request.body as { title?: string; status?: string };
        return (
          <li key={write.key}>
            <article className="job-card card">
              <div className="job-card__top">
                <h2 className="job-card__title">{write.label}</h2>
                {body.status === 'draft' || body.status === 'published' ? (
                  <span className="job-card__tags">
                    <span className={`tag status-tag status-tag--${body.status}`}>{t(`jobs.statusLabels.${body.status}`)}</span>
                  </span>
                ) : null}
              </div>
              <OutboxItemStatus resource={write.resource} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
