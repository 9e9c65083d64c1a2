import { QueryClient, onlineManager } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '@/domain/constants';
import { isOnline, watchOnlineStatus } from '@/pwa/online-status';
import { AppQueryCache } from '@/session/app-query-cache';
import type { Session } from '@/session/session';
import { useSession } from '@/session/session-context';

let watchingOnlineStatus = false;

/**
 * TanStack Query assumes it is online until an `offline` event says otherwise, so a page reloaded offline would try
 * every request and show "Unable to connect". It starts from navigator.onLine instead: offline, queries wait (and
 * show what they last had) and are sent when the connection is back.
 */
function followOnlineStatus(): void {
  if (watchingOnlineStatus || typeof window === 'undefined') return;
  watchingOnlineStatus = true;
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return watchOnlineStatus(setOnline);
  });
}

/** Data cache of docs/requirements.md §9: fresh 5 minutes, kept 10, one retry, no refetch on window focus or reconnect. */
export function createAppQueryClient(): QueryClient {
  followOnlineStatus();
  return new QueryClient({
    queryCache: new AppQueryCache(),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: QUERY_RETRY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

type SessionViews = Pick<Session, 'getView' | 'subscribe'>;

const clients = new WeakMap<SessionViews, QueryClient>();

/**
 * The employer area's cache, one per session, made the first time a page that needs it renders (so the public
 * pages do not carry react-query). The signed-in layout keeps it on the device (src/session/query-cache-store.ts).
 */
export function appQueryClient(session: SessionViews): QueryClient {
  let queryClient = clients.get(session);
  if (!queryClient) {
    queryClient = createAppQueryClient();
    clients.set(session, queryClient);
  }
  return queryClient;
}

/** The employer area's cache for the session in context. */
export function useAppQueryClient(): QueryClient {
  return appQueryClient(useSession());
}
