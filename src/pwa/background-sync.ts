import { OUTBOX_SYNC_TAG } from '@/domain/constants';

/** The service worker asks open pages to send the outbox (with a port to answer on)… */
export const OUTBOX_FLUSH = 'OUTBOX_FLUSH';
/** …and a page whose outbox runs answers that it sends, so the worker does not. */
export const OUTBOX_FLUSHING = 'OUTBOX_FLUSHING';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker once the device is online again, even if the page is in the
 * background or closed by then (Chromium): the worker then sends the waiting writes itself when no page does
 * (src/pwa/worker/sync.ts). Elsewhere the page sends on reconnect and on start.
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined); // Not allowed (e.g. no permission): the page's own triggers remain.
}
