import { describe, expect, it } from 'vitest';
import { createTestApp, setupTestApp } from '../test/app';

describe('health and readiness', () => {
  const t = setupTestApp();

  it('answers ok on both while the database answers', async () => {
    for (const url of ['/api/health/', '/api/ready/']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('is alive but not ready when its database stops answering', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const live = await other.inject({ method: 'GET', url: '/api/health/' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok', database: 'unavailable' }]);
      const ready = await other.inject({ method: 'GET', url: '/api/ready/' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'error', database: 'unavailable' }]);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  const t = setupTestApp();

  it('every answer names its request, errors too, and no two requests share an id', async () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const ok = await t.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': 'chosen-by-client' } });
    const refused = await t.inject({ method: 'GET', url: '/api/employer/jobs/' });
    const unknown = await t.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(refused.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(404);
    const ids = [ok, refused, unknown].map((res) => String(res.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });
});
