import { describe, expect, it } from 'vitest';
import { SKILLS } from '../data/skills';
import { setupTestApp } from '../test/app';

const t = setupTestApp();

describe('GET /api/skills/', () => {
  it('lists every skill in one page', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/skills/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: SKILLS.length, next: null, previous: null });
    expect(body.results).toEqual(SKILLS);
  });

  it('filters by name or category, ignoring case', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/skills/?search=REACT' });
    const results = res.json().results as { name: string; category: string }[];
    expect(results.map((s) => s.name)).toContain('React');
    expect(results.every((s) => /react/i.test(`${s.name} ${s.category}`))).toBe(true);
    expect(res.json().count).toBe(results.length);
  });

  it('needs no token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/skills/', headers: { authorization: 'Token nonsense-token-value-123456' } })).statusCode).toBe(200);
  });
});
