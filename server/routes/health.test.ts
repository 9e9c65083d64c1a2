import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/app';

describe('GET /api/health/', () => {
  const t = setupTestApp();

  it('answers ok while the database answers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
