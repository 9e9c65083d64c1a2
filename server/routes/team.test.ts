import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';

const t = setupTestApp();

describe('the team of a newly registered company', () => {
  it('has one member, its owner, named after the HR contact', async () => {
    const { token } = await registerEmployer(t);
    const me = await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'owner', job_ids: null });
    const members = await t.inject({ method: 'GET', url: '/api/employer/team/members/', headers: bearer(token) });
    expect(members.json().results).toEqual([expect.objectContaining({ role: 'owner', is_you: true, user_id: me.json().user_id })]);
  });

  it('lets a member change the name the team sees', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'PATCH', url: '/api/employer/team/me/', headers: bearer(token), payload: { full_name: '  Sita Rai ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().full_name).toBe('Sita Rai');
  });
});
