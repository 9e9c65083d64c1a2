import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, companies, jobAssignments } from '../db/schema';
import { bearer, registerEmployer, setupTestApp, STRONG_PASSWORD, uniqueEmail } from '../test/app';
import { createJob, fullJob } from '../test/workspace-fixtures';
import { OWNER_WITH_MEMBERS } from './account';
import { TEAM_MESSAGES } from './team';

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

const linkToken = (text: string) => {
  const token = /\/join\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
};

/** Invites `email` and answers the invitation's id and the token of its mailed link. */
async function invite(ownerToken: string, email: string, role = 'recruiter', jobIds?: string[]) {
  const res = await t.inject({
    method: 'POST', url: '/api/employer/team/invitations/', headers: bearer(ownerToken),
    payload: { email, role, ...(jobIds ? { job_ids: jobIds } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
  return { id: res.json().id as string, token: linkToken(mail.text), body: res.json() };
}

const acceptNew = (token: string, o: { name?: string; password?: string } = {}) => t.inject({
  method: 'POST', url: `/api/team/invitations/${token}/accept/`,
  payload: { full_name: o.name ?? 'Hari Thapa', password: o.password ?? STRONG_PASSWORD, password_confirm: o.password ?? STRONG_PASSWORD },
});

async function joinAs(ownerToken: string, role = 'recruiter', jobIds?: string[]) {
  const email = uniqueEmail('member');
  const { token } = await invite(ownerToken, email, role, jobIds);
  const res = await acceptNew(token);
  if (res.statusCode !== 201) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return { email, token: res.json().token as string, userId: res.json().user.id as string };
}

describe('invitations', () => {
  it('invite → preview → accept as a new person, who then acts with their role', async () => {
    const owner = await registerEmployer(t, { fullName: 'Himal Traders' });
    const email = uniqueEmail('new');
    const inv = await invite(owner.token, email);
    expect(inv.body).toMatchObject({ email, role: 'recruiter', expired: false, job_ids: [] });

    const preview = await t.inject({ method: 'GET', url: `/api/team/invitations/${inv.token}/` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ company_name: 'Himal Traders', email, role: 'recruiter', account_exists: false });

    const weak = await acceptNew(inv.token, { password: 'short', name: ' ' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ full_name: [expect.any(String)], password: ['Password must be at least 8 characters long'] });
    const mismatch = await t.inject({ method: 'POST', url: `/api/team/invitations/${inv.token}/accept/`, payload: { full_name: 'Hari', password: STRONG_PASSWORD, password_confirm: 'Other-2081x' } });
    expect(mismatch.json()).toEqual({ password_confirm: ['Passwords do not match'] });

    const joined = await acceptNew(inv.token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user).toMatchObject({ email, full_name: 'Himal Traders' });
    const token = joined.json().token as string;

    const me = await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'recruiter', full_name: 'Hari Thapa', company_name: 'Himal Traders' });
    // A recruiter posts jobs but does not manage members.
    expect((await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: fullJob(t) })).statusCode).toBe(201);
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/invitations/', headers: bearer(token) })).statusCode).toBe(403);

    // Single use.
    expect((await acceptNew(inv.token)).json()).toEqual({ detail: TEAM_MESSAGES.gone });
    expect((await t.inject({ method: 'GET', url: `/api/team/invitations/${inv.token}/` })).statusCode).toBe(404);
    // No longer pending; the joining is in the activity log.
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/invitations/', headers: bearer(owner.token) })).json().results).toEqual([]);
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.action, 'member.joined'));
    expect(log.find((e) => e.actorUserId === joined.json().user.id)).toMatchObject({ subjectType: 'member', actorName: 'Hari Thapa' });
  });

  it('lets a person with an account (and no company) join with its password, under the login lockout', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const leaver = await joinAs(other.token);
    // Removed from their first team, the account stays and can join another.
    const me = (await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(leaver.token) })).json();
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/members/${me.user_id}/`, headers: bearer(other.token) })).statusCode).toBe(204);

    const inv = await invite(owner.token, leaver.email, 'admin');
    expect((await t.inject({ method: 'GET', url: `/api/team/invitations/${inv.token}/` })).json().account_exists).toBe(true);
    const wrong = await t.inject({ method: 'POST', url: `/api/team/invitations/${inv.token}/accept/`, payload: { password: 'Wrong-pass-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [TEAM_MESSAGES.wrongPassword] });
    expect(wrong.headers['login-attempts-left']).toBe('4');
    const ok = await t.inject({ method: 'POST', url: `/api/team/invitations/${inv.token}/accept/`, payload: { password: STRONG_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(ok.json().token) })).json()).toMatchObject({ role: 'admin' });
  });

  it('refuses people already in a team, a second open invitation and another company\'s jobs', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const otherJob = await createJob(t, other.token);
    const email = uniqueEmail('dup');
    await invite(owner.token, email);
    const post = (payload: object) => t.inject({ method: 'POST', url: '/api/employer/team/invitations/', headers: bearer(owner.token), payload });
    expect((await post({ email, role: 'admin' })).json()).toEqual({ email: [TEAM_MESSAGES.invited] });
    expect((await post({ email: owner.email, role: 'admin' })).json()).toEqual({ email: [TEAM_MESSAGES.member] });
    expect((await post({ email: other.email, role: 'admin' })).json()).toEqual({ email: [TEAM_MESSAGES.elsewhere] });
    const res = await post({ email: uniqueEmail(), role: 'hiring_manager', job_ids: [otherJob.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ job_ids: [TEAM_MESSAGES.jobs] });
  });

  it('assigns a hiring manager\'s jobs on joining', async () => {
    const owner = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    await createJob(t, owner.token, { title: 'Other job' });
    const hm = await joinAs(owner.token, 'hiring_manager', [job.id]);
    const me = await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(hm.token) });
    expect(me.json()).toMatchObject({ role: 'hiring_manager', job_ids: [job.id] });
  });

  it('resend makes a new link and the old one stops working; revoke stops it at once', async () => {
    const owner = await registerEmployer(t);
    const email = uniqueEmail();
    const first = await invite(owner.token, email);
    t.clock.advance(3 * 86_400_000);
    const resent = await t.inject({ method: 'POST', url: `/api/employer/team/invitations/${first.id}/resend/`, headers: bearer(owner.token) });
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().expires_at)).toBe(t.clock.now().getTime() + 7 * 86_400_000);
    const second = linkToken(t.mailer.sent.filter((m) => m.to === email).at(-1)!.text);
    expect(second).not.toBe(first.token);
    expect((await t.inject({ method: 'GET', url: `/api/team/invitations/${first.token}/` })).json()).toEqual({ detail: TEAM_MESSAGES.gone });
    expect((await t.inject({ method: 'GET', url: `/api/team/invitations/${second}/` })).statusCode).toBe(200);

    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/invitations/${first.id}/`, headers: bearer(owner.token) })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: `/api/team/invitations/${second}/` })).statusCode).toBe(404);
    expect((await acceptNew(second)).statusCode).toBe(404);
    // Revoked, the e-mail can be invited again.
    await invite(owner.token, email);
  });

  it('expires after 7 days: listed as expired, its link refused', async () => {
    const owner = await registerEmployer(t);
    const inv = await invite(owner.token, uniqueEmail());
    t.clock.advance(7 * 86_400_000 - 1000);
    expect((await t.inject({ method: 'GET', url: `/api/team/invitations/${inv.token}/` })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await acceptNew(inv.token)).json()).toEqual({ detail: TEAM_MESSAGES.gone });
    const list = await t.inject({ method: 'GET', url: '/api/employer/team/invitations/', headers: bearer(owner.token) });
    expect(list.json().results).toEqual([expect.objectContaining({ id: inv.id, expired: true })]);
  });

  it('answers 404 for another company\'s invitations and members', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const inv = await invite(other.token, uniqueEmail());
    const member = await joinAs(other.token);
    const h = bearer(owner.token);
    expect((await t.inject({ method: 'POST', url: `/api/employer/team/invitations/${inv.id}/resend/`, headers: h })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/invitations/${inv.id}/`, headers: h })).statusCode).toBe(404);
    expect((await t.inject({ method: 'PATCH', url: `/api/employer/team/members/${member.userId}/`, headers: h, payload: { role: 'admin' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/members/${member.userId}/`, headers: h })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: '/api/employer/team/transfer-ownership/', headers: h, payload: { user_id: member.userId, password: owner.password } })).statusCode).toBe(404);
    // Still their member.
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(member.token) })).statusCode).toBe(200);
  });
});

describe('managing members', () => {
  it('changes a role and a hiring manager\'s jobs; never the owner\'s, nor one\'s own', async () => {
    const owner = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const m = await joinAs(owner.token);
    const patch = (token: string, id: string, payload: object) => t.inject({ method: 'PATCH', url: `/api/employer/team/members/${id}/`, headers: bearer(token), payload });
    const res = await patch(owner.token, m.userId, { role: 'hiring_manager', job_ids: [job.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'hiring_manager', job_ids: [job.id] });
    expect((await patch(owner.token, m.userId, { role: 'recruiter' })).json()).toMatchObject({ role: 'recruiter', job_ids: [] });

    const admin = await joinAs(owner.token, 'admin');
    const ownerId = (await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(owner.token) })).json().user_id;
    expect((await patch(admin.token, ownerId, { role: 'admin' })).json()).toEqual({ detail: TEAM_MESSAGES.owner });
    expect((await patch(admin.token, admin.userId, { role: 'recruiter' })).json()).toEqual({ detail: TEAM_MESSAGES.yourself });
    // An admin manages other admins.
    const admin2 = await joinAs(owner.token, 'admin');
    expect((await patch(admin.token, admin2.userId, { role: 'recruiter' })).statusCode).toBe(200);
    // A recruiter manages nobody.
    expect((await patch(m.token, admin2.userId, { role: 'admin' })).statusCode).toBe(403);
  });

  it('removes a member: their token answers 401 at once; not the owner, not oneself', async () => {
    const owner = await registerEmployer(t);
    const m = await joinAs(owner.token);
    const job = await createJob(t, owner.token);
    await t.inject({ method: 'PATCH', url: `/api/employer/team/members/${m.userId}/`, headers: bearer(owner.token), payload: { role: 'hiring_manager', job_ids: [job.id] } });
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(m.token) })).statusCode).toBe(200);
    const del = await t.inject({ method: 'DELETE', url: `/api/employer/team/members/${m.userId}/`, headers: bearer(owner.token) });
    expect(del.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(m.token) })).statusCode).toBe(401);
    const assigned = await t.database.db.select().from(jobAssignments).where(eq(jobAssignments.userId, m.userId));
    expect(assigned).toEqual([]);
    const members = await t.inject({ method: 'GET', url: '/api/employer/team/members/', headers: bearer(owner.token) });
    expect(members.json().results).toHaveLength(1);

    const admin = await joinAs(owner.token, 'admin');
    const ownerId = (await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(owner.token) })).json().user_id;
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/members/${ownerId}/`, headers: bearer(admin.token) })).statusCode).toBe(400);
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/members/${admin.userId}/`, headers: bearer(admin.token) })).json()).toEqual({ detail: TEAM_MESSAGES.yourself });
  });

  it('hands the company to another member with the owner\'s password; the old owner becomes an admin', async () => {
    const owner = await registerEmployer(t);
    const m = await joinAs(owner.token);
    const transfer = (password: string) => t.inject({ method: 'POST', url: '/api/employer/team/transfer-ownership/', headers: bearer(owner.token), payload: { user_id: m.userId, password } });
    expect((await transfer('Wrong-pass-1')).json()).toEqual({ password: [TEAM_MESSAGES.wrongPassword] });
    const res = await transfer(owner.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin' });
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(m.token) })).json()).toMatchObject({ role: 'owner' });
    const [company] = await t.database.db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, res.json().company_id));
    expect(company!.userId).toBe(m.userId);
    // The old owner, now an admin, cannot transfer again.
    expect((await transfer(owner.password)).statusCode).toBe(403);
  });

  it('keeps an owner with members from deleting their account; a member deleting theirs leaves the team', async () => {
    const owner = await registerEmployer(t);
    const m = await joinAs(owner.token);
    const del = (token: string) => t.inject({ method: 'DELETE', url: '/api/account/delete/', headers: bearer(token), payload: { password: STRONG_PASSWORD } });
    const refused = await del(owner.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: OWNER_WITH_MEMBERS });
    expect((await del(m.token)).statusCode).toBe(204);
    const members = await t.inject({ method: 'GET', url: '/api/employer/team/members/', headers: bearer(owner.token) });
    expect(members.json().results).toHaveLength(1);
    expect((await del(owner.token)).statusCode).toBe(204);
  });
});
