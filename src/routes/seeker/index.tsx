import { createFileRoute, redirect } from '@tanstack/react-router';

/** /seeker itself: the applications (which send a signed-out visitor to sign in). */
export const Route = createFileRoute('/seeker/')({
  beforeLoad: () => {
    throw redirect({ to: '/seeker/applications', replace: true });
  },
});
