import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { NewJobPage } from './-jobs/job-form-pages';

export const Route = createFileRoute('/_authenticated/employer/jobs_/new')({
  head: () => pageHead('Post a Job'),
  component: NewJobPage,
});
