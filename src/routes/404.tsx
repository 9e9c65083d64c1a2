import { createFileRoute, redirect } from '@tanstack/react-router';

// docs/requirements.md §2: /404 redirects to /login.
export const Route = createFileRoute('/404')({
  beforeLoad: () => {
    throw redirect({ to: '/login', replace: true });
  },
});
