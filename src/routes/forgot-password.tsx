import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { ForgotPasswordForm } from '@/routes/-components/forgot-password-form';

/** Target of the Forgot password link (docs/requirements.md §2): e-mail → code → new password. */
export const Route = createFileRoute('/forgot-password')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: typeof search.email === 'string' && search.email ? search.email : undefined,
  }),
  head: () => pageHead('pageTitle.resetPassword'),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { email } = Route.useSearch();
  return <ForgotPasswordForm email={email} />;
}
