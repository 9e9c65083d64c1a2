import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_STORAGE_KEY } from '@/domain/constants';

type View = { isAuthenticated: boolean; token: string | null; user: { id: string } | null };
const session = vi.hoisted(() => {
  const listeners = new Set<(view: View) => void>();
  const state = { view: { isAuthenticated: true, token: 'token-a', user: { id: 'user-a' } } as View };
  return {
    state,
    set(view: View) {
      state.view = view;
      listeners.forEach((l) => l(view));
    },
    module: {
      getSessionView: () => state.view,
      subscribeSession: (l: (view: View) => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    },
  };
});
vi.mock('@/session/session', () => session.module);

const signedIn = (id: string): View => ({ isAuthenticated: true, token: `token-${id}`, user: { id } });
const signedOut: View = { isAuthenticated: false, token: null, user: null };

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

async function load() {
  vi.resetModules();
  return import('./app-query-client');
}

beforeEach(() => {
  localStorage.clear();
  session.state.view = signedIn('user-a');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the query cache kept on the device', () => {
  it('comes back for the account that saved it', async () => {
    saveFor('user-a', ['Accountant']);

    const { queryClient } = await load();

    expect(queryClient.getQueryData(['employer', 'jobs'])).toEqual(['Accountant']);
  });

  it('is not shown to another account, and is removed', async () => {
    saveFor('user-b', ['Someone else’s job']);

    const { queryClient } = await load();

    expect(queryClient.getQueryData(['employer', 'jobs'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('is cleared from memory and the device on logout', async () => {
    saveFor('user-a', ['Accountant']);
    const { queryClient } = await load();

    session.set(signedOut);

    expect(queryClient.getQueryData(['employer', 'jobs'])).toBeUndefined();
    expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });

  it('is written when the page is hidden, without waiting for the throttle', async () => {
    vi.useFakeTimers();
    const { queryClient } = await load();

    queryClient.setQueryData(['dashboard', 'stats'], { active_jobs: 3 });
    window.dispatchEvent(new Event('pagehide'));

    const saved = JSON.parse(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)!) as { buster: string; state: { queries: unknown[] } };
    expect(saved.buster).toBe('user-a');
    expect(JSON.stringify(saved.state.queries)).toContain('"active_jobs":3');
  });
});
