// Comments and mentions (docs/teams.md "Comments and mentions"): who may be mentioned, who is told (mail through a
// real SMTP peer, push through a real push receiver), and that no candidate-facing operation ever returns a comment.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../services/comments';
import { addMember, teamWithApplicant } from '../test/activity-fixtures';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { startPushReceiver, type PushReceiver } from '../test/push-receiver';
import { smtpTee } from '../test/smtp-tee';
import { createJob } from '../test/workspace-fixtures';

const tee = smtpTee();
const t = setupTestApp({ mailer: tee.mailer, env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
tee.bind(t);
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const comment = (token: string, applicationId: string, payload: object) =>
  t.inject({ method: 'POST', url: `/api/applications/${applicationId}/comments/`, headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload });
const comments = (token: string, applicationId: string) =>
  t.inject({ method: 'GET', url: `/api/applications/${applicationId}/comments/`, headers: bearer(token) });
const mentionMails = (email: string) => tee.peer().received.filter((m) => m.to.includes(email) && m.header('subject').includes('mentioned you'));

describe('comments on an application', () => {
  it('are posted by any member who sees it and listed oldest first, mentions named', async () => {
    const { companyId, job, application, owner } = await teamWithApplicant(t);
    const manager = await addMember(t, companyId, 'hiring_manager', 'Hari Manager', [job.id]);
    const first = await comment(owner.token, application.id, { body: '  Strong CV.  ', mentions: [manager.userId] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      author: { user_id: owner.userId, full_name: owner.name }, body: 'Strong CV.',
      mentions: [{ user_id: manager.userId, full_name: 'Hari Manager' }],
    });
    expect((await comment(manager.token, application.id, { body: 'Agreed' })).statusCode).toBe(201);
    const list = await comments(manager.token, application.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((c: { body: string }) => c.body)).toEqual(['Strong CV.', 'Agreed']);
  });

  it('refuses a blank body, and mentions of anyone who cannot see the application, naming `mentions`', async () => {
    const { companyId, application, owner } = await teamWithApplicant(t);
    const otherJob = await createJob(t, owner.token, { title: 'Accountant' });
    const elsewhere = await addMember(t, companyId, 'hiring_manager', 'Other Manager', [otherJob.id]);
    const stranger = await registerEmployer(t);
    const blank = await comment(owner.token, application.id, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ body: [COMMENT_MESSAGES.blank] });
    const res = await comment(owner.token, application.id, { body: 'Look', mentions: [elsewhere.userId, stranger.user.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mentions: [COMMENT_MESSAGES.notMember(elsewhere.userId), COMMENT_MESSAGES.notMember(stranger.user.id)] });
    expect((await comments(owner.token, application.id)).json().results).toEqual([]);
  });

  it('mails and pushes each member mentioned, not the author, and not who switched mentions off', async () => {
    const { companyId, application, owner } = await teamWithApplicant(t, 'Sita Gurung');
    const recruiter = await addMember(t, companyId, 'recruiter', 'Rita Recruiter');
    const quiet = await addMember(t, companyId, 'admin', 'Quiet Admin');
    const device = receiver.subscription(`mention-${randomUUID()}`);
    expect((await t.inject({ method: 'POST', url: '/api/settings/push-subscriptions/', headers: bearer(recruiter.token), payload: device })).statusCode).toBe(201);
    const off = await t.inject({ method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(quiet.token), payload: { mentions: false } });
    expect(off.statusCode).toBe(200);

    const res = await comment(owner.token, application.id, { body: 'Can you call her <today>?', mentions: [recruiter.userId, quiet.userId, owner.userId] });
    expect(res.statusCode).toBe(201);
    await t.app.push.idle();

    const [mail] = mentionMails(recruiter.email);
    expect(mail?.header('subject')).toBe(`${owner.name} mentioned you about Sita Gurung`);
    expect(mail?.body).toContain('Can you call her <today>?');
    expect(mail?.body).toContain('Can you call her &lt;today&gt;?');
    expect(mail?.body).toContain(`/candidates?application=${application.id}`);
    expect(mentionMails(quiet.email)).toEqual([]);
    expect(mentionMails(owner.email)).toEqual([]);
    const pushed = receiver.received.filter((p) => (p.payload as { tag?: string }).tag === `mention-${application.id}`);
    expect(pushed.map((p) => p.name)).toEqual([device.endpoint.split('/').pop()]);
    expect(pushed[0]!.payload).toMatchObject({ title: `${owner.name} mentioned you about Sita Gurung`, body: 'Can you call her <today>?' });
  });

  it('stay the company\'s: another company and an unassigned hiring manager find nothing', async () => {
    const { companyId, job, application, owner } = await teamWithApplicant(t);
    await comment(owner.token, application.id, { body: 'Internal' });
    const other = await registerEmployer(t);
    expect((await comments(other.token, application.id)).statusCode).toBe(404);
    expect((await comment(other.token, application.id, { body: 'x' })).statusCode).toBe(404);
    const otherJob = await createJob(t, owner.token, { title: 'Driver' });
    const manager = await addMember(t, companyId, 'hiring_manager', 'Far Manager', [otherJob.id]);
    expect(job.id).not.toBe(otherJob.id);
    expect((await comments(manager.token, application.id)).statusCode).toBe(404);
  });

  it('never reach the candidate: the reply thread and the public job answer without them', async () => {
    const { job, application, owner } = await teamWithApplicant(t, 'Asha Lama');
    const secret = `team-only-${randomUUID()}`;
    expect((await comment(owner.token, application.id, { body: secret })).statusCode).toBe(201);
    const seeker = await t.inject({ method: 'GET', url: `/api/applications/${application.id}/`, headers: bearer(owner.token) });
    const started = await t.inject({
      method: 'POST', url: '/api/employer/conversations/', headers: bearer(owner.token),
      payload: { job_seeker: seeker.json().job_seeker.id, application: application.id },
    });
    const sent = await t.inject({
      method: 'POST', url: `/api/employer/conversations/${started.json().id}/messages/`, headers: bearer(owner.token),
      payload: { body: 'Hello Asha', client_key: randomUUID() },
    });
    expect(sent.statusCode).toBe(201);
    const mail = t.mailer.sent.filter((m) => m.to === application.email).at(-1)!;
    const token = /\/reply#([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const candidateFacing = [
      await t.inject({ method: 'POST', url: '/api/replies/thread/', payload: { token } }),
      await t.inject({ method: 'POST', url: '/api/replies/messages/', payload: { token, body: 'Thanks', client_key: randomUUID() } }),
      await t.inject({ method: 'GET', url: `/api/jobs/${job.id}/` }),
      await t.inject({ method: 'GET', url: '/api/jobs/' }),
    ];
    expect(candidateFacing[0]!.statusCode).toBe(200);
    expect(candidateFacing[1]!.statusCode).toBe(201);
    for (const res of candidateFacing) expect(res.body).not.toContain(secret);
    // Every mail sent to the candidate too.
    expect(t.mailer.sent.filter((m) => m.to === application.email).some((m) => m.text.includes(secret) || m.html?.includes(secret))).toBe(false);
  });
});
