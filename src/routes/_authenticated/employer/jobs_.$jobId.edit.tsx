import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { EditJobPage } from './-jobs/job-form-pages';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/jobs_/$jobId/edit')({
  head: () => pageHead('pageTitle.editJob'),
  component: EditJobRoute,
});

function EditJobRoute() {
  const { jobId } = Route.useParams();
  return (
    <RoleGate capability="manageJobs" title={t('jobs.editJob')}>
      <EditJobPage key={jobId} jobId={jobId} />
    </RoleGate>
  );
}
