import { OUTBOX_SYNC_TAG } from '@/domain/constants';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker once the device is online again, even if the page is in the
 * background by then (Chromium); elsewhere the page sends on reconnect and on start.
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined); // Not allowed (e.g. no permission): the page's own triggers remain.
}
