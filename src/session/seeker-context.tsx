// The job seeker's session reaches the seeker's pages through React context (docs/seekers.md).
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { StoredSeeker } from '@/api/seeker-storage';
import type { SeekerSession } from '@/session/seeker-session';

const SeekerContext = createContext<SeekerSession | null>(null);

export function SeekerSessionProvider({ session, children }: { session: SeekerSession; children: ReactNode }) {
  return <SeekerContext.Provider value={session}>{children}</SeekerContext.Provider>;
}

export function useSeekerSession(): SeekerSession {
  const session = useContext(SeekerContext);
  if (!session) throw new Error('useSeekerSession needs a <SeekerSessionProvider> above it');
  return session;
}

/** The signed-in job seeker, following sign-in and sign-out (in any tab). */
export function useSignedInSeeker(): StoredSeeker | null {
  const session = useSeekerSession();
  // Prerendered markup is a signed-out visitor's.
  return useSyncExternalStore(session.subscribe, session.current, () => null);
}
