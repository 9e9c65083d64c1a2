// For a page where a visitor signs in (/login, the registration pages). The session machine is a chunk of its own
// that a signed-out visitor's page does not need to draw (docs/architecture.md, the web app's Session layer), so such
// a page loads it at the form's first use, not with the page: its start is that much shorter (docs/performance.md).
// After the sign-in, the page moves on only once the machine has made the view signed in, which the router's guards
// read.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSession, useSessionView } from '@/session/session-context';

interface Destination {
  href: string;
  replace: boolean;
}

export function useSignInNavigation() {
  const session = useSession();
  const { isAuthenticated } = useSessionView();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<Destination | null>(null);

  useEffect(() => {
    if (waiting && isAuthenticated) void navigate(waiting);
  }, [waiting, isAuthenticated, navigate]);

  /** The form is in use: fetch the session machine now, so it is there when the sign-in is. */
  const prepareSession = useCallback(() => {
    session.load().catch(() => {}); // a failed fetch is tried again by the sign-in's own command
  }, [session]);

  /** Moves on to a signed-in page once the session has the sign-in. */
  const goSignedIn = useCallback((destination: Destination) => {
    setWaiting(destination);
    // A machine that cannot be fetched never signs in: the page moves on all the same and the guards decide.
    session.load().catch(() => void navigate(destination));
  }, [session, navigate]);

  return { prepareSession, goSignedIn };
}
