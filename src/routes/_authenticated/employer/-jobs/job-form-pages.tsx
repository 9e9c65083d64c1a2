import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmployerPage } from '../../-components/employer-page';
import { QueryState } from '../../-components/query-state';
import { JobForm } from './job-form';
import { jobQuery } from './job-queries';
import '@/routes/-jobs/jobs.css';
import { JOB_TEXT } from './job-text';
import { useApi } from '@/session/session-context';

export function NewJobPage() {
  return (
    <EmployerPage title={JOB_TEXT.postJob} lead={JOB_TEXT.postJobLead}>
      <JobForm job={null} />
    </EmployerPage>
  );
}

export function EditJobPage({ jobId }: { jobId: string }) {
  const api = useApi();
  const query = useQuery(jobQuery(api, jobId));
  return (
    <EmployerPage title={JOB_TEXT.editJob}>
      <QueryState query={query} loading={JOB_TEXT.loadingJob}>
        {(job) =>
          job ? (
            <JobForm key={job.id} job={job} />
          ) : (
            <div className="panel stack">
              <p>{JOB_TEXT.jobMissing}</p>
              <p><Link to="/employer/jobs">{JOB_TEXT.backToJobs}</Link></p>
            </div>
          )}
      </QueryState>
    </EmployerPage>
  );
}
