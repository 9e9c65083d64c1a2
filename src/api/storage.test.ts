import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAuth, clearProfileData, readLoginRedirectFlag, readProfileData, readRememberedEmail, readStoredSession,
  recordProfileLoad, setLoginRedirectFlag, writeProfileData, writeRememberedEmail, writeSession,
} from '@/api/storage';
import { STORAGE_KEYS } from '@/domain/constants';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' as const };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser storage', () => {
  it('stores and reads a session under the spec keys', () => {
    writeSession(TOKEN, USER);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(USER);
    expect(readStoredSession()).toEqual({ token: TOKEN, user: USER });
  });

  it('has no session with an invalid token or an unparseable user (docs/requirements.md §4)', () => {
    writeSession('short', USER);
    expect(readStoredSession()).toBeNull();
    writeSession(TOKEN, USER);
    localStorage.setItem(STORAGE_KEYS.user, '{broken');
    expect(readStoredSession()).toBeNull();
  });

  it('clears token and user together', () => {
    writeSession(TOKEN, USER);
    clearAuth();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('remembers and forgets the email', () => {
    writeRememberedEmail('hr@himal.com.np');
    expect(readRememberedEmail()).toBe('hr@himal.com.np');
    writeRememberedEmail(null);
    expect(readRememberedEmail()).toBe('');
  });

  it('counts profile load failures and clears them on success', () => {
    recordProfileLoad(false);
    recordProfileLoad(false);
    expect(localStorage.getItem(STORAGE_KEYS.profileLoadFailed)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.profileFailureCount)).toBe('2');
    recordProfileLoad(true);
    expect(localStorage.getItem(STORAGE_KEYS.profileLoadFailed)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profileFailureCount)).toBeNull();
  });

  it('clears profile data and its flags', () => {
    writeProfileData({ company: { full_name: 'Himal Tech' } });
    localStorage.setItem(STORAGE_KEYS.profileSetupSkipped, 'true');
    recordProfileLoad(false);
    expect(readProfileData()).toEqual({ company: { full_name: 'Himal Tech' } });
    clearProfileData();
    expect(readProfileData()).toBeNull();
    for (const key of [STORAGE_KEYS.profile, STORAGE_KEYS.profileSetupSkipped, STORAGE_KEYS.profileLoadFailed, STORAGE_KEYS.profileFailureCount]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('keeps the login-redirect flag for this tab only', () => {
    setLoginRedirectFlag(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.loginRedirect)).toBe('true');
    expect(readLoginRedirectFlag()).toBe(true);
    setLoginRedirectFlag(false);
    expect(readLoginRedirectFlag()).toBe(false);
  });
});
