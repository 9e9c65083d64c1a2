import type { Client } from 'openapi-fetch';
import type { TokenSource, UnauthorizedInfo } from '@/api/middleware';
import type { paths } from '@/api/schema.gen';

export interface ApiClientOptions {
  /** Every 401 goes here (docs/requirements.md §4): the session passes its handler in. */
  onUnauthorized?: (info: UnauthorizedInfo) => void;
  /** Tests answer requests with an in-test server (and give an absolute `baseUrl`). */
  fetch?: (request: Request) => Promise<Response>;
  baseUrl?: string;
  /** Where the browser is, for the 401 hand-off; tests pass their router's path. */
  currentPath?: () => string;
  timeoutMs?: number;
  /** Whose token the client sends: the employer's session unless given (the seeker's client gives its own). */
  token?: TokenSource;
  /** The client's module when the caller has it already (tests): the client is made at once instead of fetched. */
  clientModule?: OpenApiClientModule;
}

/** The module with openapi-fetch and the middleware (openapi-client.ts). */
export type OpenApiClientModule = typeof import('@/api/openapi-client');

export type ApiClient = Client<paths>;

type Method = Exclude<keyof ApiClient, 'use' | 'eject'>;
const METHODS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const satisfies readonly Method[];

/**
 * An API client (docs/requirements.md §7): same origin, typed from openapi/openapi.yaml, with the app's middleware.
 * The client itself (openapi-fetch and the middleware, openapi-client.ts) is a chunk of its own, loaded with the
 * first request: a page that asks the API nothing, the landing page among them, does without it. Every call returns a
 * promise anyway; calls keep their order.
 */
export function createApiClient({ clientModule, ...options }: ApiClientOptions = {}): ApiClient {
  if (clientModule) return clientModule.createOpenApiClient(options);
  let loading: Promise<ApiClient> | null = null;
  const load = () =>
    (loading ??= import('@/api/openapi-client').then(({ createOpenApiClient }) => createOpenApiClient(options), (error: unknown) => {
      loading = null; // the next request tries again
      throw error;
    }));
  const forward = (method: Method) =>
    (...args: unknown[]) => load().then((client) => (client[method] as (...a: unknown[]) => Promise<unknown>)(...args));
  const client = Object.fromEntries(METHODS.map((method) => [method, forward(method)])) as unknown as Pick<ApiClient, Method>;
  return {
    ...client,
    use: (...middleware) => void load().then((c) => c.use(...middleware), () => {}),
    eject: (...middleware) => void load().then((c) => c.eject(...middleware), () => {}),
  };
}
