// The session machine's side of the session: one session machine actor, its wiring to the browser (storage
// events, visibility) and the read-only views the shell and routes use. Its own chunk: session.ts starts it when
// something is stored or something happens to the session; a signed-out visitor's first view needs none of it.
import { createActor, type SnapshotFrom } from 'xstate';
import {
  clearAuth, clearProfileData, readToken, readUser, recordProfileLoad, setLoginRedirectFlag, writeProfileData, writeSession,
} from '@/api/storage';
import { STORAGE_KEYS } from '@/domain/constants';
import { pathWithoutLocale } from '@/domain/i18n/locale-path';
import { profileLoadingMachine } from '@/machines/profile-loading.machine';
import { sessionMachine } from '@/machines/session.machine';
import { keepWorkerSession } from '@/pwa/worker-session';
import { createAuthActors } from '@/session/auth-actors';
import { showToast } from '@/session/show-toast';
import type { Session, SessionOptions, SessionRedirect } from '@/session/session';
import { SIGNED_OUT_DATA, SIGNED_OUT_VIEW, type SessionData, type SessionView } from '@/session/session-view';
import { inspect } from '@/machines/-live/inspector';

/** The page's path as the router knows it: without the `/ne` of a Nepali page. */
function browserPath(): string {
  return pathWithoutLocale(globalThis.location?.pathname ?? '/');
}

const same = <T extends object>(a: T, b: T) => (Object.keys(a) as Array<keyof T>).every((k) => a[k] === b[k]);

// Stable objects for useSyncExternalStore: a new one only when something in it changed. Signed out, they are the
// very objects the prerendered pages were hydrated from, so hydration is not followed by a re-render.
const stable = <T extends object>(next: T, signedOut: T) => (same(next, signedOut) ? signedOut : next);

type ActorOptions = Omit<SessionOptions, 'actorModule' | 'fetchActorModule'>;

/** The session machine with this page's storage and API client: building it is half of starting the session. */
export function provideSessionMachine({ client }: Pick<ActorOptions, 'client'>) {
  const authActors = createAuthActors(client);
  return sessionMachine.provide({
    // docs/requirements.md §3 Browser storage.
    actions: {
      writeStoredSession: ({ event }) => {
        if (event.type !== 'session.loggedIn' && event.type !== 'session.registered') return;
        writeSession(event.token, event.user);
        setLoginRedirectFlag(false);
      },
      clearStoredAuth: () => clearAuth(),
      clearStoredProfile: () => clearProfileData(),
      setRedirectFlag: () => setLoginRedirectFlag(true),
      clearRedirectFlag: () => setLoginRedirectFlag(false),
      storeProfile: (_, { output }) => {
        const ok = output.result === 'loaded' && !output.failed;
        recordProfileLoad(ok);
        if (ok) writeProfileData({ company: output.company, contact: output.contact });
      },
    },
    actors: {
      logoutCall: authActors.logoutCall,
      profileLoading: profileLoadingMachine.provide({
        actors: { loadCompany: authActors.loadCompany, loadContact: authActors.loadContact },
      }),
    },
  });
}

/**
 * The session machine with its browser wiring, as a `Session` (session.ts hands its commands on to it). The page
 * passes the machine it provided a task earlier; tests let it be provided here.
 */
export function createSessionActor(
  { client, currentPath = browserPath }: ActorOptions,
  machine: ReturnType<typeof provideSessionMachine> = provideSessionMachine({ client }),
): Session {
  const actor = createActor(machine, { input: { token: readToken(), user: readUser() }, inspect });

  type Snapshot = SnapshotFrom<typeof actor>;
  const toView = (s: Snapshot): SessionView => {
    const isAuthenticated = s.matches('signedIn');
    return { isAuthenticated, user: isAuthenticated ? s.context.user : null, token: isAuthenticated ? s.context.token : null };
  };
  const toData = (s: Snapshot): SessionData => ({
    status: s.matches({ signedIn: 'loadingProfile' }) ? 'loading' : s.matches('signedIn') ? 'ready' : 'signedOut',
    company: s.context.company,
    contact: s.context.contact,
    result: s.context.profileResult,
    failed: s.context.profileFailed,
  });

  let view = stable(toView(actor.getSnapshot()), SIGNED_OUT_VIEW);
  // The service worker's copy of the signed-in account (it sends waiting writes with no page open): written when
  // an account is signed in, removed when none is (logout, a 401, another account: docs/offline.md).
  let workerSession: string | null | undefined;
  let started = false;
  const keepForWorker = (next: SessionView) => {
    const session = next.isAuthenticated && next.token && next.user ? { token: next.token, userId: next.user.id } : null;
    const id = session && `${session.userId} ${session.token}`;
    if (id === workerSession) return;
    workerSession = id;
    void keepWorkerSession(session);
  };
  let data = stable(toData(actor.getSnapshot()), SIGNED_OUT_DATA);
  const listeners = new Set<(v: SessionView) => void>();
  const dataListeners = new Set<() => void>();
  const redirectListeners = new Set<(r: SessionRedirect) => void>();

  actor.subscribe((snapshot) => {
    const nextView = toView(snapshot);
    if (!same(nextView, view)) {
      view = stable(nextView, SIGNED_OUT_VIEW);
      if (started) keepForWorker(view);
      listeners.forEach((l) => l(view));
    }
    const nextData = toData(snapshot);
    if (!same(nextData, data)) {
      data = stable(nextData, SIGNED_OUT_DATA);
      dataListeners.forEach((l) => l());
    }
  });

  actor.on('redirect', ({ to, replace }) => {
    // "Redirect to /login unless already there" (docs/requirements.md §4) — also covers the second 401 redirect try.
    if (currentPath() === to) return;
    redirectListeners.forEach((l) => l({ to, replace }));
  });

  actor.on('notify', (event) => showToast(event));

  const wiring = new AbortController();
  const wireBrowser = () => {
    if (typeof window === 'undefined') return;
    // docs/requirements.md §4: the token changed in another tab (also a sign-in or sign-out there).
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
      actor.send({ type: 'session.storageChanged', token: readToken(), user: readUser() });
    }, { signal: wiring.signal });
    // docs/requirements.md §4: company and contact data reload when the tab becomes visible.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'session.visible' });
    }, { signal: wiring.signal });
  };

  return {
    start() {
      actor.start();
      started = true;
      // Signed out at start (every visitor of the public pages): nothing to keep, and no database to open for it.
      if (view.isAuthenticated) keepForWorker(view);
      else workerSession = null;
      wireBrowser();
    },
    stop() {
      wiring.abort();
      started = false;
      actor.stop();
    },
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getData: () => data,
    subscribeData(listener) {
      dataListeners.add(listener);
      return () => dataListeners.delete(listener);
    },
    onRedirect(listener) {
      redirectListeners.add(listener);
      return () => redirectListeners.delete(listener);
    },
    unauthorized: (info) => actor.send({ type: 'session.unauthorized', ...info }),
    logout: () => actor.send({ type: 'session.logout' }),
    loggedIn: (token, user) => actor.send({ type: 'session.loggedIn', token, user }),
    registered: (token, user) => actor.send({ type: 'session.registered', token, user }),
    refresh: () => actor.send({ type: 'session.refresh' }),
    ready: () => Promise.resolve(),
    load: () => Promise.resolve(),
  };
}
