import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';

describe('the API client (a chunk of its own, loaded with the first request)', () => {
  it('answers through the app middleware, requests in the order they were made', async () => {
    const seen: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://portal.test',
      fetch: async (request) => {
        seen.push(`${new URL(request.url).pathname} ${request.headers.get('Accept-Language')}`);
        return Response.json({ ok: true });
      },
    });
    const first = api.GET('/api/health/');
    const second = api.GET('/api/profile/company/');
    expect((await first).data).toEqual({ ok: true });
    await second;
    expect(seen).toEqual(['/api/health/ en', '/api/profile/company/ en']);
  });

  it('hands a 401 to the session', async () => {
    const unauthorized: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://portal.test',
      currentPath: () => '/employer/jobs',
      onUnauthorized: ({ path }) => unauthorized.push(path),
      fetch: async () => Response.json({ detail: 'Invalid token.' }, { status: 401 }),
    });
    await api.GET('/api/employer/jobs/');
    expect(unauthorized).toEqual(['/employer/jobs']);
  });
});
