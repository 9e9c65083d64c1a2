// Prerender stand-ins for the session and page-load recovery (src/session): the marketing pages as a signed-out
// visitor sees them, with no session machine, storage or browser wiring (none exists at build time).
import { createApiClient } from '@/api/client';
import { createAuthActors } from '@/session/auth-actors';
import type { PageLoad } from '@/session/page-load';
import type { Session } from '@/session/session';
import { SIGNED_OUT_DATA, SIGNED_OUT_VIEW } from '@/session/session-view';

const noop = () => {};
const unsubscribe = () => noop;
export const signedOutSession: Session = {
  // The forms build their machines with these; nothing calls them while a page is drawn.
  authActors: createAuthActors(createApiClient()),
  start: noop,
  stop: noop,
  getView: () => SIGNED_OUT_VIEW,
  subscribe: unsubscribe,
  getData: () => SIGNED_OUT_DATA,
  subscribeData: unsubscribe,
  onRedirect: unsubscribe,
  unauthorized: noop,
  logout: noop,
  loggedIn: noop,
  registered: noop,
  refresh: noop,
};

export const idlePageLoad: PageLoad = {
  start: noop,
  stop: noop,
  loaded: noop,
  failed: noop,
  retry: noop,
  showsError: () => true,
  subscribe: unsubscribe,
};
