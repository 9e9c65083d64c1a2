import { useState } from 'react';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadCatalogue } from '@/domain/i18n/i18n';
import { createSeekerSession } from '@/session/seeker-session';
import { SeekerSessionProvider } from '@/session/seeker-context';

/** The job seeker's own space (docs/seekers.md): its session and client, apart from any employer's. */
export const Route = createFileRoute('/seeker')({
  // Its text is a catalogue part of its own (src/domain/i18n/catalogue-parts.ts), fetched with its code.
  beforeLoad: () => loadCatalogue('seeker'),
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
