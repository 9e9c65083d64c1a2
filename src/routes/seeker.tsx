import { useState } from 'react';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { createSeekerSession } from '@/session/seeker-session';
import { SeekerSessionProvider } from '@/session/seeker-context';

/** The job seeker's own space (docs/seekers.md): its session and client, apart from any employer's. */
export const Route = createFileRoute('/seeker')({
  component: SeekerArea,
});

function SeekerArea() {
  const [session] = useState(() => createSeekerSession());
  return (
    <SeekerSessionProvider session={session}>
      <Outlet />
    </SeekerSessionProvider>
  );
}
