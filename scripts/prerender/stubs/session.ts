// Prerender stand-in for src/session/session.ts: the marketing pages as a signed-out visitor sees them, with no
// session machine, storage or browser wiring (none exists at build time).
import type { SessionData, SessionRedirect, SessionView } from '@/session/session';
import { SIGNED_OUT_DATA as data, SIGNED_OUT_VIEW as view } from '@/session/signed-out';
const noop = () => {};

export const getSessionView = (): SessionView => view;
export const useSessionView = (): SessionView => view;
export const getSessionData = (): SessionData => data;
export const useSessionData = (): SessionData => data;
export const subscribeSession = (_listener: (v: SessionView) => void) => noop;
export const onSessionRedirect = (_listener: (r: SessionRedirect) => void) => noop;
export const notifySessionUnauthorized = noop;
export const stopSession = noop;
export const logout = noop;
export const sessionLoggedIn = noop;
export const sessionRegistered = noop;
export const refreshSessionData = noop;
