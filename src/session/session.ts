// The session: what components and the shell read of who is signed in, and the commands that change it. The session
// machine decides (session-actor.ts); it is a chunk of its own with the state-machine runtime, started when
// something is stored or when something happens to the session. A visitor with nothing stored sees the signed-out
// view, which is the machine's first snapshot for empty storage, so the public pages draw without it
// (docs/architecture.md). Nothing runs on import: `main.tsx` creates one with `createSessionAndClient` and starts it;
// tests create their own.
import { createApiClient, type ApiClient, type ApiClientOptions } from '@/api/client';
import type { UnauthorizedInfo } from '@/api/middleware';
import { hasStoredAuth } from '@/api/storage';
import { STORAGE_KEYS } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import { SIGNED_OUT_DATA, SIGNED_OUT_VIEW, type SessionData, type SessionView } from '@/session/session-view';
import { nextTask } from '@/session/next-task';

export type SessionUser = AuthUser;

/** A request from the session machine to move somewhere (machines never navigate themselves). */
export interface SessionRedirect {
  to: string;
  replace: boolean;
}

/** The session's views and commands; components get it from `SessionProvider`. */
export interface Session {
  /** Starts the session and its browser wiring (the machine too, or its loading, when something is stored). */
  start(): void;
  /** Stops the machine and its browser wiring (hot reload, end of a test). */
  stop(): void;
  /**
   * Resolves once the view is the one to draw the first page with: at once when nothing is stored, else when the
   * machine has read the stored session. Never rejects (a machine that failed to load leaves the signed-out view).
   */
  ready(): Promise<void>;
  /**
   * Loads and starts the session machine ahead of a sign-in (the login and registration forms at their first use,
   * the invitation page before it shows), so the signed-in view is there before the page moves on. Rejects if its
   * chunk failed to load.
   */
  load(): Promise<void>;
  getView(): SessionView;
  subscribe(listener: (view: SessionView) => void): () => void;
  getData(): SessionData;
  subscribeData(listener: () => void): () => void;
  /** The app shell subscribes once and performs the navigation. */
  onRedirect(listener: (redirect: SessionRedirect) => void): () => void;
  /** Every 401 of the API client (docs/requirements.md §4). */
  unauthorized(info: UnauthorizedInfo): void;
  /** docs/requirements.md §4 Logout: server call (failure ignored), stored auth and profile data cleared, then /login. */
  logout(): void;
  /** A successful login: token and user are stored and company data loads. */
  loggedIn(token: string, user: SessionUser): void;
  /** A registration that returned a token. */
  registered(token: string, user: SessionUser): void;
  /** After a page changed the company or contact data: load them again. */
  refresh(): void;
}

/** The module with the session machine (session-actor.ts). */
export type SessionActorModule = typeof import('@/session/session-actor');
type ProvidedMachine = ReturnType<SessionActorModule['provideSessionMachine']>;

export interface SessionOptions {
  client: ApiClient;
  /** Where the browser is; the redirect to /login is skipped there (docs/requirements.md §4). */
  currentPath?: () => string;
  /** The machine's module when the caller has it already (tests): used at once instead of fetched. */
  actorModule?: SessionActorModule;
  /** How the machine's module is fetched when it is not given: its chunk (tests hold it back to see the wait). */
  fetchActorModule?: () => Promise<SessionActorModule>;
}

const fetchSessionActor = () => import('@/session/session-actor');

type Command = (machine: Session) => void;

export function createSession({ actorModule, fetchActorModule = fetchSessionActor, ...options }: SessionOptions): Session {
  let machine: Session | null = null;
  let loading: Promise<void> | null = null;
  let running = false;
  const waiting: Command[] = [];
  const listeners = new Set<(v: SessionView) => void>();
  const dataListeners = new Set<() => void>();
  const redirectListeners = new Set<(r: SessionRedirect) => void>();
  let wiring: AbortController | null = null;

  const adopt = ({ createSessionActor }: SessionActorModule, provided?: ProvidedMachine) => {
    if (machine) return;
    const before = { view: SIGNED_OUT_VIEW, data: SIGNED_OUT_DATA };
    // The machine reads the storage as it is now: a sign-in in another tab meanwhile is what it starts from.
    const started = createSessionActor(options, provided);
    machine = started;
    started.subscribe((view) => listeners.forEach((l) => l(view)));
    started.subscribeData(() => dataListeners.forEach((l) => l()));
    started.onRedirect((redirect) => redirectListeners.forEach((l) => l(redirect)));
    if (running) {
      wiring?.abort(); // the machine wires the browser itself
      started.start();
      const view = started.getView();
      if (view !== before.view) listeners.forEach((l) => l(view));
      if (started.getData() !== before.data) dataListeners.forEach((l) => l());
    }
    waiting.splice(0).forEach((command) => command(started));
  };

  const load = (): Promise<void> => {
    if (machine) return Promise.resolve();
    if (actorModule) {
      adopt(actorModule);
      return Promise.resolve();
    }
    // Evaluating the chunk, providing the machine and starting it are a task each: together they are a long one.
    loading ??= fetchActorModule().then(async (module) => {
      await nextTask();
      const provided = module.provideSessionMachine(options);
      await nextTask();
      adopt(module, provided);
    }, (error: unknown) => {
      loading = null; // the next command tries again
      throw error;
    });
    return loading;
  };

  /** A command goes to the machine, which is loaded first if need be; commands keep their order. */
  const send = (command: Command) => {
    if (machine) return command(machine);
    waiting.push(command);
    load().catch(() => {});
  };

  return {
    start() {
      running = true;
      if (hasStoredAuth()) {
        load().catch(() => {});
        if (machine) return;
      }
      if (typeof window === 'undefined') return;
      // docs/requirements.md §4: a sign-in (or any change of the stored session) in another tab.
      wiring = new AbortController();
      window.addEventListener('storage', (event) => {
        if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
        load().catch(() => {});
      }, { signal: wiring.signal });
    },
    stop() {
      running = false;
      wiring?.abort();
      machine?.stop();
    },
    ready: () => (loading ?? Promise.resolve()).catch(() => {}),
    load,
    getView: () => machine?.getView() ?? SIGNED_OUT_VIEW,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getData: () => machine?.getData() ?? SIGNED_OUT_DATA,
    subscribeData(listener) {
      dataListeners.add(listener);
      return () => dataListeners.delete(listener);
    },
    onRedirect(listener) {
      redirectListeners.add(listener);
      return () => redirectListeners.delete(listener);
    },
    unauthorized: (info) => send((m) => m.unauthorized(info)),
    logout: () => send((m) => m.logout()),
    loggedIn: (token, user) => send((m) => m.loggedIn(token, user)),
    registered: (token, user) => send((m) => m.registered(token, user)),
    refresh: () => send((m) => m.refresh()),
  };
}

/** The session and its API client, wired together: the client's 401s go to the session. */
export function createSessionAndClient(
  options: Omit<ApiClientOptions, 'onUnauthorized'> & Pick<SessionOptions, 'actorModule' | 'fetchActorModule'> = {},
): { session: Session; api: ApiClient } {
  const { actorModule, fetchActorModule, ...clientOptions } = options;
  const api = createApiClient({ ...clientOptions, onUnauthorized: (info) => session.unauthorized(info) });
  const session = createSession({ client: api, currentPath: options.currentPath, actorModule, fetchActorModule });
  return { session, api };
}
