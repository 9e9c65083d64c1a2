// What a signed-out visitor's session looks like: the prerendered pages are drawn with it (scripts/prerender)
// and the browser hydrates them from it (session.ts server snapshots), so both must use this one value.
import type { SessionData, SessionView } from '@/session/session';

export const SIGNED_OUT_VIEW: SessionView = { isAuthenticated: false, user: null, token: null };
export const SIGNED_OUT_DATA: SessionData = { status: 'signedOut', company: null, contact: null, result: null, failed: false };
