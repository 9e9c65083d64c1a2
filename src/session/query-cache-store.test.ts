import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, onlineManager } from '@tanstack/react-query';
import { appQueryClient } from '@/app-query-client';
import { QUERY_CACHE_MAX_AGE_MS, QUERY_CACHE_STORAGE_KEY } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import { TEST_USER, createTestServices } from '@/session/-testing/render-with-session';
import { forgetEverything, keepQueryCacheOnDevice, readKept, writeKept, type KeptQuery } from './query-cache-store';

const user = (id: string) => ({ ...TEST_USER, id });
const JOBS_KEY = ['employer', 'jobs'];
const JOBS_HASH = '["employer","jobs"]';

/** The workspace of a session signed in as `user-a` (or of `options.user`), once its kept cache is loaded. */
async function openWorkspace(options: { user?: AuthUser | null } = {}) {
  const { services } = createTestServices({ user: options.user === undefined ? user('user-a') : options.user });
  const queryClient = appQueryClient(services.session);
  const onDevice = keepQueryCacheOnDevice(queryClient, services.session);
  await onDevice.restored();
  return { session: services.session, queryClient, onDevice };
}

function keep(userId: string, data: unknown, dataUpdatedAt = Date.now(), now = Date.now()) {
  return writeKept(userId, new Map<string, KeptQuery>([[JOBS_HASH, { queryKey: JOBS_KEY, data, dataUpdatedAt }]]), now);
}

/** A screen asking for the jobs, as useQuery would (its answer never comes in these tests unless given). */
function watchJobs(queryClient: ReturnType<typeof appQueryClient>, queryFn = () => new Promise<string[]>(() => {})) {
  const observer = new QueryObserver(queryClient, { queryKey: JOBS_KEY, queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

beforeEach(async () => {
  await forgetEverything();
});

afterEach(() => {
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('the query cache kept on the device', () => {
  it('gives a screen the last answer of the account that saved it, marked to be refreshed', async () => {
    const fetchedAt = Date.now() - 60 * 60_000;
    await keep('user-a', ['Accountant'], fetchedAt);

    const { queryClient } = await openWorkspace();
    onlineManager.setOnline(false);
    const { observer, unsubscribe } = watchJobs(queryClient);

    const result = observer.getCurrentResult();
    expect(result.data).toEqual(['Accountant']);
    expect(result.dataUpdatedAt).toBe(fetchedAt);
    expect(result.isError).toBe(false);
    expect(queryClient.getQueryCache().find({ queryKey: JOBS_KEY })?.state.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('is not shown to another account, and that account’s copy is removed', async () => {
    await keep('user-b', ['Someone else’s job']);

    const { queryClient } = await openWorkspace();
    const { observer, unsubscribe } = watchJobs(queryClient);

    expect(observer.getCurrentResult().data).toBeUndefined();
    expect(await readKept('user-b')).toEqual(new Map());
    unsubscribe();
  });

  it('does not give answers older than its age limit', async () => {
    const now = Date.now();
    await keep('user-a', ['Accountant'], now - QUERY_CACHE_MAX_AGE_MS - 1, now - 2);

    const { queryClient } = await openWorkspace();
    const { observer, unsubscribe } = watchJobs(queryClient);

    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });

  it('stays after the query leaves memory, and comes back when a screen asks again', async () => {
    const { queryClient, onDevice } = await openWorkspace();
    const first = watchJobs(queryClient, () => Promise.resolve(['Staff Nurse']));
    await vi.waitFor(() => expect(first.observer.getCurrentResult().data).toEqual(['Staff Nurse']));
    await onDevice.flush();
    first.unsubscribe();

    queryClient.removeQueries({ queryKey: JOBS_KEY }); // what the 10-minute garbage collection does
    onlineManager.setOnline(false);
    const again = watchJobs(queryClient);

    expect(again.observer.getCurrentResult().data).toEqual(['Staff Nurse']);
    again.unsubscribe();
  });

  it('is written after a change, per account', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queryClient } = await openWorkspace();

    queryClient.setQueryData(['dashboard', 'stats'], { active_jobs: 3 });
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();

    await vi.waitFor(async () => {
      const kept = await readKept('user-a');
      expect(kept.get('["dashboard","stats"]')?.data).toEqual({ active_jobs: 3 });
    });
  });

  it('writes answers that arrived while the kept ones were still being read', async () => {
    const { services } = createTestServices({ user: user('user-a') });
    const queryClient = appQueryClient(services.session);
    const onDevice = keepQueryCacheOnDevice(queryClient, services.session);
    // The first screen answers, and its save comes due, before the device's copy is read (a slow first load).
    queryClient.setQueryData(['dashboard', 'stats'], { active_jobs: 4 });
    await onDevice.flush();
    expect((await readKept('user-a')).size).toBe(0);
    await onDevice.restored();

    await vi.waitFor(async () => {
      const kept = await readKept('user-a');
      expect(kept.get('["dashboard","stats"]')?.data).toEqual({ active_jobs: 4 });
    }, { timeout: 3000 });
  });

  it('is written at once when the page is hidden', async () => {
    const { queryClient } = await openWorkspace();

    queryClient.setQueryData(['dashboard', 'stats'], { active_jobs: 4 });
    window.dispatchEvent(new Event('pagehide'));

    await vi.waitFor(async () => {
      expect((await readKept('user-a')).get('["dashboard","stats"]')?.data).toEqual({ active_jobs: 4 });
    });
  });

  it('keeps the newer answer of each query when two tabs write', async () => {
    await keep('user-a', ['newer'], 2_000, 3_000);
    await keep('user-a', ['older'], 1_000, 3_000);

    expect((await readKept('user-a', 3_000)).get(JOBS_HASH)?.data).toEqual(['newer']);
  });

  it('is cleared from memory and the device on logout', async () => {
    await keep('user-a', ['Accountant']);
    const { queryClient, session } = await openWorkspace();
    const { unsubscribe } = watchJobs(queryClient);

    session.logout();

    expect(queryClient.getQueryData(JOBS_KEY)).toBeUndefined();
    await vi.waitFor(async () => expect(await readKept('user-a')).toEqual(new Map()));
    unsubscribe();
  });

  it('is cleared when the session ends with a 401', async () => {
    await keep('user-a', ['Accountant']);
    const { queryClient, session } = await openWorkspace();

    session.unauthorized({ path: '/api/employer/jobs/', isLoginCall: false });

    await vi.waitFor(async () => expect(await readKept('user-a')).toEqual(new Map()));
    expect(queryClient.getQueryData(JOBS_KEY)).toBeUndefined();
  });

  it('removes the copy once kept in localStorage', async () => {
    localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify({ buster: 'user-b', state: {} }));

    await openWorkspace();

    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('is one per session: the same session gets the same cache and the same copy', async () => {
    const { session, queryClient, onDevice } = await openWorkspace();
    expect(appQueryClient(session)).toBe(queryClient);
    expect(keepQueryCacheOnDevice(queryClient, session)).toBe(onDevice);
  });
});
