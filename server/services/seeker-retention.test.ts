// The daily retention pass (docs/seekers.md "Retention") on the test clock: scheduled on the job queue, run by its
// worker, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { conversations, jobSeekers, messages, queueJobs, resumes } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { apply, createJob, seekerByEmail } from '../test/workspace-fixtures';
import { applicationDetail } from './applications';
import { createQueueWorker } from './queue-worker';
import { RETENTION_MONTHS, scheduleRetention, SEEKER_RETENTION_JOB, seekerRetentionHandler } from './seeker-retention';

const t = setupTestApp();
const DAY = 86_400_000;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const worker = () => createQueueWorker({
  queue: t.app.repos.queue, clock: t.clock, log,
  handlers: { [SEEKER_RETENTION_JOB]: seekerRetentionHandler({ repos: t.app.repos, log }) },
});

const months = (n: number) => {
  const d = t.clock.now();
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.getTime() - t.clock.now().getTime();
};

/** Moves the clock by `ms` and lets the daily passes due by then run (one per day, as the servers would). */
async function liveFor(ms: number) {
  const end = t.clock.now().getTime() + ms;
  while (t.clock.now().getTime() < end) {
    t.clock.advance(Math.min(DAY, end - t.clock.now().getTime()));
    await worker().runDue();
  }
}

async function companyOf(userId: string) {
  return (await t.app.repos.memberships.companyOfUser(userId))!;
}

describe('applications to jobs that ended long ago', () => {
  it('anonymises them after 24 months: a job seeker with only old ones is erased, one with newer ones keeps their name there', async () => {
    await scheduleRetention(t.app.repos.queue, t.clock.now());
    const everest = await registerEmployer(t, { fullName: 'Everest Bank Ltd.' });
    const himal = await registerEmployer(t, { fullName: 'Himal Traders' });
    const teller = await createJob(t, everest.token, { title: 'Teller' });

    const onlyOld = await apply(t, teller.id, { full_name: 'Gita Rai', cover_letter: 'Old letter of Gita.' });
    const both = await apply(t, teller.id, { full_name: 'Hari Gurung', cover_letter: 'Old letter of Hari.' });
    const oldOfBoth = both.id;
    const hari = (await seekerByEmail(t, both.email))!;
    const gita = (await seekerByEmail(t, onlyOld.email))!;
    // Everest messages Hari about the teller job.
    const conversation = (await t.inject({
      method: 'POST', url: '/api/employer/conversations/', headers: bearer(everest.token), payload: { job_seeker: hari.id, application: oldOfBoth },
    })).json().id as string;
    expect((await t.inject({
      method: 'POST', url: `/api/employer/conversations/${conversation}/messages/`, headers: bearer(everest.token),
      payload: { body: 'Can you come on Sunday?', client_key: randomUUID() },
    })).statusCode).toBe(201);
    expect((await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${teller.id}/`, headers: bearer(everest.token), payload: { status: 'closed' } })).statusCode).toBe(200);

    // A year later Hari applies for a job that is still open when the teller job's applications are anonymised.
    await liveFor(months(12));
    const accountant = await createJob(t, himal.token, { title: 'Accountant' });
    const newer = await apply(t, accountant.id, { email: both.email, full_name: 'Hari Gurung', cover_letter: 'New letter of Hari.' });

    // Not a day early: 24 months after the close, less a day, everything is as it was.
    await liveFor(months(RETENTION_MONTHS - 12) - 2 * DAY);
    expect((await seekerByEmail(t, onlyOld.email))!.fullName).toBe('Gita Rai');
    const everestId = await companyOf(everest.user.id);
    expect((await applicationDetail(t.app.repos.applications, t.config, everestId, oldOfBoth, t.clock.now())).job_seeker.full_name).toBe('Hari Gurung');

    await liveFor(3 * DAY);
    // Gita had only the old application: erased as her own deletion does.
    const erased = (await t.database.db.select().from(jobSeekers).where(eq(jobSeekers.id, gita.id)))[0]!;
    expect(erased).toMatchObject({ fullName: '', phone: '', email: `deleted-${gita.id}@deleted.invalid` });
    expect(erased.deletedAt).not.toBeNull();
    const gitaApp = await applicationDetail(t.app.repos.applications, t.config, everestId, onlyOld.id, t.clock.now());
    expect(gitaApp).toMatchObject({ job_seeker: { full_name: 'Deleted candidate' }, email: '', cover_letter: '', resume_url: null });

    // Hari's old application: "Deleted candidate" for Everest, with no letter, résumé or messages.
    const hariOld = await applicationDetail(t.app.repos.applications, t.config, everestId, oldOfBoth, t.clock.now());
    expect(hariOld).toMatchObject({ job_seeker: { full_name: 'Deleted candidate' }, email: '', phone: '', cover_letter: '', resume_url: null });
    expect(hariOld.job_seeker.id).not.toBe(hari.id);
    expect(hariOld.history.map((h) => h.to)).toEqual(['applied']);
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, conversation))).toEqual([]);
    const [moved] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversation));
    expect(moved!.jobSeekerId).toBe(hariOld.job_seeker.id);
    // ...and himself for Himal, with his newer application and its résumé.
    const himalId = await companyOf(himal.user.id);
    const hariNew = await applicationDetail(t.app.repos.applications, t.config, himalId, newer.id, t.clock.now());
    expect(hariNew).toMatchObject({ job_seeker: { id: hari.id, full_name: 'Hari Gurung' }, email: both.email, cover_letter: 'New letter of Hari.' });
    expect(hariNew.resume_url).not.toBeNull();
    expect(await t.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.jobSeekerId, hari.id))).toHaveLength(1);
    expect((await t.app.repos.seekerSpace.applications(hari.id)).map((a) => a.id)).toEqual([newer.id]);
    // Everest can no longer message the old applicant.
    expect((await t.app.repos.seekerPrivacy.isDeleted(hariOld.job_seeker.id))).toBe(true);

    // One pass a day: the next one is waiting, and running again changes nothing more.
    const pending = await t.database.db.select().from(queueJobs)
      .where(and(eq(queueJobs.kind, SEEKER_RETENTION_JOB), eq(queueJobs.status, 'pending')));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(pending[0]!.runAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(DAY);
    await liveFor(DAY);
    expect((await t.app.repos.seekerSpace.applications(hari.id)).map((a) => a.id)).toEqual([newer.id]);
  });

  it('schedules one pass a day however many processes ask', async () => {
    const now = t.clock.now();
    await scheduleRetention(t.app.repos.queue, now);
    await scheduleRetention(t.app.repos.queue, now);
    const rows = await t.database.db.select().from(queueJobs)
      .where(and(eq(queueJobs.kind, SEEKER_RETENTION_JOB), eq(queueJobs.status, 'pending')));
    expect(rows).toHaveLength(1);
  });
});
