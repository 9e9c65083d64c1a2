// The session for the whole app: one running session machine, its wiring to the browser (storage events,
// visibility, the API client's 401s) and the read-only views the shell and routes use.
import { useSyncExternalStore } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import { authActors } from '@/api/auth-actors';
import { setUnauthorizedHandler } from '@/api/client';
import type { UnauthorizedInfo } from '@/api/middleware';
import { readToken, readUser } from '@/api/storage';
import { STORAGE_KEYS } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import {
  profileLoadingMachine, type CompanyData, type ContactData, type ProfileLoadResult,
} from '@/machines/profile-loading.machine';
import { sessionMachine } from '@/machines/session.machine';
import { showToast } from '@/session/show-toast';
import { SIGNED_OUT_DATA, SIGNED_OUT_VIEW } from '@/session/signed-out';
import { inspect } from '@/machines/-live/inspector';

export type SessionUser = AuthUser;

/** What routes and navigation read (router context). */
export interface SessionView {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
}

/** A request from the session machine to move somewhere (machines never navigate themselves). */
export interface SessionRedirect {
  to: string;
  replace: boolean;
}

/** Company and contact data of the signed-in employer (docs/requirements.md §4), with how their loading went. */
export interface SessionData {
  status: 'signedOut' | 'loading' | 'ready';
  company: CompanyData | null;
  contact: ContactData | null;
  /** How the last load ended: loaded, timedOut (15 s), or null before the first one. */
  result: ProfileLoadResult | null;
  /** A part failed to load for a reason other than 404. */
  failed: boolean;
}

export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      logoutCall: authActors.logoutCall,
      profileLoading: profileLoadingMachine.provide({
        actors: { loadCompany: authActors.loadCompany, loadContact: authActors.loadContact },
      }),
    },
  }),
  { input: { token: readToken(), user: readUser() }, inspect },
);

type Snapshot = SnapshotFrom<typeof sessionActor>;

function toView(s: Snapshot): SessionView {
  const isAuthenticated = s.matches('signedIn');
  return { isAuthenticated, user: isAuthenticated ? s.context.user : null, token: isAuthenticated ? s.context.token : null };
}

function toData(s: Snapshot): SessionData {
  return {
    status: s.matches({ signedIn: 'loadingProfile' }) ? 'loading' : s.matches('signedIn') ? 'ready' : 'signedOut',
    company: s.context.company,
    contact: s.context.contact,
    result: s.context.profileResult,
    failed: s.context.profileFailed,
  };
}

const same = <T extends object>(a: T, b: T) => (Object.keys(a) as Array<keyof T>).every((k) => a[k] === b[k]);

// Stable objects for useSyncExternalStore: a new one only when something in it changed. Signed out, they are the
// very objects the prerendered pages were hydrated from, so hydration is not followed by a re-render.
const stable = <T extends object>(next: T, signedOut: T) => (same(next, signedOut) ? signedOut : next);
let view: SessionView = stable(toView(sessionActor.getSnapshot()), SIGNED_OUT_VIEW);
let data: SessionData = stable(toData(sessionActor.getSnapshot()), SIGNED_OUT_DATA);
const listeners = new Set<(v: SessionView) => void>();
const dataListeners = new Set<() => void>();
const redirectListeners = new Set<(r: SessionRedirect) => void>();

sessionActor.subscribe((snapshot) => {
  const nextView = toView(snapshot);
  if (!same(nextView, view)) {
    view = stable(nextView, SIGNED_OUT_VIEW);
    listeners.forEach((l) => l(view));
  }
  const nextData = toData(snapshot);
  if (!same(nextData, data)) {
    data = stable(nextData, SIGNED_OUT_DATA);
    dataListeners.forEach((l) => l());
  }
});

sessionActor.on('redirect', ({ to, replace }) => {
  // "Redirect to /login unless already there" (docs/requirements.md §4) — also covers the second 401 redirect try.
  if (typeof location !== 'undefined' && location.pathname === to) return;
  redirectListeners.forEach((l) => l({ to, replace }));
});

sessionActor.on('notify', (event) => showToast(event));

sessionActor.start();

/** Used by the API client for every 401 (docs/requirements.md §4). */
export function notifySessionUnauthorized(info: UnauthorizedInfo): void {
  sessionActor.send({ type: 'session.unauthorized', ...info });
}

setUnauthorizedHandler(notifySessionUnauthorized);

const wiring = new AbortController();

if (typeof window !== 'undefined') {
  // docs/requirements.md §4: the token changed in another tab (also a sign-in or sign-out there).
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    sessionActor.send({ type: 'session.storageChanged', token: readToken(), user: readUser() });
  }, { signal: wiring.signal });
  // docs/requirements.md §4: company and contact data reload when the tab becomes visible.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sessionActor.send({ type: 'session.visible' });
  }, { signal: wiring.signal });
}

/** Stops the session and its browser wiring (module reloads in development and tests). */
export function stopSession(): void {
  wiring.abort();
  setUnauthorizedHandler(null);
  sessionActor.stop();
}

import.meta.hot?.dispose(stopSession);

export function getSessionView(): SessionView {
  return view;
}

export function subscribeSession(listener: (v: SessionView) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionView(): SessionView {
  // Prerendered markup is what a signed-out visitor sees; hydration starts from that.
  return useSyncExternalStore((cb) => subscribeSession(cb), getSessionView, () => SIGNED_OUT_VIEW);
}

export function getSessionData(): SessionData {
  return data;
}

function subscribeSessionData(listener: () => void): () => void {
  dataListeners.add(listener);
  return () => dataListeners.delete(listener);
}

/** Company and contact data with their loading status. */
export function useSessionData(): SessionData {
  return useSyncExternalStore(subscribeSessionData, getSessionData, () => SIGNED_OUT_DATA);
}

/** The app shell subscribes once and performs the navigation. */
export function onSessionRedirect(listener: (r: SessionRedirect) => void): () => void {
  redirectListeners.add(listener);
  return () => redirectListeners.delete(listener);
}

/** docs/requirements.md §4 Logout: server call (failure ignored), stored auth and profile data cleared, then /login. */
export function logout(): void {
  sessionActor.send({ type: 'session.logout' });
}

/** A successful login: token and user are stored and company data loads. */
export function sessionLoggedIn(token: string, user: SessionUser): void {
  sessionActor.send({ type: 'session.loggedIn', token, user });
}

/** A registration that returned a token. */
export function sessionRegistered(token: string, user: SessionUser): void {
  sessionActor.send({ type: 'session.registered', token, user });
}

/** After a page changed the company or contact data: load them again. */
export function refreshSessionData(): void {
  sessionActor.send({ type: 'session.refresh' });
}
