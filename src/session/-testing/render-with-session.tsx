// Test helper: renders UI inside the real providers (session, API client, page-load recovery, query cache, a
// memory-history router and sonner's toaster), with the API answered by an in-test server.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter,
} from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { expect } from 'vitest';
import { onAfterEachTest } from './after-each-test';
import * as openApiClient from '@/api/openapi-client';
import { STORAGE_KEYS } from '@/domain/constants';
import type { AuthUser } from '@/domain/user';
import { WorkspaceOutboxProvider } from '@/session/workspace-outbox-context';
import { OUTBOX_DB_NAME } from '@/session/outbox-store';
import { createPageLoad } from '@/session/page-load';
import * as pageLoadActor from '@/session/page-load-actor';
import { createSessionAndClient } from '@/session/session';
import * as sessionActor from '@/session/session-actor';
import { SessionProvider, type SessionServices } from '@/session/session-context';
import { MEMBERSHIP_KEY, type Membership } from '@/session/membership';

/** The API as a test sees it: a function from the request to the answer. */
export type FakeServer = (request: Request) => Response | Promise<Response>;

export const TEST_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
export const TEST_USER: AuthUser = { id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' };

/** The signed-in account as a member: TEST_USER, owner of its company (every capability). */
export const TEST_MEMBER: Membership = {
  user_id: TEST_USER.id, email: TEST_USER.email, full_name: 'Sita Sharma', role: 'owner',
  company_id: 'c1', company_name: 'Himal Tech', job_ids: null,
};

/** A server that answers the session's own calls (profile, logout) and nothing else. */
export const emptyServer: FakeServer = () => new Response(null, { status: 404 });

/** The pathname and body of a request the fake server received. */
export async function requestBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export const pathOf = (request: Request) => new URL(request.url).pathname;

/** A server from `'METHOD /path/'` handlers; anything else is 404. */
export function routes(handlers: Record<string, FakeServer>): FakeServer {
  return (request) => handlers[`${request.method} ${pathOf(request)}`]?.(request) ?? new Response(null, { status: 404 });
}

/** The requests to `'METHOD /path/'`. */
export const sentTo = (requests: readonly Request[], route: string) =>
  requests.filter((request) => `${request.method} ${pathOf(request)}` === route);

/** The toasts on screen as `kind: title` (sonner's data-type is success, error or info). */
export const toastsShown = () =>
  [...document.querySelectorAll('[data-sonner-toast]')].map(
    (toast) => `${toast.getAttribute('data-type')}: ${toast.querySelector('[data-title]')?.textContent ?? ''}`,
  );

export interface TestSessionOptions {
  server?: FakeServer;
  /** Stored sign-in before the session starts (the default: signed in as TEST_USER). */
  user?: AuthUser | null;
  /** Where the page is (the session skips a redirect to where it already is). */
  currentPath?: () => string;
  /** What the page-load recovery calls to reload the page. */
  reload?: () => void;
  /**
   * How the session machine's module arrives. By default it is there at once; a test that gives this sees the
   * session fetch it (when, how often) and can hold it back.
   */
  fetchSessionMachine?: () => Promise<typeof sessionActor>;
}

const running: Array<() => void> = [];
onAfterEachTest(async () => {
  running.splice(0).forEach((stop) => stop());
  await new Promise((done) => {
    // The next test starts with an empty outbox.
    const request = indexedDB.deleteDatabase(OUTBOX_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = done;
  });
  // sonner keeps toasts between renders: the next test starts with none. A dismissed toast leaves after its exit
  // animation, on a timer; waiting for it keeps that timer from firing after the test file's window is gone.
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
  localStorage.clear();
  sessionStorage.clear();
});

/** A started session, client and page-load recovery of their own; every request is kept in `requests`. */
export function createTestServices({ server = emptyServer, user = TEST_USER, currentPath, reload = () => {}, fetchSessionMachine }: TestSessionOptions = {}) {
  if (user) {
    localStorage.setItem(STORAGE_KEYS.token, TEST_TOKEN);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
  const requests: Request[] = [];
  const { session, api } = createSessionAndClient({
    baseUrl: 'http://portal.test',
    fetch: async (request) => {
      requests.push(request.clone());
      return server(request);
    },
    currentPath,
    // The modules of the client and the machines are handed over, so they answer and decide at once, as in a page
    // that has them.
    clientModule: openApiClient,
    ...(fetchSessionMachine ? { fetchActorModule: fetchSessionMachine } : { actorModule: sessionActor }),
  });
  const pageLoad = createPageLoad({ reload, actorModule: pageLoadActor });
  session.start();
  pageLoad.start();
  running.push(() => {
    session.stop();
    pageLoad.stop();
  });
  const services: SessionServices = { session, api, pageLoad };
  return { services, requests };
}

/**
 * Renders `ui` on every path of a memory router (so <Link>s and navigation work and `router.state.location`
 * tells where the page went), inside the providers.
 */
export async function renderWithSession(
  ui: () => ReactNode,
  options: TestSessionOptions & {
    path?: string;
    /**
     * The caller's membership as the workspace knows it (docs/teams.md "Roles"): TEST_MEMBER (an owner) unless
     * given; `'ask'` leaves it to the server's answer to GET /api/employer/team/me/.
     */
    membership?: Membership | null | 'ask';
  } = {},
) {
  const app = createTestRouter(ui, options.path ?? '/');
  const { services, requests } = createTestServices({ ...options, currentPath: () => app.state.location.pathname });
  services.session.onRedirect(({ to, replace }) => void app.navigate({ to, replace }));
  await app.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const membership = options.membership === undefined ? TEST_MEMBER : options.membership;
  if (membership !== 'ask') queryClient.setQueryData(MEMBERSHIP_KEY, membership);
  const view = render(
    <SessionProvider services={services}>
      <QueryClientProvider client={queryClient}>
        {/* The app registers its own route tree type; this router has a catch-all one. */}
        <WorkspaceOutboxProvider>
          <RouterProvider router={app as never} />
        </WorkspaceOutboxProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { ...view, router: app, services, requests, queryClient };
}

function createTestRouter(ui: () => ReactNode, path: string) {
  const root = createRootRoute({
    component: () => (
      <>
        {ui()}
        <Outlet />
        <Toaster visibleToasts={9} />
      </>
    ),
  });
  const anyPath = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  return createRouter({
    routeTree: root.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}
