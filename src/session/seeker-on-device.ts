import { useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import { readSeekerSession } from '@/api/seeker-storage';

/**
 * Whether a job seeker is signed in on this device (docs/seekers.md "Sessions"), for the site's header. Read again
 * after each navigation (signing in or out ends in one) and when another tab changes it; a prerendered page is drawn
 * for a visitor with nobody signed in, so that is what the first render says.
 */
export function useSeekerSignedInOnDevice(): boolean {
  const router = useRouter();
  return useSyncExternalStore(
    (changed) => {
      const stop = router.subscribe('onResolved', changed);
      window.addEventListener('storage', changed);
      return () => {
        stop();
        window.removeEventListener('storage', changed);
      };
    },
    () => readSeekerSession() !== null,
    () => false,
  );
}
