import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import {
  QUERY_CACHE_MAX_AGE_MS, QUERY_CACHE_SAVE_THROTTLE_MS, QUERY_CACHE_STORAGE_KEY, QUERY_GC_MS, QUERY_RETRY,
  QUERY_STALE_MS,
} from '@/domain/constants';
import { getSessionView, subscribeSession } from '@/session/session';

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

/** The employer area's cache; loaded with it, so the public pages do not carry react-query. */
export const queryClient = createAppQueryClient();

/** The cache as kept on the device: whose it is (`buster`, the user id) and when it was written. */
interface SavedCache {
  buster: string;
  timestamp: number;
  state: DehydratedState;
}

// the cache is kept on the device (localStorage) so the workspace shows the last data offline.
// Written here rather than with @tanstack/react-query-persist-client: the installed 5.104 build brings its own
// query-core beside react-query's 5.108 one (a second copy in the bundle, and types that do not match).
const signedInUser = () => (getSessionView().token !== null ? getSessionView().user?.id ?? null : null);

function forgetSavedCache(): void {
  try {
    localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Puts the signed-in account's saved cache (not too old) into the query client; anything else is removed. */
function restoreSavedCache(userId: string): void {
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

function saveCache(): void {
  const userId = signedInUser();
  if (!userId) return;
  const saved: SavedCache = { buster: userId, timestamp: Date.now(), state: dehydrate(queryClient) };
  try {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the app works, only without the offline copy.
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
function flushSave(): void {
  if (saveTimer === undefined) return;
  clearTimeout(saveTimer);
  saveTimer = undefined;
  saveCache();
}

if (typeof window !== 'undefined') {
  const userId = signedInUser();
  if (userId) restoreSavedCache(userId);
  else forgetSavedCache();
  queryClient.getQueryCache().subscribe(() => {
    saveTimer ??= setTimeout(flushSave, QUERY_CACHE_SAVE_THROTTLE_MS);
  });
  // A reload or a closed tab must not lose the last second of changes.
  window.addEventListener('pagehide', flushSave);
}

// Cached employer data belongs to one session: drop it (in memory and on the device) on logout or when another
// account signs in.
let lastToken = getSessionView().token;
subscribeSession((view) => {
  if (view.token === lastToken) return;
  if (lastToken !== null) {
    clearTimeout(saveTimer);
    saveTimer = undefined;
    queryClient.clear();
    forgetSavedCache();
  }
  lastToken = view.token;
  const userId = signedInUser();
  if (userId) restoreSavedCache(userId);
});
