// docs/requirements.md §2 Load failure: what the router and the route error component use. The page-load machine
// decides (page-load-actor.ts); it is a chunk of its own with the state-machine runtime, loaded with the first event
// (the router reports every page it finished or failed). Before that the machine is in its first state, watching,
// which shows no error, so a first page draws without it.

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

/** The module with the page-load machine (page-load-actor.ts). */
export type PageLoadActorModule = typeof import('@/session/page-load-actor');

export interface PageLoadOptions {
  /** Reloads the page (the machine asks for it). */
  reload?: () => void;
  /** The machine's module when the caller has it already (tests): used at once instead of fetched. */
  actorModule?: PageLoadActorModule;
}

export function createPageLoad({ actorModule, ...options }: PageLoadOptions = {}): PageLoad {
  let machine: PageLoad | null = null;
  let loading: Promise<void> | null = null;
  let running = false;
  const waiting: Array<(machine: PageLoad) => void> = [];
  const listeners = new Set<() => void>();

  const adopt = ({ createPageLoadActor }: PageLoadActorModule) => {
    if (machine) return;
    const started = createPageLoadActor(options);
    machine = started;
    started.subscribe(() => listeners.forEach((l) => l()));
    if (running) started.start();
    waiting.splice(0).forEach((event) => event(started));
  };

  const send = (event: (machine: PageLoad) => void) => {
    if (machine) return event(machine);
    waiting.push(event);
    if (actorModule) return adopt(actorModule);
    loading ??= import('@/session/page-load-actor').then(adopt, () => {
      loading = null; // the next event tries again
    });
  };

  return {
    start: () => void (running = true),
    stop() {
      running = false;
      machine?.stop();
    },
    loaded: () => send((m) => m.loaded()),
    failed: () => send((m) => m.failed()),
    retry: () => send((m) => m.retry()),
    showsError: () => machine?.showsError() ?? false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
