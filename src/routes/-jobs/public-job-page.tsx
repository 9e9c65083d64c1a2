import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAppQueryClient } from '@/app-query-client';
import { CompanyLogo } from '@/components/company-logo';
import { QueryState } from '../_authenticated/-components/query-state';
import { ApplyForm } from './apply-form';
import { dateWithBs, placeText, salaryText } from './job-display';
import { publicJobQuery, type PublicJob } from './public-job-queries';
import './jobs.css';
import { JOB_LABELS, JOB_WORDS, PUBLIC_JOB_TEXT } from './job-messages';
import { useApi } from '@/session/session-context';

/** /jobs/$jobId: one open job as job seekers see it, with the apply form. */
export function PublicJobPage({ jobId }: { jobId: string }) {
  const queryClient = useAppQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <PublicJobLoader jobId={jobId} />
    </QueryClientProvider>
  );
}

function PublicJobLoader({ jobId }: { jobId: string }) {
  const api = useApi();
  const query = useQuery(publicJobQuery(api, jobId));
  return (
    <div className="container page stack">
      <p>
        <Link to="/jobs">{PUBLIC_JOB_TEXT.allJobs}</Link>
      </p>
      <QueryState query={query} loading={PUBLIC_JOB_TEXT.loadingJob}>
        {(job) => (job ? <JobView job={job} /> : <JobGone />)}
      </QueryState>
    </div>
  );
}

function JobGone() {
  return (
    <div className="stack">
      <h1>{PUBLIC_JOB_TEXT.gone}</h1>
      <p>{PUBLIC_JOB_TEXT.goneText}</p>
      <p>
        <Link to="/jobs" className="btn btn--primary">{PUBLIC_JOB_TEXT.findAnother}</Link>
      </p>
    </div>
  );
}

function JobView({ job }: { job: PublicJob }) {
  const salary = salaryText(job);
  return (
    <article className="public-job stack">
      <header className="public-job__head">
        <CompanyLogo logo={job.company.logo_url} companyName={job.company.name} size="lg" />
        <div>
          <h1>{job.title}</h1>
          <p className="lead">{job.company.name}</p>
        </div>
      </header>
      <dl className="job-facts">
        <div><dt>{JOB_LABELS.location}</dt><dd>{placeText(job)}{job.address ? ` (${job.address})` : ''}</dd></div>
        <div><dt>{JOB_LABELS.category}</dt><dd>{job.category}</dd></div>
        <div><dt>{JOB_LABELS.employment_type}</dt><dd>{job.employment_type}</dd></div>
        <div><dt>{JOB_LABELS.job_level}</dt><dd>{job.job_level}</dd></div>
        <div><dt>{JOB_LABELS.vacancies}</dt><dd>{job.vacancies}</dd></div>
        <div><dt>{JOB_LABELS.salary}</dt><dd>{salary ?? JOB_WORDS.notDisclosed}</dd></div>
        <div><dt>{JOB_LABELS.experience}</dt><dd>{job.experience_min_years ? JOB_WORDS.atLeastYears(job.experience_min_years) : JOB_WORDS.notRequired}</dd></div>
        <div><dt>{JOB_LABELS.education}</dt><dd>{job.education_level}</dd></div>
        <div><dt>{JOB_LABELS.deadlineShort}</dt><dd>{dateWithBs(job.deadline)}</dd></div>
      </dl>
      <section aria-labelledby="job-description" className="stack">
        <h2 id="job-description">{JOB_LABELS.description}</h2>
        <p className="prewrap">{job.description}</p>
      </section>
      <section aria-labelledby="job-requirements" className="stack">
        <h2 id="job-requirements">{JOB_LABELS.requirements}</h2>
        <p className="prewrap">{job.requirements}</p>
      </section>
      {job.skills.length ? (
        <section aria-labelledby="job-skills">
          <h2 id="job-skills">{JOB_LABELS.skills}</h2>
          <ul className="tag-list plain-list">
            {job.skills.map((skill) => <li key={skill} className="tag">{skill}</li>)}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="job-apply" className="card stack">
        <h2 id="job-apply">{PUBLIC_JOB_TEXT.applyTitle}</h2>
        <ApplyForm jobId={job.id} jobTitle={job.title} />
      </section>
    </article>
  );
}
