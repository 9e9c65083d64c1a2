import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { NewJobPage } from './-jobs/job-form-pages';
import { t } from '@/domain/i18n/i18n';
import { RoleGate } from '../-components/role-gate';

export const Route = createFileRoute('/_authenticated/employer/jobs_/new')({
  head: () => pageHead('pageTitle.postJob'),
  component: NewJobGated,
});

function NewJobGated() {
  return (
    <RoleGate capability="manageJobs" title={t('jobs.postJob')}>
      <NewJobPage />
    </RoleGate>
  );
}
