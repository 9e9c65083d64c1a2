// Messages in a team (docs/teams.md "Who is told"): an employer message records and names the member who wrote it;
// a candidate's reply goes to the member who last wrote to them, else to the hiring staff, each by their own
// settings. Through a real SMTP server.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, messages } from '../db/schema';
import { newReplyToken } from '../services/messages';
import { bearer, setupTestApp } from '../test/app';
import { smtpTee } from '../test/smtp-tee';
import { createTeam, type Team } from '../test/team';

const tee = smtpTee();
const t = setupTestApp({ mailer: tee.mailer });
tee.bind(t);
let team: Team;

beforeAll(async () => {
  team = await createTeam(t, { companyName: 'Acme Nepal' });
}, 60_000);

const received = () => tee.peer().received;

async function send(role: 'owner' | 'admin' | 'recruiter', conversationId: string, body: string) {
  const res = await t.inject({
    method: 'POST', url: `/api/employer/conversations/${conversationId}/messages/`, headers: bearer(await team.members[role].token()),
    payload: { body, client_key: randomUUID() },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; sender_name: string | null };
}

/** The candidate replies through the link of the last mail they received. */
async function reply(applicantEmail: string, body: string) {
  const mail = received().filter((m) => m.to.includes(applicantEmail)).at(-1)!;
  const token = /\/reply#([\w-]+)/.exec(mail.body)![1]!;
  const res = await t.inject({ method: 'POST', url: '/api/replies/messages/', payload: { token, body, client_key: randomUUID() } });
  expect(res.statusCode).toBe(201);
}

/** The team's addresses mailed about a reply since `from`. */
const toldOfReply = (from: number) => {
  const emails = Object.values(team.members).map((m) => m.email);
  return received().slice(from).filter((m) => /replied to your message$/.test(m.header('subject')))
    .flatMap((m) => m.to).filter((to) => emails.includes(to)).sort();
};

describe('an employer message', () => {
  it('records who wrote it and is signed with their name and the company\'s', async () => {
    const from = received().length;
    const message = await send('recruiter', team.assigned.conversationId, 'Could you come for an interview?');
    const [row] = await t.database.db.select({ senderUserId: messages.senderUserId }).from(messages).where(eq(messages.id, message.id));
    expect(row!.senderUserId).toBe(team.members.recruiter.userId);
    expect(message.sender_name).toBe('Maya Tamang');
    const mail = received().slice(from).find((m) => m.to.includes(team.assigned.applicantEmail))!;
    expect(mail.header('subject')).toBe('New message from Maya Tamang from Acme Nepal');
    expect(mail.body).toContain('Maya Tamang from Acme Nepal sent you a message about your application for Frontend Developer');
  });

  it('shows the team who wrote each message, as the writer is named now', async () => {
    await send('admin', team.assigned.conversationId, 'Welcome aboard.');
    const admin = team.members.admin;
    await t.app.repos.memberships.rename(team.companyId, admin.userId, 'Hari B. Gurung', t.clock.now());
    const list = await t.inject({
      method: 'GET', url: `/api/employer/conversations/${team.assigned.conversationId}/messages/`, headers: bearer(await team.members.owner.token()),
    });
    expect(list.statusCode).toBe(200);
    const results = (list.json() as { results: { body: string; sender_name: string | null }[] }).results;
    expect(results.find((m) => m.body === 'Welcome aboard.')!.sender_name).toBe('Hari B. Gurung');
    const conversation = await t.inject({
      method: 'GET', url: `/api/employer/conversations/${team.assigned.conversationId}/`, headers: bearer(await team.members.owner.token()),
    });
    expect(conversation.json().last_message.sender_name).toBe('Hari B. Gurung');
  });
});

describe('a candidate\'s reply', () => {
  it('goes to the member who last wrote to them, by their settings', async () => {
    await send('admin', team.assigned.conversationId, 'Hello from the admin.');
    await send('recruiter', team.assigned.conversationId, 'And from me.');
    let from = received().length;
    await reply(team.assigned.applicantEmail, 'Yes, Tuesday suits me.');
    expect(toldOfReply(from)).toEqual([team.members.recruiter.email]);

    const off = await t.inject({
      method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(await team.members.recruiter.token()), payload: { messages: false },
    });
    expect(off.statusCode).toBe(200);
    from = received().length;
    await reply(team.assigned.applicantEmail, 'And Wednesday too.');
    expect(toldOfReply(from)).toEqual([]);
    await t.inject({
      method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(await team.members.recruiter.token()), payload: { messages: true },
    });
  });

  it('goes to the hiring staff when no member wrote (or the writer may no longer message candidates)', async () => {
    // A message from before teams names no member.
    const { conversations } = t.app.repos;
    const conversation = { id: team.unassigned.conversationId, companyId: team.companyId };
    await conversations.addMessage(team.companyId, conversation, { sender: 'employer', body: 'Welcome.', clientKey: randomUUID(), now: t.clock.now() });
    const token = await newReplyToken(conversations, team.companyId, conversation, t.clock.now());
    const staff = [team.members.owner.email, team.members.admin.email, team.members.recruiter.email].sort();
    let from = received().length;
    const res = await t.inject({ method: 'POST', url: '/api/replies/messages/', payload: { token, body: 'Thank you!', client_key: randomUUID() } });
    expect(res.statusCode).toBe(201);
    expect(toldOfReply(from)).toEqual(staff);

    // The recruiter who wrote last is now a hiring manager: messages are no longer theirs to read.
    await send('recruiter', team.unassigned.conversationId, 'Any questions?');
    await t.database.db.update(companyMembers).set({ role: 'hiring_manager' })
      .where(and(eq(companyMembers.companyId, team.companyId), eq(companyMembers.userId, team.members.recruiter.userId)));
    try {
      from = received().length;
      await reply(team.unassigned.applicantEmail, 'None, thanks.');
      expect(toldOfReply(from)).toEqual([team.members.owner.email, team.members.admin.email].sort());
    } finally {
      await t.database.db.update(companyMembers).set({ role: 'recruiter' })
        .where(and(eq(companyMembers.companyId, team.companyId), eq(companyMembers.userId, team.members.recruiter.userId)));
    }
  });
});
