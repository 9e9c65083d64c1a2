// docs/requirements.md §2 Load failure: glue between the page-load machine and the browser (sessionStorage, reload).
// Its own chunk with the state-machine runtime, loaded by page-load.ts when the router first reports on a page.
import { createActor } from 'xstate';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';
import { pageLoadMachine } from '@/machines/page-load.machine';
import { inspect } from '@/machines/-live/inspector';
import type { PageLoad, PageLoadOptions } from '@/session/page-load';

const KEY = SESSION_STORAGE_KEYS.pageLoadReloads;

function storedCount(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/** The page-load machine with its browser glue, as a `PageLoad` (page-load.ts hands its events on to it). */
export function createPageLoadActor({ reload = () => location.reload() }: Omit<PageLoadOptions, 'actorModule'> = {}): PageLoad {
  const actor = createActor(pageLoadMachine, { input: { reloadCount: storedCount() }, inspect });

  actor.on('page.reload', ({ reloadCount }) => {
    try {
      sessionStorage.setItem(KEY, String(reloadCount));
    } catch {
      // Without storage the count is lost; the error screen still comes after the next failure in this page.
    }
    reload();
  });

  actor.on('page.reloadCountReset', () => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored, nothing to forget.
    }
  });

  return {
    start: () => void actor.start(),
    stop: () => void actor.stop(),
    loaded: () => actor.send({ type: 'page.loaded' }),
    failed: () => actor.send({ type: 'page.failed' }),
    retry: () => actor.send({ type: 'page.retry' }),
    showsError: () => actor.getSnapshot().matches('failed'),
    subscribe: (listener) => actor.subscribe(listener).unsubscribe,
  };
}
