import createClient from 'openapi-fetch';
import type { paths } from '@/api/schema.gen';
import { createApiMiddleware, type TokenSource, type UnauthorizedInfo } from '@/api/middleware';

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
}

/** An API client (docs/requirements.md §7): same origin, typed from openapi/openapi.yaml, with the app's middleware. */
export function createApiClient(options: ApiClientOptions = {}) {
  const { fetch, baseUrl = '', ...middleware } = options;
  const client = createClient<paths>({ baseUrl, ...(fetch && { fetch }) });
  client.use(createApiMiddleware(middleware));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
