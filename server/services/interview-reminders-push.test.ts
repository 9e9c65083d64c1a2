// The reminder's push through the real push service (web-push, VAPID, RFC 8291 encryption) to a local push
// receiver that decrypts it: the reminder reaches the devices that want interview reminders, and no other.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, kathmanduInstant } from '../../src/domain/calendar';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { startPushReceiver, type PushReceiver } from '../test/push-receiver';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { apply, createJob } from '../test/workspace-fixtures';
import { INTERVIEW_REMINDER_JOB, interviewReminderHandler } from './interview-reminders';
import type { Mailer } from './mail';
import { createQueueWorker } from './queue-worker';

const t = setupTestApp({ env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
let receiver: PushReceiver;
let peer: SmtpPeer;
let smtp: Mailer;
beforeAll(async () => {
  receiver = await startPushReceiver();
  peer = await startSmtpPeer();
  smtp = peer.mailer();
});
afterAll(async () => {
  await smtp?.close();
  await peer?.close();
  await receiver?.close();
});

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const worker = () => createQueueWorker({
  queue: t.app.repos.queue, clock: t.clock, log,
  handlers: { [INTERVIEW_REMINDER_JOB]: interviewReminderHandler({ repos: t.app.repos, mailer: smtp, config: t.config, push: t.app.push }) },
});

describe('interview reminder push', () => {
  it('arrives encrypted at the devices that want interview reminders, opening the interview', async () => {
    const today = '2025-08-10';
    t.clock.set(kathmanduInstant(today, '09:00'));
    const employer = await registerEmployer(t);
    const wants = receiver.subscription(`wants-${randomUUID()}`);
    const declines = receiver.subscription(`declines-${randomUUID()}`);
    const subscribe = (payload: object) => t.inject({ method: 'POST', url: '/api/settings/push-subscriptions/', headers: bearer(employer.token), payload });
    expect((await subscribe(wants)).statusCode).toBe(201);
    expect((await subscribe({ ...declines, kinds: { interview_reminder: false } })).statusCode).toBe(201);

    const job = await createJob(t, employer.token, { title: 'Staff Nurse' });
    const application = await apply(t, job.id, { full_name: 'Sita Gurung' });
    const startsAt = kathmanduInstant(addDays(today, 1), '10:00');
    const booked = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(employer.token),
      payload: { kind: 'interview', application: application.id, starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(), location: 'Patan' },
    });
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json() as { id: string };
    // The application itself was pushed too (new_application), sent in the background: only reminders count here.
    const reminders = () => receiver.received.filter((p) => (p.payload as { tag?: string }).tag === `interview-reminder-${id}`);

    t.clock.set(kathmanduInstant(today, '18:00'));
    await worker().runDue();

    const arrived = reminders();
    expect(arrived.map((p) => p.name)).toEqual([wants.endpoint.split('/').pop()]);
    expect(arrived[0]!.payload).toMatchObject({
      title: 'Interview tomorrow at 10:00',
      body: expect.stringContaining('Sita Gurung for Staff Nurse'),
      url: expect.stringContaining(id),
      tag: `interview-reminder-${id}`,
    });

    // The worker running again sends nothing twice.
    await worker().runDue();
    expect(reminders()).toHaveLength(1);
  });
});
