import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateWithBs } from '@/domain/format';
import { dateWithBs, placeText, salaryText } from '@/routes/-jobs/job-display';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { DeleteJobButton, JobStatusActions } from './job-actions';
import { jobApplicationsQuery, jobQuery, type Job } from './job-queries';
import { JOB_TEXT } from './job-text';
import '@/routes/-jobs/jobs.css';
import { JOB_LABELS, JOB_WORDS } from '@/routes/-jobs/job-messages';
import { useApi } from '@/session/session-context';

const PIPELINE = ['applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'] as const;

/** /employer/job-details?id=…: one job with its figures, applications and actions. */
export function JobDetailsPage({ jobId }: { jobId: string | null }) {
  if (!jobId) return <NoJob text={JOB_TEXT.noJobChosen} />;
  return <JobDetailsLoader jobId={jobId} />;
}

function NoJob({ text }: { text: string }) {
  return (
    <EmployerPage title={JOB_TEXT.jobDetails}>
      <div className="panel stack">
        <p>{text}</p>
        <p><Link to="/employer/jobs">{JOB_TEXT.backToJobs}</Link></p>
      </div>
    </EmployerPage>
  );
}

function JobDetailsLoader({ jobId }: { jobId: string }) {
  const api = useApi();
  const query = useQuery(jobQuery(api, jobId));
  if (query.isSuccess && !query.data) return <NoJob text={JOB_TEXT.jobMissing} />;
  if (!query.data) {
    return (
      <EmployerPage title={JOB_TEXT.jobDetails}>
        <QueryState query={query} loading={JOB_TEXT.loadingJob}>{() => null}</QueryState>
      </EmployerPage>
    );
  }
  return <JobDetails job={query.data} />;
}

function JobDetails({ job }: { job: Job }) {
  const salary = salaryText(job);
  const facts: Array<[string, string | null]> = [
    [JOB_LABELS.category, job.category],
    [JOB_LABELS.job_level, job.job_level],
    [JOB_LABELS.employment_type, job.employment_type],
    [JOB_LABELS.vacancies, job.vacancies == null ? null : String(job.vacancies)],
    [JOB_LABELS.location, job.province || job.district ? placeText(job) : job.remote_allowed ? JOB_WORDS.remoteAllowed : null],
    [JOB_LABELS.address, job.address || null],
    [JOB_LABELS.salary, salary ? `${salary}${job.show_salary ? '' : JOB_TEXT.hiddenSalary}` : null],
    [JOB_LABELS.experience, job.experience_min_years == null ? null : JOB_WORDS.years(job.experience_min_years)],
    [JOB_LABELS.education_level, job.education_level],
    [JOB_LABELS.deadlineShort, job.deadline ? dateWithBs(job.deadline) : null],
  ];
  return (
    <EmployerPage title={job.title}>
      <div className="job-details__status">
        <span className={`tag status-tag status-tag--${job.status}`}>{JOB_TEXT.statusLabels[job.status]}</span>
        {job.published_at ? <span className="muted">{JOB_TEXT.publishedOn(formatDateWithBs(new Date(job.published_at)))}</span> : null}
      </div>
      <div className="btn-row">
        <JobStatusActions job={job} />
        <Link to="/employer/job/$jobId/candidates" params={{ jobId: job.id }} className="btn btn--secondary">
          {JOB_TEXT.viewCandidates}
        </Link>
        {job.is_open ? <Link to="/jobs/$jobId" params={{ jobId: job.id }} className="btn btn--ghost">{JOB_TEXT.publicPage}</Link> : null}
      </div>
      <DeleteJobButton key={job.status} job={job} />
      <ul className="stat-grid plain-list" aria-label={JOB_TEXT.figures}>
        <li className="stat"><span className="stat__value">{job.views_count}</span><span className="stat__label">{JOB_TEXT.viewsLabel}</span></li>
        <li className="stat"><span className="stat__value">{job.applications_count}</span><span className="stat__label">{JOB_TEXT.applicationsLabel}</span></li>
        <li className="stat">
          <span className="stat__value stat__value--small">{job.deadline ? dateWithBs(job.deadline) : JOB_TEXT.notSet}</span>
          <span className="stat__label">{JOB_LABELS.deadlineShort}</span>
        </li>
      </ul>
      <section aria-labelledby="job-facts" className="stack">
        <h2 id="job-facts">{JOB_TEXT.details}</h2>
        <dl className="job-facts">
          {facts.map(([label, value]) => (
            <div key={label}><dt>{label}</dt><dd>{value ?? <span className="muted">{JOB_TEXT.notFilledIn}</span>}</dd></div>
          ))}
        </dl>
        <h3>{JOB_LABELS.skills}</h3>
        {job.skills.length ? (
          <ul className="tag-list plain-list">{job.skills.map((s) => <li key={s} className="tag">{s}</li>)}</ul>
        ) : <p className="muted">{JOB_TEXT.noSkills}</p>}
        <h3>{JOB_LABELS.description}</h3>
        <p className="prewrap">{job.description || <span className="muted">{JOB_TEXT.notFilledIn}</span>}</p>
        <h3>{JOB_LABELS.requirements}</h3>
        <p className="prewrap">{job.requirements || <span className="muted">{JOB_TEXT.notFilledIn}</span>}</p>
      </section>
      <JobApplications job={job} />
    </EmployerPage>
  );
}

function JobApplications({ job }: { job: Job }) {
  const api = useApi();
  const query = useQuery(jobApplicationsQuery(api, job.id));
  return (
    <section aria-labelledby="job-applications" className="stack">
      <h2 id="job-applications">{JOB_TEXT.applicationsLabel}</h2>
      <QueryState query={query} loading={JOB_TEXT.loadingApplications}>
        {(list) => (
          <>
            <ul className="pipeline-counts plain-list" aria-label={JOB_TEXT.byStatus}>
              {PIPELINE.map((status) => (
                <li key={status}><span className="count">{list.status_counts[status]}</span> {status}</li>
              ))}
            </ul>
            {list.results.length ? (
              <ul className="plain-list application-list" aria-label={JOB_TEXT.newest}>
                {list.results.map((a) => (
                  <li key={a.id} className="application-row">
                    <strong>{a.job_seeker.full_name}</strong>
                    <span className="muted">{a.job_seeker.headline}</span>
                    <span className="tag">{a.status}</span>
                    <span className="muted">{JOB_TEXT.match(a.match_score)}</span>
                    <span className="muted">{formatDateWithBs(new Date(a.created_at))}</span>
                  </li>
                ))}
              </ul>
            ) : <p className="muted">{JOB_TEXT.noApplications}</p>}
            <p><Link to="/employer/job/$jobId/candidates" params={{ jobId: job.id }}>{JOB_TEXT.allCandidates}</Link></p>
          </>
        )}
      </QueryState>
    </section>
  );
}
