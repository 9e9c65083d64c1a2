import createClient from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '@/api/schema.gen';
import { createApiMiddleware, type UnauthorizedInfo } from '@/api/middleware';
import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@/domain/constants';
import { RequestFailure } from '@/domain/request-failure';

const VALID_TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
const USER = JSON.stringify({ id: 'u1', email: 'hr@himal.com.np', full_name: 'Himal Tech', user_type: 'employer' });

/** Like fetch: rejects with the abort reason once the request's signal aborts. */
function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

function setup(respond: (request: Request) => Promise<Response> = async () => Response.json({ detail: 'ok' })) {
  const seen: Request[] = [];
  const unauthorized: UnauthorizedInfo[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://portal.test',
    fetch: (request: Request) => {
      seen.push(request);
      return respond(request);
    },
  });
  client.use(createApiMiddleware({ onUnauthorized: (info) => unauthorized.push(info), currentPath: () => '/employer/jobs' }));
  return { client, seen, unauthorized };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('request headers (docs/requirements.md §7)', () => {
  it('sends the stored valid token, X-Requested-With and Cache-Control: no-cache', async () => {
    localStorage.setItem(STORAGE_KEYS.token, ` ${VALID_TOKEN} `);
    localStorage.setItem(STORAGE_KEYS.user, USER);
    const { client, seen } = setup();

    await client.GET('/api/profile/company/');

    const headers = seen[0]!.headers;
    expect(headers.get('Authorization')).toBe(`Token ${VALID_TOKEN}`);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, seen } = setup();
    await client.GET('/api/skills/');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('removes an invalid stored token together with the user and sends the request without it (docs/requirements.md §5)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'undefined');
    localStorage.setItem(STORAGE_KEYS.user, USER);
    const { client, seen } = setup();

    await client.GET('/api/skills/');

    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the JSON body', async () => {
    const { client, seen } = setup();
    await client.POST('/api/auth/login/', { body: { email: 'hr@himal.com.np', password: 'secret1', user_type: 'employer' } });
    expect(await seen[0]!.json()).toEqual({ email: 'hr@himal.com.np', password: 'secret1', user_type: 'employer' });
  });
});

describe('401 hand-off (docs/requirements.md §4)', () => {
  it('tells the session about a 401 with the current page', async () => {
    const { client, unauthorized } = setup(async () => Response.json({ detail: 'Invalid token.' }, { status: 401 }));
    const { error, response } = await client.GET('/api/profile/company/');
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Invalid token.' });
    expect(unauthorized).toEqual([{ path: '/employer/jobs', isLoginCall: false }]);
  });

  it('marks a 401 of the login call', async () => {
    const { client, unauthorized } = setup(async () => Response.json({ detail: 'x' }, { status: 401 }));
    await client.POST('/api/auth/login/', { body: { email: 'a@b.co', password: 'secret1' } });
    expect(unauthorized).toEqual([{ path: '/employer/jobs', isLoginCall: true }]);
  });

  it('says nothing for other statuses', async () => {
    const { client, unauthorized } = setup(async () => Response.json({ detail: 'Not found.' }, { status: 404 }));
    await client.GET('/api/profile/company/');
    expect(unauthorized).toEqual([]);
  });
});

describe('failures (docs/requirements.md §8, §9)', () => {
  it('flags a request with no answer after 30 s as a timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup(hangUntilAborted);
    const call = client.GET('/api/skills/');
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout' });

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    await outcome;
    await expect(call).rejects.toBeInstanceOf(RequestFailure);
  });

  it('flags a network error', async () => {
    const { client } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/api/skills/')).rejects.toMatchObject({
      kind: 'network',
      message: 'Unable to connect to the server. Please check your internet connection and try again.',
    });
  });

  it('lets a cancel by the caller through as an abort', async () => {
    const { client } = setup(hangUntilAborted);
    const controller = new AbortController();
    const call = client.GET('/api/skills/', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
