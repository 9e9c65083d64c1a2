import { STORAGE_KEYS } from '@/domain/constants';
import { isValidToken } from '@/domain/token';
import { parseUser, type AuthUser } from '@/domain/user';

// Storage can throw (private mode, quota, disabled); the portal then behaves as if nothing was stored.
function read(store: Storage | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Nothing to do: the value lives in memory for this page only.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function readToken(): string | null {
  return read(local(), STORAGE_KEYS.token);
}

/** The user record, or null when it is missing or not a user-shaped JSON object. */
export function readUser(): AuthUser | null {
  return parseUser(read(local(), STORAGE_KEYS.user));
}

/** The stored session when both a valid token and a parseable user exist (docs/requirements.md §4), else null. */
export function readStoredSession(): { token: string; user: AuthUser } | null {
  const token = readToken();
  const user = readUser();
  return isValidToken(token) && user ? { token: token.trim(), user } : null;
}

/**
 * Whether anything of a session is stored, valid or not: with nothing stored, the session machine's first state is
 * known without it (signed out, nothing to clear: src/session/session.ts).
 */
export function hasStoredAuth(): boolean {
  return read(local(), STORAGE_KEYS.token) !== null || read(local(), STORAGE_KEYS.user) !== null;
}

export function writeSession(token: string, user: AuthUser): void {
  write(local(), STORAGE_KEYS.token, token);
  write(local(), STORAGE_KEYS.user, JSON.stringify(user));
}

/** Removes the token and the user record together (docs/requirements.md §4, §5). */
export function clearAuth(): void {
  write(local(), STORAGE_KEYS.token, null);
  write(local(), STORAGE_KEYS.user, null);
}

export function readRememberedEmail(): string {
  return read(local(), STORAGE_KEYS.rememberedEmail) ?? '';
}

export function writeRememberedEmail(email: string | null): void {
  write(local(), STORAGE_KEYS.rememberedEmail, email);
}

export function writeProfileData(data: unknown): void {
  write(local(), STORAGE_KEYS.profile, JSON.stringify(data));
}

export function readProfileData(): unknown {
  const raw = read(local(), STORAGE_KEYS.profile);
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Profile loading failed: the flag is set and the failure count grows; success clears both. */
export function recordProfileLoad(ok: boolean): void {
  if (ok) {
    write(local(), STORAGE_KEYS.profileLoadFailed, null);
    write(local(), STORAGE_KEYS.profileFailureCount, null);
    return;
  }
  const count = Number(read(local(), STORAGE_KEYS.profileFailureCount)) || 0;
  write(local(), STORAGE_KEYS.profileLoadFailed, 'true');
  write(local(), STORAGE_KEYS.profileFailureCount, String(count + 1));
}

/** Clears the profile data and its flags (logout, docs/requirements.md §4). */
export function clearProfileData(): void {
  write(local(), STORAGE_KEYS.profile, null);
  write(local(), STORAGE_KEYS.profileSetupSkipped, null);
  write(local(), STORAGE_KEYS.profileLoadFailed, null);
  write(local(), STORAGE_KEYS.profileFailureCount, null);
}

/** The temporary flag set while a 401 redirect to /login is under way (docs/requirements.md §4). */
export function setLoginRedirectFlag(on: boolean): void {
  write(session(), STORAGE_KEYS.loginRedirect, on ? 'true' : null);
}

export function readLoginRedirectFlag(): boolean {
  return read(session(), STORAGE_KEYS.loginRedirect) === 'true';
}
