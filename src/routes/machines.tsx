import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { MachinesPage } from '@/routes/-machines/machines-page';

// The page and its generated data load only here (autoCodeSplitting puts the component in its own chunk).
export const Route = createFileRoute('/machines')({
  head: () => pageHead('State machines'),
  component: MachinesPage,
});
