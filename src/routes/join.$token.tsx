import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { JoinPage } from './-join/join-page';

/** The link of an invitation to a hiring team (docs/teams.md "Invitations"). */
export const Route = createFileRoute('/join/$token')({
  // The sign-in here goes to the session machine, which the page then finds signed in: load it first, with the
  // page's text (the public pages' catalogue part).
  loader: async ({ context }) => {
    await Promise.all([context.loadSessionMachine(), loadCatalogue('pages')]);
  },
  head: () => pageHead('pageTitle.join'),
  component: JoinRoute,
});

function JoinRoute() {
  const { token } = Route.useParams();
  return <JoinPage token={token} />;
}
