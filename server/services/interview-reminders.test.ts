// Interview reminders end to end on a test clock: booked through the API, sent by queue workers through a real SMTP
// peer. On PGlite two workers share one database handle; with TEST_DATABASE_URL the second worker has a connection
// pool of its own, as a second server process would.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, kathmanduDate, kathmanduInstant } from '../../src/domain/calendar';
import { openDatabase, type Database } from '../db/client';
import { createRepositories, type Repositories } from '../repositories/repositories';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { apply, createJob } from '../test/workspace-fixtures';
import { INTERVIEW_REMINDER_JOB, interviewReminderHandler, type ReminderPush } from './interview-reminders';
import type { Mailer } from './mail';
import { createQueueWorker, QUEUE_LEASE_MS } from './queue-worker';

const t = setupTestApp();
const H = 3_600_000;
let peer: SmtpPeer;
let smtp: Mailer;
let second: { database: Database; repos: Repositories } | undefined;

beforeAll(async () => {
  peer = await startSmtpPeer();
  smtp = peer.mailer();
});
afterAll(async () => {
  await smtp.close();
  await peer.close();
  await second?.database.close();
});

const pushes: { companyId: string; userIds: string[]; payload: { title: string; body: string; url: string; tag: string } }[] = [];
const push: ReminderPush = { async notify(companyId, userIds, _kind, payload) { pushes.push({ companyId, userIds, payload }); } };
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function worker(o: { repos?: Repositories; mailer?: Mailer; batch?: number } = {}) {
  const repos = o.repos ?? t.app.repos;
  return createQueueWorker({
    queue: repos.queue, clock: t.clock, log, batch: o.batch,
    handlers: { [INTERVIEW_REMINDER_JOB]: interviewReminderHandler({ repos, mailer: o.mailer ?? smtp, config: t.config, push }) },
  });
}

/** The repositories of a second server process on the same database (PGlite has one handle: the same). */
async function secondProcessRepos(): Promise<Repositories> {
  if (!process.env.TEST_DATABASE_URL) return t.app.repos;
  if (!second) {
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${rows[0]!.name}`;
    const database = await openDatabase({ url: url.toString() });
    second = { database, repos: createRepositories(database.db) };
  }
  return second.repos;
}

/**
 * Each test starts on a Kathmandu day of its own, at 10:00 NPT, after every earlier test's times (the clock only
 * moves forward); reminders earlier tests left are stale by then, and are cleared out first.
 */
let dayIndex = 0;
async function freshDay(): Promise<string> {
  dayIndex += 5;
  const day = addDays('2025-05-01', dayIndex);
  t.clock.set(kathmanduInstant(day, '10:00'));
  const sent = peer.received.length;
  await worker().runDue();
  expect(peer.received).toHaveLength(sent);
  return day;
}
const npt = (day: string, time: string) => kathmanduInstant(day, time);

async function bookInterviews(startsAt: Date[], o: { location?: string } = {}) {
  const employer = await registerEmployer(t);
  const companyId = (await t.app.repos.memberships.companyOfUser(employer.user.id))!;
  const job = await createJob(t, employer.token, { title: 'Staff Nurse' });
  const interviews = [];
  for (const [i, start] of startsAt.entries()) {
    const application = await apply(t, job.id, { full_name: `Sita Gurung ${i + 1}` });
    const res = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(employer.token),
      payload: {
        kind: 'interview', application: application.id, starts_at: start.toISOString(), ends_at: new Date(start.getTime() + H).toISOString(),
        location: o.location ?? 'Patan Hospital, Room 4',
      },
    });
    expect(res.statusCode).toBe(201);
    interviews.push({ id: (res.json() as { id: string }).id, candidateEmail: application.email, applicationId: application.id });
  }
  return { ...employer, companyId, interviews };
}

const reminder = (companyId: string, eventId: string, which: 'day_before' | 'hour_before') =>
  t.app.repos.queue.find(companyId, INTERVIEW_REMINDER_JOB, `${eventId}:${which}`);
const mailsTo = (email: string) => peer.received.filter((m) => m.to.includes(email));
const pushesTo = (companyId: string) => pushes.filter((p) => p.companyId === companyId);
const patchEvent = (token: string, id: string, payload: object) =>
  t.inject({ method: 'PATCH', url: `/api/employer/events/${id}/`, headers: bearer(token), payload });

describe('interview reminders', () => {
  it('are scheduled when an interview is booked: 18:00 NPT the evening before and one hour before', async () => {
    const today = await freshDay();
    const tomorrow10 = npt(addDays(today, 1), '10:00');
    const b = await bookInterviews([tomorrow10]);
    const [iv] = b.interviews;
    const dayBefore = await reminder(b.companyId, iv!.id, 'day_before');
    const hourBefore = await reminder(b.companyId, iv!.id, 'hour_before');
    expect(dayBefore).toMatchObject({ status: 'pending', runAt: npt(today, '18:00'), attempts: 0 });
    expect(hourBefore).toMatchObject({ status: 'pending', runAt: npt(addDays(today, 1), '09:00'), attempts: 0 });
    expect(dayBefore!.payload).toEqual({ eventId: iv!.id, which: 'day_before', startsAt: tomorrow10.toISOString() });
    // Saving the event again without moving it schedules nothing new.
    expect((await patchEvent(b.token, iv!.id, { notes: 'Bring certificates' })).statusCode).toBe(200);
    expect(await reminder(b.companyId, iv!.id, 'day_before')).toMatchObject({ id: dayBefore!.id, status: 'pending', updatedAt: dayBefore!.updatedAt });
  });

  it('are sent at their time, exactly once, by e-mail to the employer and the candidate and by push', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00')]);
    const candidate = b.interviews[0]!.candidateEmail;
    const w = worker();

    t.clock.set(npt(today, '17:59'));
    await w.runDue();
    expect(mailsTo(b.email)).toHaveLength(0);
    expect(mailsTo(candidate)).toHaveLength(0);

    t.clock.set(npt(today, '18:00'));
    await w.runDue();
    await w.runDue();
    expect(mailsTo(b.email)).toHaveLength(1);
    expect(mailsTo(candidate)).toHaveLength(1);
    const [toEmployer] = mailsTo(b.email);
    const [toCandidate] = mailsTo(candidate);
    expect(toEmployer!.header('subject')).toBe('Reminder: interview with Sita Gurung 1 tomorrow at 10:00');
    expect(toEmployer!.body).toContain('You have an interview with Sita Gurung 1 for Staff Nurse tomorrow at 10:00 (Nepal time).');
    expect(toEmployer!.body).toContain(`/employer/calendar?date=${addDays(today, 1)}&event=${b.interviews[0]!.id}`);
    expect(toCandidate!.header('subject')).toBe('Reminder: your interview with Everest Tech Pvt. Ltd. tomorrow at 10:00');
    expect(toCandidate!.header('reply-to')).toBe(b.email);
    expect(toCandidate!.body).toContain('Where: Patan Hospital, Room 4');
    expect(toCandidate!.header('message-id')).toMatch(/^<interview-reminder\..+\.day_before\.candidate@jagir\.example>$/);
    expect(pushesTo(b.companyId)).toEqual([{
      companyId: b.companyId, userIds: [b.user.id],
      payload: expect.objectContaining({ title: 'Interview tomorrow at 10:00', tag: `interview-reminder-${b.interviews[0]!.id}` }),
    }]);
    expect(await reminder(b.companyId, b.interviews[0]!.id, 'day_before')).toMatchObject({
      status: 'done', attempts: 1, steps: [`mail:member:${b.user.id}`, 'mail:candidate', 'push'],
    });

    t.clock.set(npt(addDays(today, 1), '09:00'));
    await w.runDue();
    t.clock.advance(QUEUE_LEASE_MS * 2);
    await w.runDue();
    expect(mailsTo(b.email).map((m) => m.header('subject'))).toEqual([
      'Reminder: interview with Sita Gurung 1 tomorrow at 10:00', 'Starting soon: interview with Sita Gurung 1 today at 10:00',
    ]);
    expect(mailsTo(candidate)).toHaveLength(2);
    expect(pushesTo(b.companyId)).toHaveLength(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('are sent once when two workers (two server processes) claim at the same moment', async () => {
    const today = await freshDay();
    const starts = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time) => npt(addDays(today, 1), time));
    const b = await bookInterviews(starts);
    const a = worker({ batch: 1 });
    const other = worker({ repos: await secondProcessRepos(), batch: 1 });

    t.clock.set(npt(today, '18:00'));
    const finished = await Promise.all([a.runDue(), other.runDue(), a.runDue(), other.runDue()]);
    expect(finished.reduce((x, y) => x + y, 0)).toBe(6);
    expect(mailsTo(b.email)).toHaveLength(6);
    for (const iv of b.interviews) expect(mailsTo(iv.candidateEmail)).toHaveLength(1);
    expect(pushesTo(b.companyId)).toHaveLength(6);
  });

  it('survive a restart: pending ones are sent by the next process, and a half-sent one is finished without repeats', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00'), npt(addDays(today, 1), '15:00')]);
    const [first, later] = b.interviews;
    // The first process sends the employer's mail of the first interview, then dies while mailing its candidate.
    const dying: Mailer = {
      send: (msg) => (msg.to === first!.candidateEmail ? new Promise<void>(() => {}) : smtp.send(msg)),
      close: async () => {},
    };
    t.clock.set(npt(today, '18:00'));
    void worker({ mailer: dying, batch: 1 }).runDue();
    // Polls until the worker gets there (generous: a busy machine may take seconds), never a fixed wait.
    await vi.waitFor(async () => {
      expect((await reminder(b.companyId, first!.id, 'day_before'))!.steps).toEqual([`mail:member:${b.user.id}`]);
    }, { timeout: 15_000 });

    // The next process picks up the other interview's reminder at once; the half-sent one waits for its lease.
    const restarted = worker();
    await restarted.runDue();
    expect(mailsTo(later!.candidateEmail)).toHaveLength(1);
    expect(mailsTo(first!.candidateEmail)).toHaveLength(0);
    expect(await reminder(b.companyId, first!.id, 'day_before')).toMatchObject({ status: 'running' });

    t.clock.advance(QUEUE_LEASE_MS);
    await restarted.runDue();
    expect(mailsTo(first!.candidateEmail)).toHaveLength(1);
    expect(mailsTo(b.email)).toHaveLength(2); // one per interview: the first one's was not sent again
    expect(pushesTo(b.companyId)).toHaveLength(2);
    expect(await reminder(b.companyId, first!.id, 'day_before')).toMatchObject({ status: 'done', attempts: 2 });

    // A graceful stop, then a new worker started as a server starts: it sends what is due at once.
    await restarted.stop();
    t.clock.set(npt(addDays(today, 1), '09:00'));
    const started = worker();
    started.start();
    await vi.waitFor(() => expect(mailsTo(first!.candidateEmail)).toHaveLength(2), { timeout: 15_000 });
    await started.stop();
    expect(mailsTo(b.email)).toHaveLength(3);
  });

  it('move with the interview, and one whose new time has passed is not sent', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00')]);
    const [iv] = b.interviews;
    const w = worker();
    const moved = await patchEvent(b.token, iv!.id, {
      starts_at: npt(addDays(today, 2), '15:00').toISOString(), ends_at: npt(addDays(today, 2), '16:00').toISOString(),
    });
    expect(moved.statusCode).toBe(200);
    expect(await reminder(b.companyId, iv!.id, 'day_before')).toMatchObject({ status: 'pending', runAt: npt(addDays(today, 1), '18:00') });
    expect(await reminder(b.companyId, iv!.id, 'hour_before')).toMatchObject({ status: 'pending', runAt: npt(addDays(today, 2), '14:00') });

    // The old times pass with nothing sent.
    t.clock.set(npt(addDays(today, 1), '09:30'));
    await w.runDue();
    expect(mailsTo(iv!.candidateEmail)).toHaveLength(0);

    t.clock.set(npt(addDays(today, 1), '18:00'));
    await w.runDue();
    expect(mailsTo(iv!.candidateEmail).map((m) => m.header('subject'))).toEqual(['Reminder: your interview with Everest Tech Pvt. Ltd. tomorrow at 15:00']);

    // Moved after its evening reminder went out, to 11:00 the same day: that evening has passed, only the hour-before one goes.
    t.clock.set(npt(addDays(today, 1), '20:00'));
    expect((await patchEvent(b.token, iv!.id, {
      starts_at: npt(addDays(today, 2), '11:00').toISOString(), ends_at: npt(addDays(today, 2), '12:00').toISOString(),
    })).statusCode).toBe(200);
    expect(await reminder(b.companyId, iv!.id, 'day_before')).toMatchObject({ status: 'done' });
    expect(await reminder(b.companyId, iv!.id, 'hour_before')).toMatchObject({ status: 'pending', runAt: npt(addDays(today, 2), '10:00') });
    t.clock.set(npt(addDays(today, 2), '10:00'));
    await w.runDue();
    await w.runDue();
    expect(mailsTo(iv!.candidateEmail).map((m) => m.header('subject'))).toEqual([
      'Reminder: your interview with Everest Tech Pvt. Ltd. tomorrow at 15:00', 'Starting soon: your interview with Everest Tech Pvt. Ltd. today at 11:00',
    ]);
  });

  it('are cancelled with the interview (cancelled or marked done) and never sent', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00'), npt(addDays(today, 1), '12:00')]);
    const [cancelled, done] = b.interviews;
    expect((await patchEvent(b.token, cancelled!.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await patchEvent(b.token, done!.id, { status: 'done' })).statusCode).toBe(200);
    for (const iv of b.interviews) {
      expect(await reminder(b.companyId, iv.id, 'day_before')).toMatchObject({ status: 'cancelled' });
      expect(await reminder(b.companyId, iv.id, 'hour_before')).toMatchObject({ status: 'cancelled' });
    }
    const w = worker();
    for (const time of ['18:00']) { t.clock.set(npt(today, time)); await w.runDue(); }
    for (const time of ['09:00', '11:00']) { t.clock.set(npt(addDays(today, 1), time)); await w.runDue(); }
    expect(mailsTo(b.email)).toHaveLength(0);
    expect(mailsTo(cancelled!.candidateEmail)).toHaveLength(0);
    expect(mailsTo(done!.candidateEmail)).toHaveLength(0);
    expect(pushesTo(b.companyId)).toHaveLength(0);
  });

  it('whose time has already passed when the interview is booked are not sent', async () => {
    const today = await freshDay(); // 10:00 NPT
    const b = await bookInterviews([npt(today, '12:00'), npt(today, '10:30')]);
    const [noon, soon] = b.interviews;
    expect(await reminder(b.companyId, noon!.id, 'day_before')).toBeUndefined();
    expect(await reminder(b.companyId, noon!.id, 'hour_before')).toMatchObject({ status: 'pending', runAt: npt(today, '11:00') });
    expect(await reminder(b.companyId, soon!.id, 'hour_before')).toBeUndefined();

    const w = worker();
    await w.runDue();
    expect(mailsTo(b.email)).toHaveLength(0);
    t.clock.set(npt(today, '11:00'));
    await w.runDue();
    expect(mailsTo(noon!.candidateEmail).map((m) => m.header('subject'))).toEqual(['Starting soon: your interview with Everest Tech Pvt. Ltd. today at 12:00']);
    expect(mailsTo(soon!.candidateEmail)).toHaveLength(0);
  });

  it('late after an outage: only the nearer reminder goes, and none once the interview has begun', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00'), npt(addDays(today, 1), '09:30')]);
    const [ten, early] = b.interviews;
    // The server was down from before 18:00 until 09:45 the next day.
    t.clock.set(npt(addDays(today, 1), '09:45'));
    await worker().runDue();
    expect(mailsTo(ten!.candidateEmail).map((m) => m.header('subject'))).toEqual(['Starting soon: your interview with Everest Tech Pvt. Ltd. today at 10:00']);
    expect(mailsTo(early!.candidateEmail)).toHaveLength(0);
    expect(await reminder(b.companyId, early!.id, 'hour_before')).toMatchObject({ status: 'skipped' });
  });

  it('respect the employer\'s switch, skip a withdrawn candidate, and retry a failed send without repeating the rest', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00'), npt(addDays(today, 1), '11:00')]);
    const [kept, withdrawn] = b.interviews;
    const off = await t.inject({ method: 'PATCH', url: '/api/settings/notifications/', headers: bearer(b.token), payload: { interview_reminders: false } });
    expect(off.statusCode).toBe(200);
    await t.database.db.execute(sql`update applications set status = 'withdrawn' where id = ${withdrawn!.applicationId}`);

    // The candidate's mail fails once: the push waits, and the retry sends only what is left.
    let failOnce = true;
    const flaky: Mailer = {
      async send(msg) {
        if (msg.to === kept!.candidateEmail && failOnce) { failOnce = false; throw new Error('connection refused'); }
        await smtp.send(msg);
      },
      close: async () => {},
    };
    t.clock.set(npt(today, '18:00'));
    const w = worker({ mailer: flaky });
    await w.runDue();
    expect(await reminder(b.companyId, kept!.id, 'day_before')).toMatchObject({
      status: 'pending', attempts: 1, steps: [`mail:member:${b.user.id}`], lastError: 'connection refused', runAt: npt(today, '18:01'),
    });
    expect(log.warn).toHaveBeenCalled();
    t.clock.set(npt(today, '18:01'));
    await w.runDue();
    expect(mailsTo(b.email)).toHaveLength(0); // switched off
    expect(mailsTo(kept!.candidateEmail)).toHaveLength(1);
    expect(mailsTo(withdrawn!.candidateEmail)).toHaveLength(0);
    expect(pushesTo(b.companyId).map((p) => p.payload.tag)).toEqual([`interview-reminder-${kept!.id}`]);
    expect(await reminder(b.companyId, kept!.id, 'day_before')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await reminder(b.companyId, withdrawn!.id, 'day_before')).toMatchObject({ status: 'skipped' });
  });

  it('belong to their company: another company cannot move or cancel them', async () => {
    const today = await freshDay();
    const b = await bookInterviews([npt(addDays(today, 1), '10:00')]);
    const other = await registerEmployer(t);
    const otherCompany = (await t.app.repos.memberships.companyOfUser(other.user.id))!;
    const key = `${b.interviews[0]!.id}:day_before`;
    expect(await t.app.repos.queue.cancel(otherCompany, INTERVIEW_REMINDER_JOB, [key], t.clock.now())).toBe(0);
    await t.app.repos.queue.schedule(otherCompany, { kind: INTERVIEW_REMINDER_JOB, dedupeKey: key, payload: { x: 1 }, runAt: t.clock.now() }, t.clock.now());
    expect(await reminder(b.companyId, b.interviews[0]!.id, 'day_before')).toMatchObject({ status: 'pending', runAt: npt(today, '18:00') });
    expect(kathmanduDate(t.clock.now())).toBe(today);
  });
});
