// docs/requirements.md §2 Load failure: glue between the page-load machine and the browser (sessionStorage, reload).
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

/** What the route error component and the router use; `SessionProvider` hands it to components. */
export interface PageLoad {
  start(): void;
  stop(): void;
  /** Call after a page rendered fine (e.g. on the router's `onResolved`): the next failure reloads by itself again. */
  loaded(): void;
  failed(): void;
  retry(): void;
  /** True for the "Something went wrong" screen; false while the automatic reload is under way. */
  showsError(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createPageLoad({ reload = () => location.reload() }: { reload?: () => void } = {}): PageLoad {
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
