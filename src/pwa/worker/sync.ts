/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '@/domain/constants';

/**
 * Background Sync for the workspace outbox (docs/offline.md "Writing offline"): when the browser says the device is
 * online again, the worker asks the open pages to send what waits. The pages send through the API client, one item
 * at a time under a Web Lock per item, so no write is sent twice at once; the idempotency key covers the rest.
 * With no page open the sync fails, so the browser tries again later; the next app start sends anyway.
 */
declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil((async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (!pages.length) throw new Error('No page open to send the outbox.');
      for (const page of pages) page.postMessage({ type: 'OUTBOX_FLUSH' });
    })());
  }) as EventListener);
}
