import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAppQueryClient } from '@/app-query-client';
import { CompanyLogo } from '@/components/company-logo';
import { JobText } from '@/components/job-text';
import { QueryState } from '../_authenticated/-components/query-state';
import { ApplyForm } from './apply-form';
import { FeaturedBadge } from './featured-badge';
import { dateWithBs, placeText, salaryText } from './job-display';
import { publicJobQuery, type PublicJob } from './public-job-queries';
import './jobs.css';
import { formatNumber } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { educationLevelName, employmentTypeName, industryName, jobLevelName } from '@/domain/job-field-names';
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
        <Link to="/jobs">{t('publicJobs.allJobs')}</Link>
      </p>
      <QueryState query={query} loading={t('publicJobs.loadingJob')}>
        {(job) => (job ? <JobView job={job} /> : <JobGone />)}
      </QueryState>
    </div>
  );
}

function JobGone() {
  return (
    <div className="stack">
      <h1>{t('publicJobs.gone')}</h1>
      <p>{t('publicJobs.goneText')}</p>
      <p>
        <Link to="/jobs" className="btn btn--primary">{t('publicJobs.findAnother')}</Link>
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
          {job.featured ? <p><FeaturedBadge /></p> : null}
        </div>
      </header>
      <dl className="job-facts">
        <div><dt>{t('jobLabel.location')}</dt><dd>{placeText(job)}{job.address ? ` (${job.address})` : ''}</dd></div>
        <div><dt>{t('jobLabel.category')}</dt><dd>{industryName(job.category)}</dd></div>
        <div><dt>{t('jobLabel.employment_type')}</dt><dd>{employmentTypeName(job.employment_type)}</dd></div>
        <div><dt>{t('jobLabel.job_level')}</dt><dd>{jobLevelName(job.job_level)}</dd></div>
        <div><dt>{t('jobLabel.vacancies')}</dt><dd>{formatNumber(job.vacancies)}</dd></div>
        <div><dt>{t('jobLabel.salary')}</dt><dd>{salary ?? t('jobWord.notDisclosed')}</dd></div>
        <div><dt>{t('jobLabel.experience')}</dt><dd>{job.experience_min_years ? t('jobWord.atLeastYears', { n: job.experience_min_years }) : t('jobWord.notRequired')}</dd></div>
        <div><dt>{t('jobLabel.education')}</dt><dd>{educationLevelName(job.education_level)}</dd></div>
        <div><dt>{t('jobLabel.deadlineShort')}</dt><dd>{dateWithBs(job.deadline)}</dd></div>
      </dl>
      <section aria-labelledby="job-description" className="stack">
        <h2 id="job-description">{t('jobLabel.description')}</h2>
        <JobText text={job.description} />
      </section>
      <section aria-labelledby="job-requirements" className="stack">
        <h2 id="job-requirements">{t('jobLabel.requirements')}</h2>
        <JobText text={job.requirements} />
      </section>
      {job.skills.length ? (
        <section aria-labelledby="job-skills">
          <h2 id="job-skills">{t('jobLabel.skills')}</h2>
          <ul className="tag-list plain-list">
            {job.skills.map((skill) => <li key={skill} className="tag">{skill}</li>)}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="job-apply" className="card stack">
        <h2 id="job-apply">{t('publicJobs.applyTitle')}</h2>
        <ApplyForm jobId={job.id} jobTitle={job.title} />
      </section>
    </article>
  );
}
