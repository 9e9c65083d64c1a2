// The invitation e-mail through a real SMTP peer, and the link it carries used from start to end: preview, join as
// a new person, act with the role, be removed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamInvitations } from '../db/schema';
import { sha256Hex } from '../lib/tokens';
import { bearer, createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/app';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { fullJob } from '../test/workspace-fixtures';
import type { Mailer } from '../services/mail';

let peer: SmtpPeer;
let smtp: Mailer;
let t: TestApp;

beforeAll(async () => {
  peer = await startSmtpPeer();
  smtp = peer.mailer();
  t = await createTestApp({ mailer: smtp, env: { PUBLIC_URL: 'https://jagir.example' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await peer.close();
});

describe('the invitation e-mail', () => {
  it('names the inviter, the company and the role, and its link joins the team', async () => {
    // This app mails through SMTP, registration codes too.
    const ownerEmail = uniqueEmail('owner');
    await t.inject({ method: 'POST', url: '/api/auth/send-otp/', payload: { email: ownerEmail } });
    const code = /\b(\d{6})\b/.exec(peer.received.filter((m) => m.to.includes(ownerEmail)).at(-1)!.body)![1]!;
    const reg = await t.inject({
      method: 'POST', url: '/api/auth/register/',
      payload: { email: ownerEmail, password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD, full_name: 'Himal & Sons', otp_code: code, companyData: { contact_name: 'Sita Rai' } },
    });
    expect(reg.statusCode).toBe(201);
    const owner = reg.json().token as string;

    const email = uniqueEmail('invitee');
    const res = await t.inject({ method: 'POST', url: '/api/employer/team/invitations/', headers: bearer(owner), payload: { email, role: 'hiring_manager' } });
    expect(res.statusCode).toBe(201);
    const mail = peer.received.filter((m) => m.to.includes(email)).at(-1)!;
    expect(mail.header('subject')).toBe('Sita Rai invited you to join Himal & Sons on Jagir');
    expect(mail.body).toContain('Sita Rai invited you to join the hiring team of Himal & Sons on Jagir as a Hiring manager.');
    expect(mail.body).toContain('Himal &amp; Sons');
    const link = /https:\/\/jagir\.example\/join\/([A-Za-z0-9_-]{43})/.exec(mail.body);
    expect(link).not.toBeNull();
    const token = link![1]!;
    // Only the hash is stored: the token itself is nowhere in the database.
    const stored = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, token));
    expect(stored).toEqual([]);
    expect(await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, sha256Hex(token)))).toHaveLength(1);

    const preview = await t.inject({ method: 'GET', url: `/api/team/invitations/${token}/` });
    expect(preview.json()).toMatchObject({ company_name: 'Himal & Sons', invited_by: 'Sita Rai', role: 'hiring_manager', account_exists: false });

    const joined = await t.inject({ method: 'POST', url: `/api/team/invitations/${token}/accept/`, payload: { full_name: 'Hari Thapa', password: STRONG_PASSWORD, password_confirm: STRONG_PASSWORD } });
    expect(joined.statusCode).toBe(201);
    const member = joined.json() as { token: string; user: { id: string } };

    // A hiring manager sees the team but posts no job.
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/members/', headers: bearer(member.token) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(member.token), payload: fullJob(t) })).statusCode).toBe(403);

    expect((await t.inject({ method: 'DELETE', url: `/api/employer/team/members/${member.user.id}/`, headers: bearer(owner) })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/employer/team/members/', headers: bearer(member.token) })).statusCode).toBe(401);
  });
});
