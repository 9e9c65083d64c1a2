import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { PublicJobsPage } from './-jobs/public-jobs-page';
import { validatePublicJobsSearch } from './-jobs/public-jobs-search';

export const Route = createFileRoute('/jobs')({
  // Its text is in the public pages' catalogue part (src/domain/i18n/catalogue-parts.ts).
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.jobs'),
  validateSearch: validatePublicJobsSearch,
  component: JobsRoute,
});

function JobsRoute() {
  return <PublicJobsPage search={Route.useSearch()} />;
}
