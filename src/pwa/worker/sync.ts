/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '@/domain/constants';
import { OUTBOX_FLUSH, OUTBOX_FLUSHING } from '@/pwa/background-sync';
import { forgetWorkerSessionOf, readWorkerSession } from '@/pwa/worker-session';
import { sendWaitingWrites } from './outbox-sender';

/**
 * Background Sync for the workspace outbox (docs/offline.md "Background Sync"): when the browser says the device is
 * online again, the worker asks the open pages to send what waits. When no page answers that its outbox runs (the app
 * is closed, or only public pages are open), the worker sends the signed-in account's waiting writes itself. Either
 * way each item is sent under its Web Lock, so the page and the worker never send one at the same time. A write that
 * could not go now rejects the sync, so the browser fires it again later.
 */
declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** How long open pages have to answer that they send (a page frozen in the background does not answer). */
const PAGE_ANSWER_MS = 2_000;

/** Whether an open page runs the outbox and sends it now. */
async function aPageSends(): Promise<boolean> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!pages.length) return false;
  return new Promise<boolean>((resolve) => {
    // One channel per page: a port goes to one receiver only.
    const channels = pages.map(() => new MessageChannel());
    const settle = (answer: boolean) => {
      clearTimeout(timer);
      for (const channel of channels) channel.port1.close();
      resolve(answer);
    };
    const timer = setTimeout(() => settle(false), PAGE_ANSWER_MS);
    pages.forEach((page, index) => {
      const channel = channels[index]!;
      channel.port1.onmessage = (event: MessageEvent) => {
        if ((event.data as { type?: unknown } | null)?.type === OUTBOX_FLUSHING) settle(true);
      };
      page.postMessage({ type: OUTBOX_FLUSH }, [channel.port2]);
    });
  });
}

export async function syncOutbox(): Promise<void> {
  if (await aPageSends()) return;
  await sendWaitingWrites({
    session: await readWorkerSession(),
    fetch: (input, init) => fetch(input, init),
    origin: self.location.origin,
    locks: self.navigator.locks,
    onUnauthorized: (session) => forgetWorkerSessionOf(session.token),
  });
}

export function listenForOutboxSync(): void {
  self.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(syncOutbox());
  }) as EventListener);
}
