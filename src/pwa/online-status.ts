import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current by the online/offline events. */
export function useOnlineStatus(): boolean {
  // Prerendered markup is drawn online; hydration starts from that and then shows the real status.
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
