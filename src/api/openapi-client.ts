// The openapi-fetch client with the app's middleware: a chunk of its own, loaded by client.ts with the first request.
import createClient from 'openapi-fetch';
import type { paths } from '@/api/schema.gen';
import { createApiMiddleware } from '@/api/middleware';
import type { ApiClientOptions } from '@/api/client';

export function createOpenApiClient(options: Omit<ApiClientOptions, 'clientModule'> = {}) {
  const { fetch, baseUrl = '', ...middleware } = options;
  const client = createClient<paths>({ baseUrl, ...(fetch && { fetch }) });
  client.use(createApiMiddleware(middleware));
  return client;
}
