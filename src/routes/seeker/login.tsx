import { createFileRoute, redirect } from '@tanstack/react-router';
import { readSeekerSession } from '@/api/seeker-storage';
import { pageHead } from '@/components/page-head';
import { SeekerSignInForm } from './-components/seeker-sign-in-form';

/** A job seeker signs in with an e-mailed code (docs/seekers.md "Who can sign in"). */
export const Route = createFileRoute('/seeker/login')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === 'string' && search.email ? search.email : undefined,
  }),
  beforeLoad: () => {
    if (typeof window !== 'undefined' && readSeekerSession()) throw redirect({ to: '/seeker/applications', replace: true });
  },
  head: () => pageHead('pageTitle.seekerSignIn'),
  component: SeekerLoginPage,
});

function SeekerLoginPage() {
  const { email } = Route.useSearch();
  return <SeekerSignInForm email={email} />;
}
