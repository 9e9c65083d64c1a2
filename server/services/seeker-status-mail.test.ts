// E-mails to a job seeker about their applications (docs/seekers.md "E-mails"), end to end on the test clock: the
// employer moves an application through the API, the queue worker sends through a real SMTP peer, and the
// one-click unsubscribe of the mail's own header turns them off.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobSeekers } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { type ReceivedMail, setupSmtpPeer } from '../test/smtp-peer';
import { apply, createJob, seekerByEmail } from '../test/workspace-fixtures';
import { createQueueWorker } from './queue-worker';
import { SEEKER_STATUS_MAIL_JOB, seekerStatusMailHandler, STATUS_MAIL_DELAY_MS } from './seeker-status-mail';

const t = setupTestApp();
const mail = setupSmtpPeer();

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const worker = () => createQueueWorker({
  queue: t.app.repos.queue, clock: t.clock, log,
  handlers: { [SEEKER_STATUS_MAIL_JOB]: seekerStatusMailHandler({ repos: t.app.repos, mailer: mail.mailer, config: t.config }) },
});

const mailsTo = (email: string): ReceivedMail[] => mail.received.filter((m) => m.to.includes(email));

async function applicant(o: { company?: string; title?: string } = {}) {
  const employer = await registerEmployer(t, { fullName: o.company ?? 'Everest Bank Ltd.' });
  const job = await createJob(t, employer.token, { title: o.title ?? 'Teller' });
  const applied = await apply(t, job.id, { full_name: 'Gita Rai' });
  const move = async (status: string, reason?: string) => {
    const res = await t.inject({
      method: 'PATCH', url: `/api/applications/${applied.id}/status/`, headers: bearer(employer.token), payload: { status, ...(reason && { reason }) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { employer, job, applied, move };
}

/** The subject, its encoded words (RFC 2047, base64) decoded. */
const decodedSubject = (m: ReceivedMail) => m.header('subject')
  .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_w, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));

/** Runs the worker after the mails' delay (and once before it, which must send nothing). */
async function afterDelay(email: string): Promise<ReceivedMail[]> {
  const before = mailsTo(email).length;
  await worker().runDue();
  expect(mailsTo(email)).toHaveLength(before);
  t.clock.advance(STATUS_MAIL_DELAY_MS);
  await worker().runDue();
  return mailsTo(email).slice(before);
}

describe('status e-mails to the job seeker', () => {
  it('tells an interview, an offer and a hire, with a one-click unsubscribe; never a shortlist', async () => {
    const { applied, move } = await applicant();
    await move('shortlisted');
    expect(await afterDelay(applied.email)).toEqual([]);

    await move('interview');
    const [interview] = await afterDelay(applied.email);
    expect(interview!.header('subject')).toBe('Everest Bank Ltd. would like to interview you');
    expect(interview!.body).toContain('Hello Gita Rai,');
    expect(interview!.body).toContain('moved your application for Teller to the interview stage');
    expect(interview!.body).toContain('Everest Bank Ltd. will get in touch with the time and place.');
    expect(interview!.body).toContain(`/seeker/applications/${applied.id}`);
    expect(interview!.header('list-unsubscribe')).toMatch(/^<http.*\/api\/seeker\/unsubscribe\/\?token=[^>]+>$/);
    expect(interview!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(interview!.body).toMatch(/\/seeker\/unsubscribe\?token=/);

    await move('offered');
    const [offer] = await afterDelay(applied.email);
    expect(offer!.header('subject')).toBe('An offer from Everest Bank Ltd.');

    await move('hired');
    const [hired] = await afterDelay(applied.email);
    expect(hired!.header('subject')).toBe('You are hired at Everest Bank Ltd.');
    // The worker has nothing left: each move is told once.
    expect(await afterDelay(applied.email)).toEqual([]);
  });

  it('says "not selected" kindly, in the language they applied in, and never the reason', async () => {
    const { applied, move } = await applicant({ company: 'Himal Traders', title: 'Accountant' });
    const seeker = (await seekerByEmail(t, applied.email))!;
    await t.database.db.update(jobSeekers).set({ locale: 'ne' }).where(eq(jobSeekers.id, seeker.id));
    await move('rejected', 'Internal: salary expectation far too high');
    const [mail] = await afterDelay(applied.email);
    expect(decodedSubject(mail!)).toBe('Himal Traders मा तपाईंको आवेदन');
    expect(mail!.body).toContain('यस पटक उहाँहरूले तपाईंको आवेदन अगाडि नबढाउने निर्णय गर्नुभएको छ');
    expect(mail!.body).toContain('lang="ne"');
    expect(mail!.body).not.toContain('salary expectation');
    expect(mail!.raw).not.toContain('salary expectation');
  });

  it('sends nothing for a hire undone within its window, nor for a rejection reconsidered before the mail went', async () => {
    const { applied, move } = await applicant();
    await move('shortlisted');
    await move('interview');
    await move('offered');
    // Moved on before its mail went: only where it stands now is told.
    expect((await afterDelay(applied.email)).map((m) => m.header('subject'))).toEqual(['An offer from Everest Bank Ltd.']);
    await move('hired');
    t.clock.advance(5_000);
    await move('offered'); // the undo, within the window
    expect(await afterDelay(applied.email)).toEqual([]);

    await move('rejected', 'Wrong candidate');
    t.clock.advance(30_000);
    await move('applied'); // reconsidered at once
    expect(await afterDelay(applied.email)).toEqual([]);
  });

  it('skips the interview mail when the interview was booked in the calendar meanwhile: the booking e-mail told it', async () => {
    const { employer, applied, move } = await applicant();
    await move('shortlisted');
    await move('interview');
    const start = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    const booked = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(employer.token),
      payload: { kind: 'interview', application: applied.id, starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString() },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await afterDelay(applied.email)).toEqual([]);
  });

  it('gives the time of an interview booked before the move (an application reconsidered after a rejection)', async () => {
    const { employer, applied, move } = await applicant();
    await move('shortlisted');
    const start = new Date('2025-04-20T04:15:00Z'); // 10:00 in Kathmandu
    const booked = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(employer.token),
      payload: { kind: 'interview', application: applied.id, starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString() },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await move('rejected', 'Changed our mind');
    t.clock.advance(10_000);
    await move('applied');
    await move('shortlisted');
    await move('interview');
    const [mail] = await afterDelay(applied.email);
    expect(mail!.header('subject')).toBe('Everest Bank Ltd. would like to interview you');
    expect(mail!.body).toMatch(/Your interview: Sun, 20 Apr 2025 \(7 Baisakh 2082 BS\), 10:00.11:00 Nepal time\./);
    expect(mail!.body).not.toContain('will get in touch');
  });

  it('turns off with one click of the header (no sign-in); a forged token is refused; the seeker can turn them on again', async () => {
    const { applied, move } = await applicant();
    await move('shortlisted');
    await move('interview');
    const [mail] = await afterDelay(applied.email);
    const oneClick = /^<(.+)>$/.exec(mail!.header('list-unsubscribe'))![1]!;
    const url = new URL(oneClick);

    const forged = url.searchParams.get('token')!.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const refused = await t.inject({ method: 'POST', url: `/api/seeker/unsubscribe/?token=${encodeURIComponent(forged)}`, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'This link is not valid. You can turn these e-mails off in your space instead.' });

    // As a mail program posts it (RFC 8058).
    const off = await t.inject({
      method: 'POST', url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ detail: 'You will no longer get e-mails about your applications.' });
    // Twice is not an error (the page posts JSON).
    expect((await t.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: {} })).statusCode).toBe(200);

    await move('offered');
    expect(await afterDelay(applied.email)).toEqual([]);

    // Signed in, the job seeker sees the switch off and turns it on again.
    t.clock.advance(120_000);
    expect((await t.inject({ method: 'POST', url: '/api/seeker/auth/send-otp/', payload: { email: applied.email } })).statusCode).toBe(200);
    const signIn = await t.inject({ method: 'POST', url: '/api/seeker/auth/verify-otp/', payload: { email: applied.email, otp_code: t.mailer.lastCode(applied.email) } });
    const token = (signIn.json() as { token: string }).token;
    expect((await t.inject({ method: 'GET', url: '/api/seeker/settings/', headers: bearer(token) })).json()).toEqual({ status_emails: false });
    const on = await t.inject({ method: 'PATCH', url: '/api/seeker/settings/', headers: bearer(token), payload: { status_emails: true } });
    expect(on.json()).toEqual({ status_emails: true });
    await move('hired');
    expect(await afterDelay(applied.email)).toHaveLength(1);
  });

  it('sends nothing to a job seeker who deleted their data', async () => {
    const { applied, move } = await applicant();
    await move('shortlisted');
    await move('interview');
    const seeker = (await seekerByEmail(t, applied.email))!;
    await t.app.repos.transaction((tx) => tx.seekerPrivacy.erase(seeker.id, t.clock.now()));
    expect(await afterDelay(applied.email)).toEqual([]);
  });
});
