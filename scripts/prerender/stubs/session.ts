// Prerender stand-ins for the session and page-load recovery (src/session): the marketing pages as a signed-out
// visitor sees them, with no session machine, storage or browser wiring (none exists at build time).
import type { PageLoad } from '@/session/page-load';
import type { Session } from '@/session/session';
import { SIGNED_OUT_DATA, SIGNED_OUT_VIEW } from '@/session/session-view';

const noop = () => {};
const unsubscribe = () => noop;
export const signedOutSession: Session = {
  start: noop,
  stop: noop,
  ready: () => Promise.resolve(),
  load: () => Promise.resolve(),
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
