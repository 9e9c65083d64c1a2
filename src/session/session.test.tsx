import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, UNAUTHORIZED_REDIRECT_RETRY_MS } from '@/domain/constants';
import {
  TEST_TOKEN as TOKEN, TEST_USER as USER, createTestServices, pathOf, renderWithSession, type FakeServer,
} from '@/session/-testing/render-with-session';
import { createApiClient } from '@/api/client';
import { createSession, type SessionActorModule, type SessionRedirect } from '@/session/session';
import * as sessionActor from '@/session/session-actor';
import { SessionProvider, useSessionView } from '@/session/session-context';
import { readWorkerSession, WORKER_SESSION_DB_NAME } from '@/pwa/worker-session';

const OTHER_TOKEN = 'b3RoZXJ0b2tlbm90aGVydG9rZW5vdGhlcnRva2Vu';

/** No company or contact profile yet (404), logout accepted, everything else 401. */
const server: FakeServer = (request) => {
  const path = pathOf(request);
  if (path === '/api/auth/logout/') return new Response(null, { status: 204 });
  if (path.startsWith('/api/profile/')) return Response.json({ detail: 'Not found.' }, { status: 404 });
  return Response.json({ detail: 'Invalid token.' }, { status: 401 });
};

function started(options: { signedIn?: boolean; path?: string } = {}) {
  const where = { path: options.path ?? '/' };
  const { services, requests } = createTestServices({
    server,
    user: options.signedIn === false ? null : USER,
    currentPath: () => where.path,
  });
  const redirects: SessionRedirect[] = [];
  services.session.onRedirect((r) => redirects.push(r));
  const companyLoads = () => requests.filter((r) => pathOf(r) === '/api/profile/company/').length;
  return { ...services, requests, redirects, where, companyLoads };
}

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterEach(() => vi.useRealTimers());

describe('session', () => {
  it('starts signed out without a stored session', () => {
    const { session } = started({ signedIn: false });
    expect(session.getView()).toEqual({ isAuthenticated: false, user: null, token: null });
  });

  it('starts signed in from storage and loads company data', async () => {
    const { session, companyLoads } = started();
    expect(session.getView()).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });
    await flush();
    expect(companyLoads()).toBe(1);
    expect(session.getData()).toMatchObject({ status: 'ready', company: null, contact: null, result: 'loaded' });
  });

  it('keeps the same view object while nothing in it changes', async () => {
    const { session } = started();
    const before = session.getView();
    await flush();
    expect(session.getView()).toBe(before);
  });

  it('useSessionView follows login and logout, and logout is confirmed by a toast', async () => {
    const { services, requests } = await renderWithSession(() => null, { server, user: null });
    const { result } = renderHook(() => useSessionView(), {
      wrapper: ({ children }) => <SessionProvider services={services}>{children}</SessionProvider>,
    });
    expect(result.current.isAuthenticated).toBe(false);

    act(() => services.session.loggedIn(TOKEN, USER));
    expect(result.current).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });

    act(() => services.session.logout());
    await flush();
    expect(result.current.isAuthenticated).toBe(false);
    expect(requests.filter((r) => pathOf(r) === '/api/auth/logout/')).toHaveLength(1);
    expect(await screen.findByText('Logged out successfully')).not.toBeNull();
  });

  it('asks the shell to redirect to /login after logout', async () => {
    const { session, redirects } = started({ path: '/employer/overview' });

    session.logout();
    await flush();

    expect(redirects).toEqual([{ to: '/login', replace: false }]);
  });

  it("signs out on the API client's 401 and drops the retried redirect once on /login", async () => {
    vi.useFakeTimers();
    const { api, session, redirects, where } = started({ path: '/employer/jobs' });

    await api.GET('/api/employer/jobs/');
    expect(session.getView().isAuthenticated).toBe(false);
    expect(redirects).toEqual([{ to: '/login', replace: true }]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('true');

    where.path = '/login'; // the shell navigated
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_RETRY_MS);
    expect(redirects).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.loginRedirect)).toBeNull();
  });

  it('follows a token change in another tab', async () => {
    const { session, companyLoads } = started();
    await flush();

    localStorage.setItem(STORAGE_KEYS.token, OTHER_TOKEN);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));

    expect(session.getView().token).toBe(OTHER_TOKEN);
    await flush();
    expect(companyLoads()).toBe(2);
  });

  it('signs out when another tab cleared storage', () => {
    const { session } = started();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(session.getView().isAuthenticated).toBe(false);
  });

  it('ignores storage events for other keys', () => {
    const { session } = started();
    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.rememberedEmail }));
    expect(session.getView().isAuthenticated).toBe(true);
  });

  it('reloads company data when the tab becomes visible', async () => {
    const { companyLoads } = started();
    await flush();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(companyLoads()).toBe(2);
  });

  it('keeps the session in browser storage (docs/requirements.md §3): login writes it, logout clears it all', async () => {
    const { session } = started({ signedIn: false });
    sessionStorage.setItem(STORAGE_KEYS.loginRedirect, 'true');

    session.loggedIn(TOKEN, USER);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(USER);
    expect(sessionStorage.getItem(STORAGE_KEYS.loginRedirect)).toBeNull();
    await flush();
    localStorage.setItem(STORAGE_KEYS.profileSetupSkipped, 'true');

    session.logout();
    await flush();
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.profile, STORAGE_KEYS.profileSetupSkipped]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it("keeps the service worker's copy of the signed-in account: from start, on login, gone on a 401 and on logout", async () => {
    const { api, session } = started();
    await vi.waitFor(async () => expect(await readWorkerSession()).toEqual({ token: TOKEN, userId: USER.id }));

    await api.GET('/api/employer/jobs/'); // 401
    await vi.waitFor(async () => expect(await readWorkerSession()).toBeNull());

    const other = { ...USER, id: 'u2' };
    session.loggedIn(OTHER_TOKEN, other);
    await vi.waitFor(async () => expect(await readWorkerSession()).toEqual({ token: OTHER_TOKEN, userId: 'u2' }));
    session.logout();
    await vi.waitFor(async () => expect(await readWorkerSession()).toBeNull());
  });

  it("opens no database for the worker's copy when a visitor starts signed out", async () => {
    const open = vi.spyOn(indexedDB, 'open');
    const { session } = started({ signedIn: false });
    await flush();
    expect(session.getView().isAuthenticated).toBe(false);
    expect(open.mock.calls.map(([name]) => name)).not.toContain(WORKER_SESSION_DB_NAME);
    open.mockRestore();
  });

  it('keeps the loaded profile in storage, and counts a failed load', async () => {
    const company = { id: 'c1', full_name: 'Himal Tech', industry_type: 'Technology', description: '', website: '', address: '', logo: null, logo_url: null, updated_at: '2025-04-14T06:00:00Z' };
    const contact = { address: 'Lalitpur', phone: '+977 1 5555555', email: 'hr@himal.com.np' };
    let failing = false;
    const { services } = createTestServices({
      server: (request) => {
        if (failing) return Response.json({ detail: 'A server error occurred.' }, { status: 500 });
        return Response.json(pathOf(request) === '/api/profile/company/' ? company : contact);
      },
    });
    await flush();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.profile)!)).toEqual({ company, contact });

    failing = true;
    services.session.refresh();
    await flush();
    expect(localStorage.getItem(STORAGE_KEYS.profileLoadFailed)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.profileFailureCount)).toBe('1');
  });

  it('stops listening to the browser when stopped', async () => {
    const { session, companyLoads } = started();
    await flush();
    session.stop();
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(companyLoads()).toBe(1);
  });
});

describe('the session machine, a chunk of its own (docs/architecture.md)', () => {
  const client = createApiClient({ baseUrl: 'http://portal.test', fetch: async (request) => server(request) });
  /** The real machine module, counting the machines made from it. */
  function counted() {
    const made = { count: 0 };
    const actorModule: SessionActorModule = {
      provideSessionMachine: sessionActor.provideSessionMachine,
      createSessionActor: (options, provided) => {
        made.count += 1;
        return sessionActor.createSessionActor(options, provided);
      },
    };
    return { made, actorModule };
  }
  const stops: Array<() => void> = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    localStorage.clear();
  });

  it('is not made for a visitor with nothing stored, until something happens to the session', () => {
    const { made, actorModule } = counted();
    const session = createSession({ client, actorModule, currentPath: () => '/login' });
    session.start();
    stops.push(() => session.stop());
    expect(session.getView()).toEqual({ isAuthenticated: false, user: null, token: null });
    expect(made.count).toBe(0);

    session.loggedIn(TOKEN, USER);
    expect(made.count).toBe(1);
    expect(session.getView()).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });
  });

  it('starts at once when anything is stored, even a user record without a token, which it then clears', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    const { made, actorModule } = counted();
    const session = createSession({ client, actorModule });
    session.start();
    stops.push(() => session.stop());
    expect(made.count).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('follows a sign-in in another tab: the machine starts from what is stored then', () => {
    const { made, actorModule } = counted();
    const session = createSession({ client, actorModule });
    session.start();
    stops.push(() => session.stop());
    const views: boolean[] = [];
    session.subscribe((view) => views.push(view.isAuthenticated));

    localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    expect(made.count).toBe(1);
    expect(views).toEqual([true]);
    expect(session.getView().token).toBe(TOKEN);
  });

  it('fetched as a chunk: a stored session is ready once it is read, and commands wait for the machine in order', async () => {
    localStorage.setItem(STORAGE_KEYS.token, TOKEN);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(USER));
    const signedIn = createSession({ client });
    signedIn.start();
    stops.push(() => signedIn.stop());
    await signedIn.ready();
    expect(signedIn.getView()).toEqual({ isAuthenticated: true, user: USER, token: TOKEN });

    localStorage.clear();
    const visitor = createSession({ client, currentPath: () => '/login' });
    visitor.start();
    stops.push(() => visitor.stop());
    await visitor.ready();
    expect(visitor.getView().isAuthenticated).toBe(false);
    visitor.loggedIn(TOKEN, USER);
    visitor.logout();
    expect(visitor.getView().isAuthenticated).toBe(false); // not yet: the machine is on its way
    await visitor.load();
    await flush();
    expect(visitor.getView().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

