import createClient from 'openapi-fetch';
import type { paths } from '@/api/schema.gen';
import { createApiMiddleware, type UnauthorizedInfo } from '@/api/middleware';

let unauthorizedHandler: ((info: UnauthorizedInfo) => void) | null = null;

/** The session registers here to hear about every 401 (docs/requirements.md §4). */
export function setUnauthorizedHandler(handler: ((info: UnauthorizedInfo) => void) | null): void {
  unauthorizedHandler = handler;
}

/** The one API client (docs/requirements.md §7): same origin, typed from openapi/openapi.yaml. */
export const api = createClient<paths>({ baseUrl: '' });
api.use(createApiMiddleware({ onUnauthorized: (info) => unauthorizedHandler?.(info) }));

export type ApiClient = typeof api;
