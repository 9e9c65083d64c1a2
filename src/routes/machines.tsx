import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { MachinesPage } from '@/routes/-machines/machines-page';

// The page and its generated data load only here (autoCodeSplitting puts the component in its own chunk).
export const Route = createFileRoute('/machines')({
  head: () => pageHead('pageTitle.machines'),
  // The machines' descriptions quote the workspace's messages; the page's own text is a part of its own
  // (src/domain/i18n/catalogue-parts.ts).
  loader: () => Promise.all([loadCatalogue('workspace'), loadCatalogue('machines')]),
  component: MachinesPage,
});
