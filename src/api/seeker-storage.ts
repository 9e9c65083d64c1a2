// A job seeker's session on this device (docs/seekers.md "Sessions"): one record beside, never inside, the
// employer's, so signing in or out as one leaves the other as it was.
import { STORAGE_KEYS } from '@/domain/constants';
import { isValidToken } from '@/domain/token';

export interface StoredSeeker {
  token: string;
  seeker: { id: string; full_name: string; email: string };
}

const store = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

function isStoredSeeker(value: unknown): value is StoredSeeker {
  if (typeof value !== 'object' || value === null) return false;
  const { token, seeker } = value as Record<string, unknown>;
  if (!isValidToken(token) || typeof seeker !== 'object' || seeker === null) return false;
  const s = seeker as Record<string, unknown>;
  return typeof s.id === 'string' && typeof s.full_name === 'string' && typeof s.email === 'string';
}

/** The stored seeker session, or null when there is none or it is not one (storage can throw: then none). */
export function readSeekerSession(): StoredSeeker | null {
  try {
    const raw = store()?.getItem(STORAGE_KEYS.seeker);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStoredSeeker(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSeekerSession(session: StoredSeeker): void {
  try {
    store()?.setItem(STORAGE_KEYS.seeker, JSON.stringify(session));
  } catch {
    // Storage refused: the seeker stays signed in on this page only.
  }
}

export function clearSeekerSession(): void {
  try {
    store()?.removeItem(STORAGE_KEYS.seeker);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The seeker client's token: the stored session's, cleared with it. */
export const seekerToken = {
  read: () => readSeekerSession()?.token ?? null,
  clear: clearSeekerSession,
};
