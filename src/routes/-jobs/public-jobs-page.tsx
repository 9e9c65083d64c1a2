import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { QueryClientProvider, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { readSeekerSession } from '@/api/seeker-storage';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@/domain/saved-search';
import { createSeekerSession, type SeekerSession } from '@/session/seeker-session';
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
import { bestMatchJobsQuery, publicJobsQuery, savedFiltersOf, type MatchedJob, type PublicJobSummary } from './public-job-queries';
import type { PublicJobsSearch } from './public-jobs-search';
import './jobs.css';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';

/** /jobs: published jobs with their deadline ahead, filtered by the URL's search params. */
export function PublicJobsPage({ search }: { search: PublicJobsSearch }) {
  const queryClient = useAppQueryClient();
  // A job seeker signed in on this device gets their best match and saved searches, with their own client.
  const [seekerSession] = useState<SeekerSession | null>(() => (readSeekerSession() ? createSeekerSession() : null));
  const seeker = useSyncExternalStore(
    (listener) => seekerSession?.subscribe(listener) ?? (() => {}),
    () => seekerSession?.current() ?? null,
    () => null,
  );
  const signedIn = seekerSession && seeker ? { session: seekerSession, id: seeker.seeker.id } : null;
  return (
    <QueryClientProvider client={queryClient}>
      <PageIntro eyebrow={t('publicJobs.eyebrow')} title={t('publicJobs.title')}>
        {t('publicJobs.lead')}
      </PageIntro>
      <div className="container page stack">
        <JobFilters key={JSON.stringify(search)} search={search} />
        {signedIn ? <SeekerTools search={search} session={signedIn.session} /> : (
          <p className="panel">
            {t('publicJobs.seekerHint')} <Link to="/seeker/login">{t('publicJobs.seekerSignIn')}</Link>
          </p>
        )}
        {signedIn && search.sort === 'match'
          ? <BestMatchResults search={search} session={signedIn.session} seekerId={signedIn.id} />
          : <JobResults search={search} />}
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
    void navigate({ to: '/jobs', search: { ...next, sort: search.sort } });
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
  const query = useQuery(publicJobsQuery(api, search));
  return <JobResultsSection search={search} query={query} jobsOf={(list) => list.results.map((job) => ({ job }))} />;
}

/** A page of jobs with their count and the pages: the newest, or the job seeker's best matches. */
function JobResultsSection<List extends { count: number }>({ search, query, jobsOf }: {
  search: PublicJobsSearch;
  query: UseQueryResult<List>;
  jobsOf: (list: List) => { job: PublicJobSummary; match?: MatchedJob['match'] }[];
}) {
  const navigate = useNavigate();
  const page = search.page ?? 1;
  return (
    <section aria-labelledby="jobs-results" className="stack">
      <h2 id="jobs-results" className="visually-hidden">{t('publicJobs.results')}</h2>
      <QueryState query={query} loading={t('publicJobs.loadingJobs')}>
        {(list) => {
          const jobs = jobsOf(list);
          return (
            <>
              <p role="status">{t('publicJobs.count', { n: list.count })}</p>
              {jobs.length ? (
                <ul className="job-list plain-list">
                  {jobs.map(({ job, match }) => <li key={job.id}><PublicJobCard job={job} match={match} /></li>)}
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
          );
        }}
      </QueryState>
    </section>
  );
}

/** The signed-in job seeker's order of the list and the saving of its filters (docs/seekers.md "Finding jobs"). */
function SeekerTools({ search, session }: { search: PublicJobsSearch; session: SeekerSession }) {
  const navigate = useNavigate();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const save = useMutation({
    mutationFn: async () => dataOrThrow(await session.client.POST('/api/seeker/saved-searches/', {
      body: { filters: savedFiltersOf(search), frequency },
    })),
    onSuccess: () => toast.success(t('publicJobs.saved'), {
      action: { label: t('publicJobs.seeAlerts'), onClick: () => void navigate({ to: '/seeker/alerts' }) },
    }),
    onError: (error) => toast.error(t('publicJobs.saveFailed'), { description: failureFromThrown(error).message }),
  });
  const order = (sort: 'match' | undefined) => void navigate({ to: '/jobs', search: { ...search, sort, page: undefined } });
  return (
    <div className="job-seeker-tools card">
      <div className="job-seeker-tools__order" role="group" aria-label={t('publicJobs.order')}>
        <button type="button" className="btn btn--small btn--secondary" aria-pressed={search.sort !== 'match'} onClick={() => order(undefined)}>
          {t('publicJobs.orderNewest')}
        </button>
        <button type="button" className="btn btn--small btn--secondary" aria-pressed={search.sort === 'match'} onClick={() => order('match')}>
          {t('publicJobs.orderBestMatch')}
        </button>
      </div>
      <form className="job-seeker-tools__save" onSubmit={(e) => { e.preventDefault(); save.mutate(); }} aria-labelledby="jobs-save-heading">
        <span id="jobs-save-heading" className="job-seeker-tools__heading">{t('publicJobs.saveHeading')}</span>
        <FormField id="jobs-save-frequency" label={t('publicJobs.saveFrequency')}>
          <select className="select" value={frequency} onChange={(e) => setFrequency(e.target.value as AlertFrequency)}>
            {ALERT_FREQUENCIES.map((f) => <option key={f} value={f}>{t(`savedSearch.${f}`)}</option>)}
          </select>
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>{t('publicJobs.saveSearch')}</button>
      </form>
    </div>
  );
}

function BestMatchResults({ search, session, seekerId }: { search: PublicJobsSearch; session: SeekerSession; seekerId: string }) {
  const query = useQuery(bestMatchJobsQuery(session.client, seekerId, search));
  return <JobResultsSection search={search} query={query} jobsOf={(list) => list.results} />;
}

/** Reasons shown on a card: the ones that earned the most. */
const REASONS_SHOWN = 2;

function PublicJobCard({ job, match }: { job: PublicJobSummary; match?: MatchedJob['match'] }) {
  const salary = salaryText(job);
  const reasons = match ? [...match.reasons].sort((a, b) => b.points - a.points).slice(0, REASONS_SHOWN) : [];
  return (
    <article className={`job-card card${job.featured ? ' job-card--featured' : ''}`}>
      <div className="job-card__top">
        <h3>
          <Link to="/jobs/$jobId" params={{ jobId: job.id }}>{job.title}</Link>
        </h3>
        {job.featured ? <FeaturedBadge /> : null}
        {match ? <span className="job-card__match">{t('publicJobs.matchScore', { score: match.score })}</span> : null}
      </div>
      <p className="job-card__company">{job.company.name}</p>
      <p className="job-card__meta muted">
        <span>{placeText(job)}</span>
        <span>{employmentTypeName(job.employment_type)}</span>
        <span>{t('jobWord.level', { level: jobLevelName(job.job_level) })}</span>
        {salary ? <span>{salary}</span> : null}
      </p>
      {reasons.length ? (
        <ul className="job-card__reasons" aria-label={t('publicJobs.matchWhy')}>
          {/* A reason that earned nothing tells what the job asks for; it is not shown as a strength. */}
          {reasons.map((r) => <li key={r.kind} className={r.points === 0 ? 'job-card__reason--short' : undefined}>{r.text}</li>)}
        </ul>
      ) : null}
      <p className="muted">{t('jobWord.applyBy', { date: dateWithBs(job.deadline) })}</p>
    </article>
  );
}
