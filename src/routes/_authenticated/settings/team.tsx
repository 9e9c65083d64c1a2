import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { TeamSettingsPage } from '../-components/team-page';

export const Route = createFileRoute('/_authenticated/settings/team')({
  head: () => pageHead('pageTitle.team'),
  component: TeamSettingsPage,
});
