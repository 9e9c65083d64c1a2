import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { STORAGE_KEYS } from '@/domain/constants';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const OTHER_TOKEN = 'b3RoZXJ0b2tlbm90aGVydG9rZW5vdGhlcnRva2Vu';
const USER = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' as const };

const calls = vi.hoisted(() => ({ company: 0, logout: 0 }));
const toasts = vi.hoisted(() => [] as string[]);

vi.mock('@/api/auth-actors', () => ({
  authActors: {
    logoutCall: fromPromise(async () => {
      calls.logout += 1;
    }),
    loadCompany: fromPromise(async () => {
      calls.company += 1;
      return { outcome: 'notFound' };
    }),
    loadContact: fromPromise(async () => ({ outcome: 'notFound' })),
  },
}));
vi.mock('sonner', () => ({
  toast: { success: (m: string) => toasts.push(m), error: (m: string) => toasts.push(m), info: (m: string) => toasts.push(m) },
}));

let stopPrevious: (() => void) | null = null;

async function load(stored: { token?: string; user?: string } = {}) {
  stopPrevious?.();
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  if (stored.token) localStorage.setItem(STORAGE_KEYS.token, stored.token);
  if (stored.user) localStorage.setItem(STORAGE_KEYS.user, stored.user);
  calls.company = 0;
  calls.logout = 0;
  toasts.length = 0;
  const session = await import('@/session/session');
  stopPrevious = session.stopSession;
  return session;
}

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('session module', () => {
  it('starts signed out without a stored session', async () => {
    const session = await load();
    expect(session.getSessionView()).toEqual({ isAuthenticated: false, user: null, token: null });
  });

  it('starts signed in from storage and loads company data', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    expect(session.getSessionView()).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });
    await flush();
    expect(calls.company).toBe(1);
    expect(session.getSessionData()).toMatchObject({ status: 'ready', company: null, contact: null, result: 'loaded' });
  });

  it('keeps the same view object while nothing in it changes', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    const before = session.getSessionView();
    await flush();
    expect(session.getSessionView()).toBe(before);
  });

  it('useSessionView follows login and logout', async () => {
    const session = await load();
    const { result } = renderHook(() => session.useSessionView());
    expect(result.current.isAuthenticated).toBe(false);

    act(() => session.sessionLoggedIn(TOKEN, USER));
    expect(result.current).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });

    act(() => session.logout());
    await flush();
    expect(result.current.isAuthenticated).toBe(false);
    expect(calls.logout).toBe(1);
    expect(toasts).toContain('Logged out successfully');
  });

  it('asks the shell to redirect to /login after logout', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    const redirects: unknown[] = [];
    session.onSessionRedirect((r) => redirects.push(r));
    window.history.replaceState(null, '', '/employer/overview');

    session.logout();
    await flush();

    expect(redirects).toEqual([{ to: '/login', replace: false }]);
  });

  it('handles a 401 from the API client and drops the redirect when already on /login', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    const redirects: unknown[] = [];
    session.onSessionRedirect((r) => redirects.push(r));
    window.history.replaceState(null, '', '/employer/jobs');
    vi.useFakeTimers();
    try {
      session.notifySessionUnauthorized({ path: '/employer/jobs', isLoginCall: false });
      expect(session.getSessionView().isAuthenticated).toBe(false);
      expect(redirects).toHaveLength(1);

      window.history.replaceState(null, '', '/login'); // the shell navigated
      vi.advanceTimersByTime(500);
      expect(redirects).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a token change in another tab', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    await flush();

    localStorage.setItem(STORAGE_KEYS.token, OTHER_TOKEN);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));

    expect(session.getSessionView().token).toBe(OTHER_TOKEN);
    await flush();
    expect(calls.company).toBe(2);
  });

  it('signs out when another tab cleared storage', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(session.getSessionView().isAuthenticated).toBe(false);
  });

  it('ignores storage events for other keys', async () => {
    const session = await load({ token: TOKEN, user: JSON.stringify(USER) });
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.rememberedEmail }));
    expect(session.getSessionView().isAuthenticated).toBe(true);
  });

  it('reloads company data when the tab becomes visible', async () => {
    await load({ token: TOKEN, user: JSON.stringify(USER) });
    await flush();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(calls.company).toBe(2);
  });
});
