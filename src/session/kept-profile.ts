import { STORAGE_KEYS } from '@/domain/constants';
import type { CompanyData } from '@/machines/profile-loading.machine';
import { useSessionData } from './session-context';

/**
 * The company as last stored with the session (docs/requirements.md §3; cleared on logout). Read here rather than
 * with readProfileData of src/api/storage.ts: that module loads with the landing page, and only the workspace
 * needs this.
 */
function storedCompany(): CompanyData | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.profile) ?? 'null') as { company?: CompanyData | null } | null;
    return stored && typeof stored === 'object' ? stored.company ?? null : null;
  } catch {
    return null; // storage blocked or not JSON: nothing kept
  }
}

/**
 * The signed-in company: as the session loaded it or, while it cannot load (offline), as last stored, so the
 * workspace still shows whose it is (docs/offline.md "Reading offline").
 */
export function useCompany(): CompanyData | null {
  const { company, status } = useSessionData();
  return company || status === 'signedOut' ? company : storedCompany();
}
