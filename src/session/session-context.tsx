// The session, the API client and the page-load recovery reach components through React context
// (docs/architecture.md): tests render components inside a provider with their own.
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '@/api/client';
import type { PageLoad } from '@/session/page-load';
import type { Session } from '@/session/session';
import type { SessionData, SessionView } from '@/session/session-view';
import { SIGNED_OUT_DATA, SIGNED_OUT_VIEW } from '@/session/session-view';

export interface SessionServices {
  session: Session;
  api: ApiClient;
  pageLoad: PageLoad;
}

const SessionContext = createContext<SessionServices | null>(null);

export function SessionProvider({ services, children }: { services: SessionServices; children: ReactNode }) {
  return <SessionContext.Provider value={services}>{children}</SessionContext.Provider>;
}

function useServices(): SessionServices {
  const services = useContext(SessionContext);
  if (!services) throw new Error('useSession and useApi need a <SessionProvider> above them');
  return services;
}

/** The session's commands (logout, loggedIn, refresh...) and its stores. */
export function useSession(): Session {
  return useServices().session;
}

/** The API client. */
export function useApi(): ApiClient {
  return useServices().api;
}

export function useSessionView(): SessionView {
  const session = useSession();
  // Prerendered markup is what a signed-out visitor sees; hydration starts from that.
  return useSyncExternalStore(session.subscribe, session.getView, () => SIGNED_OUT_VIEW);
}

/** Company and contact data with their loading status. */
export function useSessionData(): SessionData {
  const session = useSession();
  return useSyncExternalStore(session.subscribeData, session.getData, () => SIGNED_OUT_DATA);
}

/**
 * For the route error component: reports the failure once; `showError` is false while the automatic
 * reload is under way and true for the "Something went wrong" screen, whose Try Again calls `retry`.
 */
export function usePageLoadRecovery(): { showError: boolean; retry: () => void } {
  const { pageLoad } = useServices();
  useEffect(() => {
    pageLoad.failed();
  }, [pageLoad]);
  const showError = useSyncExternalStore(pageLoad.subscribe, pageLoad.showsError, pageLoad.showsError);
  return { showError, retry: pageLoad.retry };
}
