import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SignupWizard } from '@/routes/-components/signup-wizard';

/** docs/requirements.md §2: /signup, /registration and /employer-registration are the same registration page. */
export const Route = createFileRoute('/registration')({
  head: () => pageHead('pageTitle.employerRegistration'),
  component: SignupWizard,
});
