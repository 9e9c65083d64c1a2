// Saved searches, their daily and weekly alerts and the best match for a job seeker (docs/seekers.md "Finding
// jobs"), end to end on the test clock: the alert pass runs on the job queue and sends through a real SMTP peer,
// on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCHES_MAX } from '../../src/domain/saved-search';
import { jobSeekers, savedSearches } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { type ReceivedMail, setupSmtpPeer } from '../test/smtp-peer';
import { addSeeker, createJob, signInSeeker } from '../test/workspace-fixtures';
import { JOB_ALERTS_JOB, jobAlertsHandler, scheduleJobAlerts } from './job-alerts';
import { createQueueWorker } from './queue-worker';

const t = setupTestApp();
const DAY = 86_400_000;
const mail = setupSmtpPeer();

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const worker = () => createQueueWorker({
  queue: t.app.repos.queue, clock: t.clock, log,
  handlers: { [JOB_ALERTS_JOB]: jobAlertsHandler({ repos: t.app.repos, mailer: mail.mailer, config: t.config, log }) },
});
const mailsTo = (email: string): ReceivedMail[] => mail.received.filter((m) => m.to.includes(email));
/** The subject, its encoded words (RFC 2047, base64 or quoted-printable) decoded. */
const decodedSubject = (m: ReceivedMail) => m.header('subject')
  .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_w, b64: string) => Buffer.from(b64, 'base64').toString('utf8'))
  .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_w, q: string) => decodeURIComponent(q.replace(/_/g, ' ').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1')));

/** Moves the clock a day at a time (the pass is daily) and lets what is due run. */
async function days(n: number) {
  for (let i = 0; i < n; i++) {
    t.clock.advance(DAY);
    await worker().runDue();
  }
}

/** A job seeker signed in through the API; returns their token and e-mail. */
async function seeker(o: { district?: string; skills?: string[]; locale?: 'en' | 'ne' } = {}) {
  const email = `alerts.${Math.random().toString(36).slice(2)}@example.com`;
  const id = await addSeeker(t, { email, fullName: 'Gita Rai', district: o.district ?? 'Kathmandu', skills: o.skills ?? ['React'] });
  if (o.locale) await t.database.db.update(jobSeekers).set({ locale: o.locale }).where(eq(jobSeekers.id, id));
  return { id, email, token: await signInSeeker(t, email) };
}

const save = async (token: string, filters: Record<string, string>, frequency: 'daily' | 'weekly') => {
  const res = await t.inject({ method: 'POST', url: '/api/seeker/saved-searches/', headers: bearer(token), payload: { filters, frequency } });
  expect(res.statusCode, res.body).toBe(201);
  // Jobs published from now on are new to it.
  t.clock.advance(60_000);
  return res.json() as { id: string };
};

describe('job alerts', () => {
  it('a daily alert mails a new job once, nothing on a day without one, and stops with its one-click unsubscribe', async () => {
    await scheduleJobAlerts(t.app.repos.queue, t.clock.now());
    const employer = await registerEmployer(t, { fullName: 'Everest Bank Ltd.' });
    const gita = await seeker();
    await save(gita.token, { search: 'teller', district: 'Kathmandu' }, 'daily');

    await createJob(t, employer.token, { title: 'Teller', district: 'Kathmandu' });
    await createJob(t, employer.token, { title: 'Teller', province: 'Gandaki', district: 'Kaski' }); // another district
    await createJob(t, employer.token, { title: 'Driver', district: 'Kathmandu' }); // other words
    await days(1);
    const [mail, ...more] = mailsTo(gita.email);
    expect(more).toEqual([]);
    expect(decodedSubject(mail!)).toBe('1 new job: “teller” · Kathmandu');
    expect(mail!.body).toContain('Teller at Everest Bank Ltd., Kathmandu');
    expect(mail!.body).not.toContain('Driver');
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The same pass again, and the next day with no new job: nothing.
    await worker().runDue();
    await days(1);
    expect(mailsTo(gita.email)).toHaveLength(1);

    // A new job the day after: told once, without the first one.
    await createJob(t, employer.token, { title: 'Senior Teller', district: 'Kathmandu' });
    await days(1);
    expect(mailsTo(gita.email)).toHaveLength(2);
    expect(mailsTo(gita.email)[1]!.body).toContain('Senior Teller');
    expect(mailsTo(gita.email)[1]!.body).not.toMatch(/>Teller at/);

    // The mail program's one-click unsubscribe (RFC 8058) turns this alert off; twice is not an error.
    const oneClick = new URL(/<([^>]+)>/.exec(mail!.header('list-unsubscribe'))![1]!);
    for (let i = 0; i < 2; i++) {
      const off = await t.inject({
        method: 'POST', url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().detail).toBe('This job alert is off: you will get no more e-mails for this search.');
    }
    await createJob(t, employer.token, { title: 'Head Teller', district: 'Kathmandu' });
    await days(2);
    expect(mailsTo(gita.email)).toHaveLength(2);
    // A forged alert token is refused.
    const forged = oneClick.search.replace(/token=alert\.([^.]+)\.[0-9a-f]{32}/, `token=alert.$1.${'0'.repeat(32)}`);
    expect((await t.inject({ method: 'POST', url: `${oneClick.pathname}${forged}`, payload: {} })).statusCode).toBe(400);
  });

  it('a weekly alert waits a week, in the job seeker\'s language', async () => {
    await scheduleJobAlerts(t.app.repos.queue, t.clock.now());
    const employer = await registerEmployer(t, { fullName: 'Himal Traders' });
    const hari = await seeker({ locale: 'ne' });
    await save(hari.token, { category: 'Technology' }, 'weekly');
    await createJob(t, employer.token, { title: 'Web Developer' });
    await days(6);
    expect(mailsTo(hari.email)).toEqual([]);
    await days(1);
    const [mail, ...more] = mailsTo(hari.email);
    expect(more).toEqual([]);
    expect(decodedSubject(mail!)).toMatch(/नयाँ जागिर/);
    expect(mail!.body).toContain('Web Developer');
    await days(7);
    expect(mailsTo(hari.email)).toHaveLength(1);
  });
});

describe('saved searches', () => {
  it('are the job seeker\'s own: listed, changed and deleted; another\'s answers 404', async () => {
    const gita = await seeker();
    const other = await seeker();
    const saved = await save(gita.token, { search: 'nurse', province: 'Bagmati' }, 'daily');
    const list = await t.inject({ method: 'GET', url: '/api/seeker/saved-searches/', headers: bearer(gita.token) });
    expect(list.json().results).toMatchObject([{ id: saved.id, filters: { search: 'nurse', province: 'Bagmati' }, frequency: 'daily' }]);
    expect((await t.inject({ method: 'GET', url: '/api/seeker/saved-searches/', headers: bearer(other.token) })).json().results).toEqual([]);

    const url = `/api/seeker/saved-searches/${saved.id}/`;
    expect((await t.inject({ method: 'PATCH', url, headers: bearer(other.token), payload: { frequency: 'weekly' } })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url, headers: bearer(other.token) })).statusCode).toBe(404);
    const changed = await t.inject({ method: 'PATCH', url, headers: bearer(gita.token), payload: { frequency: 'weekly' } });
    expect(changed.json()).toMatchObject({ frequency: 'weekly' });
    expect((await t.inject({ method: 'DELETE', url, headers: bearer(gita.token) })).statusCode).toBe(204);
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id))).toEqual([]);
  });

  it('stop at the limit, also when the last ones are saved at the same moment', async () => {
    const gita = await seeker();
    for (let i = 1; i < SAVED_SEARCHES_MAX; i++) await save(gita.token, { search: `job ${i}` }, 'weekly');
    const answers = await Promise.all([1, 2, 3, 4].map((n) => t.inject({
      method: 'POST', url: '/api/seeker/saved-searches/', headers: bearer(gita.token), payload: { filters: { search: `at once ${n}` }, frequency: 'daily' },
    })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({ non_field_errors: [`You can keep at most ${SAVED_SEARCHES_MAX} saved searches. Delete one on your Job alerts page first.`] });
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.jobSeekerId, gita.id))).toHaveLength(SAVED_SEARCHES_MAX);
  });
});

describe('best match for me', () => {
  it('ranks open jobs by the match score against the job seeker\'s profile, with reasons in their own words', async () => {
    const employer = await registerEmployer(t, { fullName: 'Pokhara Tech' });
    const far = await createJob(t, employer.token, { title: 'Best Match Far', province: 'Gandaki', district: 'Kaski', skills: ['Java'] });
    const near = await createJob(t, employer.token, { title: 'Best Match Near', district: 'Lalitpur', skills: ['React'] });
    const gita = await seeker({ district: 'Lalitpur', skills: ['React', 'TypeScript'] });
    const res = await t.inject({ method: 'GET', url: '/api/seeker/jobs/best-match/?search=best%20match', headers: bearer(gita.token) });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { job: { id: string }; match: { score: number; reasons: { text: string }[] } }[];
    expect(results.map((r) => r.job.id)).toEqual([near.id, far.id]);
    expect(results[0]!.match.score).toBeGreaterThan(results[1]!.match.score);
    expect(results[0]!.match.reasons.map((r) => r.text)).toContain('In Lalitpur, where you live');
    // Without a seeker's token the operation is closed.
    expect((await t.inject({ method: 'GET', url: '/api/seeker/jobs/best-match/' })).statusCode).toBe(401);
  });
});
