import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { JobText } from '@/components/job-text';
import { formatDateWithBs, formatNumber } from '@/domain/format';
import { educationLevelName, employmentTypeName, industryName, jobLevelName } from '@/domain/job-field-names';
import { dateWithBs, placeText, salaryText } from '@/routes/-jobs/job-display';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { DeleteJobButton, FeatureJobButton, JobStatusActions, JobTags } from './job-actions';
import { jobApplicationsQuery, jobQuery, type Job } from './job-queries';
import { JobScorecardSection } from '../-scorecards/job-scorecard';
import { t } from '@/domain/i18n/i18n';
import '@/routes/-jobs/jobs.css';
import { useApi } from '@/session/session-context';
import { useCan } from '@/session/membership';
import { RoleNote } from '@/components/role-note';

const PIPELINE = ['applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'] as const;

/** /employer/job-details?id=…: one job with its figures, applications and actions. */
export function JobDetailsPage({ jobId }: { jobId: string | null }) {
  if (!jobId) return <NoJob text={t('jobs.noJobChosen')} />;
  return <JobDetailsLoader jobId={jobId} />;
}

function NoJob({ text }: { text: string }) {
  return (
    <EmployerPage title={t('jobs.jobDetails')}>
      <div className="panel stack">
        <p>{text}</p>
        <p><Link to="/employer/jobs">{t('jobs.backToJobs')}</Link></p>
      </div>
    </EmployerPage>
  );
}

function JobDetailsLoader({ jobId }: { jobId: string }) {
  const api = useApi();
  const query = useQuery(jobQuery(api, jobId));
  if (query.isSuccess && !query.data) return <NoJob text={t('jobs.jobMissing')} />;
  if (!query.data) {
    return (
      <EmployerPage title={t('jobs.jobDetails')}>
        <QueryState query={query} loading={t('jobs.loadingJob')}>{() => null}</QueryState>
      </EmployerPage>
    );
  }
  return <JobDetails job={query.data} />;
}

function JobDetails({ job }: { job: Job }) {
  const manages = useCan('manageJobs');
  const salary = salaryText(job);
  const facts: Array<[string, string | null]> = [
    [t('jobLabel.category'), job.category ? industryName(job.category) : null],
    [t('jobLabel.job_level'), job.job_level ? jobLevelName(job.job_level) : null],
    [t('jobLabel.employment_type'), job.employment_type ? employmentTypeName(job.employment_type) : null],
    [t('jobLabel.vacancies'), job.vacancies == null ? null : formatNumber(job.vacancies)],
    [t('jobLabel.location'), job.province || job.district ? placeText(job) : job.remote_allowed ? t('jobWord.remoteAllowed') : null],
    [t('jobLabel.address'), job.address || null],
    [t('jobLabel.salary'), salary ? `${salary}${job.show_salary ? '' : t('jobs.hiddenSalary')}` : null],
    [t('jobLabel.experience'), job.experience_min_years == null ? null : t('jobWord.years', { n: job.experience_min_years })],
    [t('jobLabel.education_level'), job.education_level ? educationLevelName(job.education_level) : null],
    [t('jobLabel.deadlineShort'), job.deadline ? dateWithBs(job.deadline) : null],
  ];
  return (
    <EmployerPage title={job.title}>
      <div className="job-details__status">
        <JobTags job={job} />
        {job.published_at ? <span className="muted">{t('jobs.publishedOn', { date: formatDateWithBs(new Date(job.published_at)) })}</span> : null}
      </div>
      <div className="btn-row">
        <JobStatusActions job={job} />
        <FeatureJobButton job={job} />
        <Link to="/employer/job/$jobId/candidates" params={{ jobId: job.id }} className="btn btn--secondary">
          {t('jobs.viewCandidates')}
        </Link>
        {job.is_open ? <Link to="/jobs/$jobId" params={{ jobId: job.id }} className="btn btn--ghost">{t('jobs.publicPage')}</Link> : null}
      </div>
      {!manages ? <RoleNote capability="manageJobs" /> : job.is_open || job.featured ? <p className="muted">{t('jobs.featuredHint')}</p> : null}
      <DeleteJobButton key={job.status} job={job} />
      <ul className="stat-grid plain-list" aria-label={t('jobs.figures')}>
        <li className="stat"><span className="stat__value">{formatNumber(job.views_count)}</span><span className="stat__label">{t('jobs.viewsLabel')}</span></li>
        <li className="stat"><span className="stat__value">{formatNumber(job.applications_count)}</span><span className="stat__label">{t('jobs.applicationsLabel')}</span></li>
        <li className="stat">
          <span className="stat__value stat__value--small">{job.deadline ? dateWithBs(job.deadline) : t('jobs.notSet')}</span>
          <span className="stat__label">{t('jobLabel.deadlineShort')}</span>
        </li>
      </ul>
      <section aria-labelledby="job-facts" className="stack">
        <h2 id="job-facts">{t('jobs.details')}</h2>
        <dl className="job-facts">
          {facts.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value ?? <span className="muted">{t('jobs.notFilledIn')}</span>}</dd></div>
          ))}
        </dl>
        <h3>{t('jobLabel.skills')}</h3>
        {job.skills.length ? (
          <ul className="tag-list plain-list">{job.skills.map((s) => <li key={s} className="tag">{s}</li>)}</ul>
        ) : <p className="muted">{t('jobs.noSkills')}</p>}
        <h3>{t('jobLabel.description')}</h3>
        {job.description ? <JobText text={job.description} /> : <p className="muted">{t('jobs.notFilledIn')}</p>}
        <h3>{t('jobLabel.requirements')}</h3>
        {job.requirements ? <JobText text={job.requirements} /> : <p className="muted">{t('jobs.notFilledIn')}</p>}
      </section>
      <JobScorecardSection jobId={job.id} skills={job.skills} />
      <JobApplications job={job} />
    </EmployerPage>
  );
}

function JobApplications({ job }: { job: Job }) {
  const api = useApi();
  const query = useQuery(jobApplicationsQuery(api, job.id));
  return (
    <section aria-labelledby="job-applications" className="stack">
      <h2 id="job-applications">{t('jobs.applicationsLabel')}</h2>
      <QueryState query={query} loading={t('jobs.loadingApplications')}>
        {(list) => (
          <>
            <ul className="pipeline-counts plain-list" aria-label={t('jobs.byStatus')}>
              {PIPELINE.map((status) => (
                <li key={status}><span className="count">{formatNumber(list.status_counts[status])}</span> {t(`pipeline.status.${status}`)}</li>
              ))}
            </ul>
            {list.results.length ? (
              <ul className="plain-list application-list" aria-label={t('jobs.newest')}>
                {list.results.map((a) => (
                  <li key={a.id} className="application-row">
                    <strong>{a.job_seeker.full_name}</strong>
                    <span className="muted">{a.job_seeker.headline}</span>
                    <span className="tag">{t(`pipeline.status.${a.status}`)}</span>
                    <span className="muted">{t('jobs.match', { score: a.match_score })}</span>
                    <span className="muted">{formatDateWithBs(new Date(a.created_at))}</span>
                  </li>
                ))}
              </ul>
            ) : <p className="muted">{t('jobs.noApplications')}</p>}
            <p><Link to="/employer/job/$jobId/candidates" params={{ jobId: job.id }}>{t('jobs.allCandidates')}</Link></p>
          </>
        )}
      </QueryState>
    </section>
  );
}
