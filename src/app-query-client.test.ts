import { afterEach, describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '@/app-query-client';
import { QUERY_CACHE_STORAGE_KEY } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import { TEST_USER, createTestServices } from '@/session/-testing/render-with-session';

const user = (id: string) => ({ ...TEST_USER, id });

/** The cache of a session signed in as `user-a` (or of `options.user`). */
function load(options: { user?: AuthUser | null } = {}) {
  const { services } = createTestServices({ user: options.user === undefined ? user('user-a') : options.user });
  return { session: services.session, queryClient: appQueryClient(services.session) };
}

function saveFor(buster: string, data: unknown, timestamp = Date.now()) {
  const state = {
    mutations: [],
    queries: [{
      queryKey: ['employer', 'jobs'], queryHash: '["employer","jobs"]',
      state: {
        data, dataUpdateCount: 1, dataUpdatedAt: timestamp, error: null, errorUpdateCount: 0, errorUpdatedAt: 0,
        fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success',
        fetchStatus: 'idle',
      },
    }],
  };
  localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify({ buster, timestamp, state }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the query cache kept on the device', () => {
  it('comes back for the account that saved it', () => {
    saveFor('user-a', ['Accountant']);

    const { queryClient } = load();

    expect(queryClient.getQueryData(['employer', 'jobs'])).toEqual(['Accountant']);
  });

  it('is not shown to another account, and is removed', () => {
    saveFor('user-b', ['Someone else’s job']);

    const { queryClient } = load();

    expect(queryClient.getQueryData(['employer', 'jobs'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('is cleared from memory and the device on logout', () => {
    saveFor('user-a', ['Accountant']);
    const { queryClient, session } = load();

    session.logout();

    expect(queryClient.getQueryData(['employer', 'jobs'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('is written when the page is hidden, without waiting for the throttle', () => {
    vi.useFakeTimers();
    const { queryClient } = load();

    queryClient.setQueryData(['dashboard', 'stats'], { active_jobs: 3 });
    window.dispatchEvent(new Event('pagehide'));

    const saved = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)!) as { buster: string; state: { queries: unknown[] } };
    expect(saved.buster).toBe('user-a');
    expect(JSON.stringify(saved.state.queries)).toContain('"active_jobs":3');
  });

  it('is one per session: the same session gets the same cache', () => {
    const { session, queryClient } = load();
    expect(appQueryClient(session)).toBe(queryClient);
  });
});
