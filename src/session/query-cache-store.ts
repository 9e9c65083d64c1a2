// The workspace's query cache kept on the device, so every screen visited once opens offline with its last data
// (docs/offline.md "Reading offline").
//
// A small persister of our own over IndexedDB (with `idb`, as the outbox store) rather than TanStack's
// persist-client packages: their releases pin one exact query-core (the newest, 5.104.5, pins 5.104.5) while
// react-query moves on (5.108 here), so using them means either a second query-core in the bundle or holding
// react-query back to whatever the persister last published. What we need is also not what they do: answers are kept per query for a day, longer than the 10
// minutes a query stays in memory (docs/requirements.md §9), and found again when a screen asks for them.
import { openDB, type IDBPDatabase } from 'idb';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { QUERY_CACHE_MAX_AGE_MS, QUERY_CACHE_SAVE_THROTTLE_MS, QUERY_CACHE_STORAGE_KEY } from '@/domain/constants';
import { AppQueryCache, type LastKnownData } from './app-query-cache';

/** One query's last answer as stored. */
export interface KeptQuery extends LastKnownData {
  queryKey: QueryKey;
}

/** One account's kept answers, by query hash; stored under the account's user id. */
export interface KeptCache {
  savedAt: number;
  queries: Record<string, KeptQuery>;
}

const STORE_NAME = 'by-account';
/**
 * Where kept answers live: one IndexedDB database per kind of account, the employers' workspace
 * (`QUERY_CACHE_STORAGE_KEY`) or the job seekers' space (`SEEKER_QUERY_CACHE_STORAGE_KEY`). Each keeps one account
 * at a time, and neither kind's sign-in or sign-out touches the other's.
 */
export type CachePlace = string;
const deviceDatabases = new Map<CachePlace, Promise<IDBPDatabase> | null>();

/** The IndexedDB database, or null where the browser has none; a browser that refuses it rejects every use. */
function database(place: CachePlace): Promise<IDBPDatabase> | null {
  let found = deviceDatabases.get(place);
  if (found === undefined) {
    found = typeof indexedDB === 'undefined'
      ? null
      : openDB(place, 1, { upgrade: (db) => void db.createObjectStore(STORE_NAME) });
    deviceDatabases.set(place, found);
  }
  return found;
}

const isFresh = (kept: LastKnownData, now: number) => now - kept.dataUpdatedAt <= QUERY_CACHE_MAX_AGE_MS;

/** Both copies' answers (another tab may have written newer ones), the newer of each, none older than the limit. */
function merged(stored: KeptCache | undefined, mine: Map<string, KeptQuery>, now: number): KeptCache {
  const queries: Record<string, KeptQuery> = {};
  for (const [hash, kept] of [...Object.entries(stored?.queries ?? {}), ...mine]) {
    const other = queries[hash];
    if (isFresh(kept, now) && (!other || other.dataUpdatedAt < kept.dataUpdatedAt)) queries[hash] = kept;
  }
  return { savedAt: now, queries };
}

/** Everything kept in the place on this device, for every account (logout, or the end of a session). */
export async function forgetEverything(place: CachePlace = QUERY_CACHE_STORAGE_KEY): Promise<void> {
  const db = await database(place);
  if (db) await db.clear(STORE_NAME);
}

/** The account's kept answers that are still young enough; other accounts' copies are removed. */
export async function readKept(userId: string, now = Date.now(), place: CachePlace = QUERY_CACHE_STORAGE_KEY): Promise<Map<string, KeptQuery>> {
  const db = await database(place);
  if (!db) return new Map();
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const others = (await tx.store.getAllKeys()).filter((key) => key !== userId);
  await Promise.all(others.map((key) => tx.store.delete(key)));
  const saved = (await tx.store.get(userId)) as KeptCache | undefined;
  await tx.done;
  return new Map(Object.entries(saved?.queries ?? {}).filter(([, kept]) => isFresh(kept, now)));
}

/** Adds the account's answers to what is stored, keeping the newer of each; returns what is stored now. */
export async function writeKept(
  userId: string, mine: Map<string, KeptQuery>, now = Date.now(), place: CachePlace = QUERY_CACHE_STORAGE_KEY,
): Promise<Map<string, KeptQuery>> {
  const db = await database(place);
  if (!db) return mine;
  // One transaction: another tab's write lands wholly before or after this one.
  const tx = db.transaction(STORE_NAME, 'readwrite');
  const written = merged((await tx.store.get(userId)) as KeptCache | undefined, mine, now);
  await tx.store.put(written, userId);
  await tx.done;
  return new Map(Object.entries(written.queries));
}

/** Only answers that arrived: not errors, not queries still waiting for their first answer. */
function answered(query: Query): KeptQuery | null {
  const { status, data, dataUpdatedAt } = query.state;
  return status === 'success' && data !== undefined && dataUpdatedAt > 0 ? { queryKey: query.queryKey, data, dataUpdatedAt } : null;
}

/** Who is signed in: the employer's session, or a job seeker's seen the same way (their id as `user.id`). */
export interface CacheOwnerView {
  token: string | null;
  user: { id: string } | null;
}
export interface CacheOwner {
  getView(): CacheOwnerView;
  subscribe(listener: (view: CacheOwnerView) => void): () => void;
}

/** The workspace's handle on the kept cache: it renders once the signed-in account's copy is loaded. */
export interface QueryCacheOnDevice {
  isRestored(): boolean;
  /** Resolves once the signed-in account's copy is loaded (at once when nobody is signed in). */
  restored(): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Writes what changed without waiting for the throttle. */
  flush(): Promise<void>;
}

const handles = new WeakMap<QueryClient, QueryCacheOnDevice>();

/**
 * Keeps the query client's answers on the device for the session's account: restored when the workspace opens,
 * written as they change, cleared from memory and the device on logout, at the end of a session (a 401) or when
 * another account signs in.
 */
export function keepQueryCacheOnDevice(
  queryClient: QueryClient, session: CacheOwner, place: CachePlace = QUERY_CACHE_STORAGE_KEY,
): QueryCacheOnDevice {
  const existing = handles.get(queryClient);
  if (existing) return existing;

  const cache = queryClient.getQueryCache();
  const appCache = cache instanceof AppQueryCache ? cache : null;
  const listeners = new Set<() => void>();
  const signedInUser = () => (session.getView().token !== null ? session.getView().user?.id ?? null : null);

  let kept = new Map<string, KeptQuery>();
  /** The account whose answers `kept` holds; null until they are read. */
  let owner: string | null = null;
  let restoring: Promise<void> = Promise.resolve();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;

  const setRestored = (userId: string | null) => {
    owner = userId;
    if (appCache) {
      appCache.lastKnown = userId
        ? (hash) => {
          const found = kept.get(hash);
          return found && isFresh(found, Date.now()) ? found : undefined;
        }
        : null;
    }
    listeners.forEach((listener) => listener());
  };

  const restore = (userId: string | null) => {
    owner = null;
    kept = new Map();
    if (appCache) appCache.lastKnown = null;
    if (!userId) {
      setRestored(null);
      restoring = Promise.resolve();
      return;
    }
    restoring = readKept(userId, Date.now(), place)
      .catch(() => new Map<string, KeptQuery>()) // storage refused: the workspace works, only without the copy
      .then((found) => {
        if (signedInUser() !== userId) return; // signed out (or in as someone else) meanwhile
        kept = found;
        setRestored(userId);
        // Answers that arrived while the kept ones were being read were not saved then (no owner yet).
        if (cache.getAll().some((query) => answered(query))) scheduleSave();
      });
  };

  const save = async () => {
    saveTimer = undefined;
    const userId = owner;
    if (!userId || userId !== signedInUser()) return;
    for (const query of cache.getAll()) {
      const answer = answered(query);
      if (answer) kept.set(query.queryHash, answer);
    }
    try {
      const stored = await writeKept(userId, kept, Date.now(), place);
      if (owner === userId) kept = stored;
    } catch {
      // Storage full or refused: the workspace works, only without the offline copy.
    }
  };

  const scheduleSave = () => {
    saveTimer ??= setTimeout(() => void save(), QUERY_CACHE_SAVE_THROTTLE_MS);
  };
  const flush = () => {
    clearTimeout(saveTimer);
    return save();
  };

  cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type !== 'success' && event.action.type !== 'setState') return;
    if (event.type === 'added' || event.type === 'updated') scheduleSave();
  });
  if (typeof window !== 'undefined') {
    // A reload or a closed tab must not lose the last second of changes.
    window.addEventListener('pagehide', () => void flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
    // The copy once kept in localStorage (one account at a time) is not read any more.
    try {
      localStorage.removeItem(QUERY_CACHE_STORAGE_KEY);
    } catch {
      // Storage blocked: nothing was kept there.
    }
  }

  // Cached data belongs to one session: drop it in memory and on the device when the session ends.
  let lastToken = session.getView().token;
  session.subscribe((view) => {
    if (view.token === lastToken) return;
    if (lastToken !== null) {
      clearTimeout(saveTimer);
      saveTimer = undefined;
      owner = null;
      queryClient.clear();
      void forgetEverything(place).catch(() => undefined);
    }
    lastToken = view.token;
    restore(signedInUser());
  });
  restore(signedInUser());

  const handle: QueryCacheOnDevice = {
    isRestored: () => owner !== null || signedInUser() === null,
    restored: () => restoring,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,
  };
  handles.set(queryClient, handle);
  return handle;
}
