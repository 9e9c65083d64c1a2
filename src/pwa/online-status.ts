import { useSyncExternalStore } from 'react';

/** Calls `onChange` with the new status whenever the device goes online or offline; returns the unsubscribe. */
export function watchOnlineStatus(onChange: (online: boolean) => void): () => void {
  const goOnline = () => onChange(true);
  const goOffline = () => onChange(false);
  window.addEventListener('online', goOnline);
  window.addEventListener('offline', goOffline);
  return () => {
    window.removeEventListener('online', goOnline);
    window.removeEventListener('offline', goOffline);
  };
}

/** Whether the device is online now. */
export function isOnline(): boolean {
  return navigator.onLine;
}

/** navigator.onLine, kept current by the online/offline events. */
export function useOnlineStatus(): boolean {
  // Prerendered markup is drawn online; hydration starts from that and then shows the real status.
  return useSyncExternalStore((listener) => watchOnlineStatus(listener), isOnline, () => true);
}
