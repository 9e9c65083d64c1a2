import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { JobForm } from './job-form';
import { jobQuery } from './job-queries';
import '@/routes/-jobs/jobs.css';
import { t } from '@/domain/i18n/i18n';

export function NewJobPage() {
  return (
    <EmployerPage title={t('jobs.postJob')} lead={t('jobs.postJobLead')}>
      <JobForm job={null} />
    </EmployerPage>
  );
}

export function EditJobPage({ jobId }: { jobId: string }) {
  const query = useQuery(jobQuery(jobId));
  return (
    <EmployerPage title={t('jobs.editJob')}>
      <QueryState query={query} loading={t('jobs.loadingJob')}>
        {(job) =>
          job ? (
            <JobForm key={job.id} job={job} />
          ) : (
            <div className="panel stack">
              <p>{t('jobs.jobMissing')}</p>
              <p><Link to="/employer/jobs">{t('jobs.backToJobs')}</Link></p>
            </div>
          )}
      </QueryState>
    </EmployerPage>
  );
}
