// docs/requirements.md §2 Load failure: glue between the page-load machine and the browser (sessionStorage, reload).
import { useEffect, useSyncExternalStore } from 'react';
import { createActor } from 'xstate';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';
import { pageLoadMachine } from '@/machines/page-load.machine';
import { inspect } from '@/machines/-live/inspector';

const KEY = SESSION_STORAGE_KEYS.pageLoadReloads;

function storedCount(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

export const pageLoadActor = createActor(pageLoadMachine, { input: { reloadCount: storedCount() }, inspect });

pageLoadActor.on('page.reload', ({ reloadCount }) => {
  try {
    sessionStorage.setItem(KEY, String(reloadCount));
  } catch {
    // Without storage the count is lost; the error screen still comes after the next failure in this page.
  }
  location.reload();
});

pageLoadActor.on('page.reloadCountReset', () => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
});

pageLoadActor.start();

/** Call after a page rendered fine (e.g. on the router's `onResolved`): the next failure reloads by itself again. */
export function markPageLoaded(): void {
  pageLoadActor.send({ type: 'page.loaded' });
}

const subscribe = (cb: () => void) => pageLoadActor.subscribe(cb).unsubscribe;
const showsError = () => pageLoadActor.getSnapshot().matches('failed');

/**
 * For the route error component: reports the failure once; `showError` is false while the automatic
 * reload is under way and true for the "Something went wrong" screen, whose Try Again calls `retry`.
 */
export function usePageLoadRecovery(): { showError: boolean; retry: () => void } {
  useEffect(() => {
    pageLoadActor.send({ type: 'page.failed' });
  }, []);
  const showError = useSyncExternalStore(subscribe, showsError);
  return { showError, retry: () => pageLoadActor.send({ type: 'page.retry' }) };
}
