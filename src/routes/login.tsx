import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { LoginForm } from '@/routes/-components/login-form';

interface LoginSearch {
  email?: string;
  notice?: 'alreadyRegistered';
}

/** docs/requirements.md §2 /login: shown only to logged-out users; a logged-in user goes to the overview. */
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    email: typeof search.email === 'string' && search.email ? search.email : undefined,
    notice: search.notice === 'alreadyRegistered' ? 'alreadyRegistered' : undefined,
  }),
  // Only on entering: a login on this page redirects itself after 250 ms (docs/requirements.md §4).
  beforeLoad: ({ context, cause }) => {
    if (cause === 'enter' && context.session.isAuthenticated) {
      throw redirect({ to: '/employer/overview', replace: true });
    }
  },
  head: () => pageHead('pageTitle.signIn'),
  component: LoginPage,
});

function LoginPage() {
  const { email, notice } = Route.useSearch();
  return <LoginForm email={email} notice={notice} />;
}
