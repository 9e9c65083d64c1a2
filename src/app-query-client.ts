import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import {
  QUERY_CACHE_MAX_AGE_MS, QUERY_CACHE_SAVE_THROTTLE_MS, QUERY_CACHE_STORAGE_KEY, QUERY_GC_MS, QUERY_RETRY,
  QUERY_STALE_MS,
} from '@/domain/constants';
import type { Session } from '@/session/session';
import { useSession } from '@/session/session-context';

/** Data cache of docs/requirements.md §9: fresh 5 minutes, kept 10, one retry, no refetch on window focus or reconnect. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
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

/** The cache as kept on the device: whose it is (`buster`, the user id) and when it was written. */
interface SavedCache {
  buster: string;
  timestamp: number;
  state: DehydratedState;
}

// The cache is kept on the device (localStorage) so the workspace shows the last data offline.
// Written here rather than with @tanstack/react-query-persist-client: the installed 5.104 build brings its own
// query-core beside react-query's 5.108 one (a second copy in the bundle, and types that do not match).

function forgetSavedCache(): void {
  try {
    localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Puts the signed-in account's saved cache (not too old) into the query client; anything else is removed. */
function restoreSavedCache(queryClient: QueryClient, userId: string): void {
  try {
    const raw = localStorage.getItem(QUERY_CACHE_STORAGE_KEY);
    if (!raw) return;
    const saved = JSON.parse(raw) as SavedCache;
    if (saved.buster !== userId || Date.now() - saved.timestamp > QUERY_CACHE_MAX_AGE_MS) {
      forgetSavedCache();
      return;
    }
    hydrate(queryClient, saved.state);
    // The saved copy stands in while offline; online, a reloaded page still asks the server.
    void queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    forgetSavedCache();
  }
}

type SessionViews = Pick<Session, 'getView' | 'subscribe'>;

/** Keeps the query client's cache on the device for the session's account; cleared on logout or another sign-in. */
function keepOnDevice(queryClient: QueryClient, session: SessionViews): void {
  const signedInUser = () => (session.getView().token !== null ? session.getView().user?.id ?? null : null);

  const saveCache = () => {
    const userId = signedInUser();
    if (!userId) return;
    const saved: SavedCache = { buster: userId, timestamp: Date.now(), state: dehydrate(queryClient) };
    try {
      localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the app works, only without the offline copy.
    }
  };

  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const flushSave = () => {
    if (saveTimer === undefined) return;
    clearTimeout(saveTimer);
    saveTimer = undefined;
    saveCache();
  };

  if (typeof window === 'undefined') return;
  const userId = signedInUser();
  if (userId) restoreSavedCache(queryClient, userId);
  else forgetSavedCache();
  queryClient.getQueryCache().subscribe(() => {
    saveTimer ??= setTimeout(flushSave, QUERY_CACHE_SAVE_THROTTLE_MS);
  });
  // A reload or a closed tab must not lose the last second of changes.
  window.addEventListener('pagehide', flushSave);

  // Cached employer data belongs to one session: drop it (in memory and on the device) on logout or when another
  // account signs in.
  let lastToken = session.getView().token;
  session.subscribe((view) => {
    if (view.token === lastToken) return;
    if (lastToken !== null) {
      clearTimeout(saveTimer);
      saveTimer = undefined;
      queryClient.clear();
      forgetSavedCache();
    }
    lastToken = view.token;
    const next = signedInUser();
    if (next) restoreSavedCache(queryClient, next);
  });
}

const clients = new WeakMap<SessionViews, QueryClient>();

/**
 * The employer area's cache, one per session, made the first time a page that needs it renders (so the public
 * pages do not carry react-query) and kept on the device from then on.
 */
export function appQueryClient(session: SessionViews): QueryClient {
  let queryClient = clients.get(session);
  if (!queryClient) {
    queryClient = createAppQueryClient();
    keepOnDevice(queryClient, session);
    clients.set(session, queryClient);
  }
  return queryClient;
}

/** The employer area's cache for the session in context. */
export function useAppQueryClient(): QueryClient {
  return appQueryClient(useSession());
}
