// What components and routes read of the session, and what a signed-out visitor's session looks like: the
// prerendered pages are drawn with the signed-out values (scripts/prerender) and the browser hydrates them from the
// same values (session.ts server snapshots), so both must use these.
import type { AuthUser } from '@/domain/user';
import type { CompanyData, ContactData, ProfileLoadResult } from '@/machines/profile-loading.machine';

/** What routes and navigation read (router context). */
export interface SessionView {
  isAuthenticated: boolean;
  user: AuthUser | null;
  token: string | null;
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

export const SIGNED_OUT_VIEW: SessionView = { isAuthenticated: false, user: null, token: null };
export const SIGNED_OUT_DATA: SessionData = { status: 'signedOut', company: null, contact: null, result: null, failed: false };
