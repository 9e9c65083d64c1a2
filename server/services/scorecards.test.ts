// The reminders of an interview's team on a test clock, sent by the queue worker through a real SMTP peer: the
// scorecard reminder an hour after it ends, and the interview reminders, which go to each interviewer and the booker.
import { describe, expect, it, vi } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { setupSmtpPeer } from '../test/smtp-peer';
import { signedInMember } from '../test/team';
import { apply, createJob } from '../test/workspace-fixtures';
import { INTERVIEW_REMINDER_JOB, interviewReminderHandler, type ReminderPush } from './interview-reminders';
import { createQueueWorker } from './queue-worker';
import { SCORECARD_REMINDER_JOB, scorecardReminderHandler, skillCriteria, summarise } from './scorecards';

const t = setupTestApp();
const H = 3_600_000;
const mail = setupSmtpPeer();

const pushes: { userIds: string[]; payload: { title: string; url: string } }[] = [];
const push: ReminderPush = { async notify(_companyId, userIds, _kind, payload) { pushes.push({ userIds, payload }); } };
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

const worker = () => createQueueWorker({
  queue: t.app.repos.queue, clock: t.clock, log,
  handlers: {
    [SCORECARD_REMINDER_JOB]: scorecardReminderHandler({ repos: t.app.repos, mailer: mail.mailer, config: t.config, push }),
    [INTERVIEW_REMINDER_JOB]: interviewReminderHandler({ repos: t.app.repos, mailer: mail.mailer, config: t.config, push }),
  },
});
const mailsTo = (email: string) => mail.received.filter((m) => m.to.includes(email));
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * H);

async function team() {
  const owner = await registerEmployer(t);
  const companyId = (await t.app.repos.memberships.companyOfUser(owner.user.id))!;
  await t.inject({ method: 'PATCH', url: '/api/employer/team/me/', headers: bearer(owner.token), payload: { full_name: 'Sita Rai' } });
  const recruiter = await signedInMember(t, companyId, { role: 'recruiter', fullName: 'Gita Shrestha' });
  const admin = await signedInMember(t, companyId, { role: 'admin', fullName: 'Bishnu Adhikari' });
  const job = await createJob(t, owner.token, { title: 'Staff Nurse', skills: ['ICU'] });
  const application = await apply(t, job.id, { full_name: 'Hari Thapa' });
  return { owner, companyId, recruiter, admin, job, application };
}

describe('the scorecard reminder', () => {
  it('goes an hour after the interview to each interviewer still without a scorecard, by e-mail as they chose and by push', async () => {
    // Before any earlier test's jobs can be due.
    await worker().runDue();
    const c = await team();
    const { recruiter, admin } = c;
    // The admin does not want scorecard reminders.
    await t.inject({ method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(admin.token), payload: { scorecard_reminders: false } });
    const booked = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(c.owner.token),
      payload: { kind: 'interview', application: c.application.id, starts_at: at(1).toISOString(), ends_at: at(2).toISOString(), interviewers: [c.owner.user.id, recruiter.userId, admin.userId] },
    });
    expect(booked.statusCode).toBe(201);
    const eventId = booked.json().id as string;
    const endsAt = new Date(booked.json().ends_at as string);
    expect(await t.app.repos.queue.find(c.companyId, SCORECARD_REMINDER_JOB, eventId)).toMatchObject({
      status: 'pending', runAt: new Date(endsAt.getTime() + H), payload: { eventId, endsAt: endsAt.toISOString() },
    });

    // Moved later: the reminder moves with it.
    const moved = await t.inject({
      method: 'PATCH', url: `/api/employer/events/${eventId}/`, headers: bearer(c.owner.token),
      payload: { starts_at: at(3).toISOString(), ends_at: at(4).toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const newEnd = at(4);
    expect((await t.app.repos.queue.find(c.companyId, SCORECARD_REMINDER_JOB, eventId))!.runAt).toEqual(new Date(newEnd.getTime() + H));

    // The owner fills in their scorecard in time.
    t.clock.set(new Date(newEnd.getTime() + 10 * 60_000));
    expect((await t.inject({
      method: 'PUT', url: `/api/applications/${c.application.id}/scorecards/mine/`, headers: bearer(c.owner.token),
      payload: { ratings: [{ criterion: 'ICU', rating: 3 }], recommendation: 'yes' },
    })).statusCode).toBe(200);

    t.clock.set(new Date(newEnd.getTime() + H - 1000));
    const w = worker();
    const sentBefore = mail.received.length;
    const pushedBefore = pushes.length;
    await w.runDue();
    expect(mailsTo(recruiter.email).filter((m) => m.header('subject').includes('scorecard'))).toHaveLength(0);

    t.clock.set(new Date(newEnd.getTime() + H));
    await w.runDue();
    const toRecruiter = mailsTo(recruiter.email).filter((m) => m.header('subject').includes('scorecard'));
    expect(toRecruiter).toHaveLength(1);
    expect(toRecruiter[0]!.header('subject')).toBe('Your scorecard for Hari Thapa is missing');
    expect(toRecruiter[0]!.body).toContain(`/employer/job/${c.job.id}/candidates?application=${c.application.id}`);
    expect(toRecruiter[0]!.body).toContain('Hello Gita Shrestha,');
    // Only the recruiter's mail: the owner has a scorecard, the admin switched the reminders off.
    expect(mail.received.slice(sentBefore).map((m) => m.to)).toEqual([[recruiter.email]]);
    expect(pushes.slice(pushedBefore)).toEqual([{
      userIds: [recruiter.userId], payload: expect.objectContaining({ title: 'Your scorecard is missing', url: `/employer/job/${c.job.id}/candidates?application=${c.application.id}` }),
    }]);
    expect(await t.app.repos.queue.find(c.companyId, SCORECARD_REMINDER_JOB, eventId)).toMatchObject({ status: 'done' });

    // Run again: nothing more is sent.
    t.clock.advance(H);
    await w.runDue();
    expect(mail.received.length).toBe(sentBefore + 1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('is not sent for a cancelled interview', async () => {
    await worker().runDue();
    const c = await team();
    const booked = (await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(c.owner.token),
      payload: { kind: 'interview', application: c.application.id, starts_at: at(1).toISOString(), ends_at: at(2).toISOString(), interviewers: [c.recruiter.userId] },
    })).json();
    await t.inject({ method: 'PATCH', url: `/api/employer/events/${booked.id}/`, headers: bearer(c.owner.token), payload: { status: 'cancelled' } });
    expect(await t.app.repos.queue.find(c.companyId, SCORECARD_REMINDER_JOB, booked.id)).toMatchObject({ status: 'cancelled' });
    t.clock.advance(4 * H);
    await worker().runDue();
    expect(mailsTo(c.recruiter.email)).toHaveLength(0);
  });
});

describe('interview e-mails to the team', () => {
  it('name the booker to the candidate; reminders go to each interviewer and the booker, by their own settings', async () => {
    await worker().runDue();
    const c = await team();
    await t.inject({ method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(c.admin.token), payload: { interview_reminders: false } });
    // Booked by the recruiter, interviewed by the admin and the owner.
    const booked = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(c.recruiter.token),
      payload: { kind: 'interview', application: c.application.id, starts_at: at(30).toISOString(), ends_at: at(31).toISOString(), interviewers: [c.admin.userId, c.owner.user.id] },
    });
    expect(booked.statusCode).toBe(201);
    const invitation = t.mailer.sent.filter((m) => m.to === c.application.email).at(-1)!;
    expect(invitation.text).toContain('Gita Shrestha from Everest Tech Pvt. Ltd. invites you to an interview for Staff Nurse.');
    expect(invitation.replyTo).toBe(c.recruiter.email);

    t.clock.set(new Date(new Date(booked.json().starts_at as string).getTime() - H));
    await worker().runDue();
    const reminders = (email: string) => mailsTo(email).filter((m) => m.header('subject').startsWith('Starting soon') || m.header('subject').startsWith('Reminder'));
    expect(reminders(c.owner.email).length).toBeGreaterThan(0);
    expect(reminders(c.recruiter.email).length).toBeGreaterThan(0);
    expect(reminders(c.admin.email)).toHaveLength(0);
    expect(mailsTo(c.application.email).at(-1)!.header('reply-to')).toBe(c.recruiter.email);
    expect(pushes.at(-1)!.userIds.sort()).toEqual([c.admin.userId, c.owner.user.id, c.recruiter.userId].sort());
  });
});

describe('the summary and the default criteria', () => {
  it('count recommendations and average each criterion over those who rated it', () => {
    expect(skillCriteria([' ICU', 'icu', '', 'Triage'])).toEqual([{ name: 'ICU', source: 'skill' }, { name: 'Triage', source: 'skill' }]);
    const summary = summarise([{ name: 'ICU' }, { name: 'Triage' }, { name: 'New' }], [
      { recommendation: 'yes', ratings: [{ criterion: 'ICU', rating: 4 }, { criterion: 'Triage', rating: 1 }] },
      { recommendation: 'strong_no', ratings: [{ criterion: 'icu', rating: 1 }, { criterion: 'Triage', rating: 2 }] },
      { recommendation: 'yes', ratings: [{ criterion: 'ICU', rating: 2 }] },
    ]);
    expect(summary).toEqual({
      submitted: 3,
      recommendations: { strong_no: 1, no: 0, yes: 2, strong_yes: 0 },
      criteria: [
        { criterion: 'ICU', average: 2.33, count: 3 }, { criterion: 'Triage', average: 1.5, count: 2 }, { criterion: 'New', average: null, count: 0 },
      ],
    });
  });
});
