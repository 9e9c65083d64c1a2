import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_VERSION } from '../../src/domain/privacy';
import { otps, resumes, savedApplicants, savedSearches, seekerSessions, swipeDecisions } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { apply, createJob, seekerByEmail, signInSeeker } from '../test/workspace-fixtures';

const t = setupTestApp();

const get = (token: string, url: string) => t.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload: object) => t.inject({ method: 'POST', url, headers: bearer(token), payload });

/** Signs the job seeker in, after the wait before another code may be sent to the same address. */
async function signIn(email: string): Promise<string> {
  t.clock.advance(120_000);
  return signInSeeker(t, email);
}

/** The reply link in the last mail to `to`. */
function replyToken(to: string): string {
  const mail = t.mailer.sent.filter((m) => m.to === to).at(-1);
  return /\/reply#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

/**
 * An employer who messaged, saved, swiped and commented on an applicant who answered; and a second applicant of
 * the same job, whose data must never show in the first one's download nor go with their erasure.
 */
async function busyApplicant() {
  // A surname of its own, so candidate search finds this applicant only.
  const surname = `Rai${randomUUID().replace(/[^a-z]/g, '')}`;
  const employer = await registerEmployer(t, { fullName: 'Everest Bank Ltd.' });
  const job = await createJob(t, employer.token, { title: 'Teller', skills: ['Cash handling'] });
  const applied = await apply(t, job.id, { full_name: `Gita ${surname}`, skills: 'Cash handling, Nepali', cover_letter: 'Hire me, please.' });
  const other = await apply(t, job.id, { full_name: 'Hari Gurung', cover_letter: 'The other cover letter.' });
  const seeker = (await seekerByEmail(t, applied.email))!;
  const conversation = (await post(employer.token, '/api/employer/conversations/', { job_seeker: seeker.id, application: applied.id })).json().id as string;
  expect((await post(employer.token, `/api/employer/conversations/${conversation}/messages/`, { body: 'Can you come on Sunday?', client_key: randomUUID() })).statusCode).toBe(201);
  const answered = await t.inject({ method: 'POST', url: '/api/replies/messages/', payload: { token: replyToken(applied.email), body: 'Yes, at 10.', client_key: randomUUID() } });
  expect(answered.statusCode).toBe(201);
  expect((await post(employer.token, '/api/employer/save-applicant/', { job_seeker: seeker.id, note: 'Strong on cash' })).statusCode).toBe(201);
  expect((await post(employer.token, `/api/applications/${applied.id}/comments/`, { body: 'Internal: a bit slow at the interview.' })).statusCode).toBe(201);
  return { employer, job, applied, other, seeker, conversation, surname };
}

describe('a job seeker downloads their data', () => {
  it('has their profile, applications with the seeker-facing timeline, messages both ways and consents; nothing of the team or of others', async () => {
    const { applied, other, surname } = await busyApplicant();
    const token = await signIn(applied.email);
    expect((await post(token, '/api/seeker/saved-searches/', { filters: { search: 'teller' }, frequency: 'weekly' })).statusCode).toBe(201);
    const res = await get(token, '/api/seeker/privacy/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ full_name: `Gita ${surname}`, email: applied.email, phone: '9841234567', skills: ['Cash handling', 'Nepali'] });
    expect(data.applications).toEqual([expect.objectContaining({
      id: applied.id, job_title: 'Teller', company_name: 'Everest Bank Ltd.', status: 'applied', cover_letter: 'Hire me, please.',
      resume_file: 'resume.pdf', timeline: [{ status: 'applied', at: expect.any(String) }],
    })]);
    expect(data.messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([['employer', 'Can you come on Sunday?'], ['me', 'Yes, at 10.']]);
    expect(data.consents).toEqual([
      { purpose: 'apply', privacy_version: PRIVACY_VERSION, application: applied.id, at: expect.any(String) },
      { purpose: 'seeker_sign_in', privacy_version: PRIVACY_VERSION, application: null, at: expect.any(String) },
    ]);
    expect(data.saved_searches).toEqual([expect.objectContaining({ filters: { search: 'teller' }, frequency: 'weekly' })]);
    const text = res.body;
    for (const secret of ['Strong on cash', 'Internal: a bit slow', 'Hari Gurung', other.email, 'The other cover letter', 'match']) expect(text).not.toContain(secret);
  });

  it('is for a seeker\'s token only', async () => {
    const { employer } = await busyApplicant();
    expect((await get(employer.token, '/api/seeker/privacy/export/')).statusCode).toBe(401);
    expect((await post(employer.token, '/api/seeker/privacy/delete/', { confirm: true })).statusCode).toBe(401);
  });
});

describe('a job seeker deletes their data', () => {
  it('asks for the confirmation first', async () => {
    const { applied } = await busyApplicant();
    const token = await signIn(applied.email);
    const res = await post(token, '/api/seeker/privacy/delete/', { confirm: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ confirm: ['Confirm that you want to delete your data.'] });
    expect((await get(token, '/api/seeker/me/')).statusCode).toBe(200);
  });

  it('erases them everywhere; the employer keeps a consistent pipeline with a "Deleted candidate" in it', async () => {
    const { employer, job, applied, other, seeker, conversation, surname } = await busyApplicant();
    const swiped = await post(employer.token, '/api/employer/swipe/decisions/', { key: randomUUID(), kind: 'right', candidate: seeker.id, job: job.id });
    expect(swiped.statusCode).toBeLessThan(300);
    const token = await signIn(applied.email);
    const secondDevice = await signIn(applied.email);
    const before = (await get(employer.token, `/api/applications/?job=${job.id}`)).json();
    const found = (await get(employer.token, `/api/employer/jobseekers/?q=${surname}`)).json();
    expect(found.count).toBe(1);

    expect((await post(token, '/api/seeker/saved-searches/', { filters: {}, frequency: 'daily' })).statusCode).toBe(201);
    const res = await post(token, '/api/seeker/privacy/delete/', { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Your data has been deleted.' });
    expect(await t.database.db.select().from(savedSearches).where(eq(savedSearches.jobSeekerId, seeker.id))).toEqual([]);

    // Every session ended.
    expect((await get(token, '/api/seeker/me/')).statusCode).toBe(401);
    expect((await get(secondDevice, '/api/seeker/me/')).statusCode).toBe(401);
    const { db } = t.database;
    expect(await db.select().from(seekerSessions).where(eq(seekerSessions.jobSeekerId, seeker.id))).toEqual([]);
    expect(await db.select().from(otps).where(eq(otps.email, applied.email))).toEqual([]);
    expect(await db.select().from(resumes).where(eq(resumes.jobSeekerId, seeker.id))).toEqual([]);
    expect(await db.select().from(savedApplicants).where(eq(savedApplicants.jobSeekerId, seeker.id))).toEqual([]);
    expect(await db.select().from(swipeDecisions).where(eq(swipeDecisions.jobSeekerId, seeker.id))).toEqual([]);
    // The e-mail is free: nobody can sign in with it to the erased row.
    expect(await seekerByEmail(t, applied.email)).toBeUndefined();

    // The employer: the same applications and counts, one of them now nobody.
    const after = (await get(employer.token, `/api/applications/?job=${job.id}`)).json();
    expect(after.count).toBe(before.count);
    const gone = after.results.find((a: { id: string }) => a.id === applied.id);
    expect(gone).toMatchObject({ status: before.results.find((a: { id: string }) => a.id === applied.id).status, cover_letter: '', resume_url: null });
    expect(gone.job_seeker).toMatchObject({ full_name: 'Deleted candidate', headline: '', photo_url: null, skills: [], province: '', district: '' });
    const detail = (await get(employer.token, `/api/applications/${applied.id}/`)).json();
    expect(detail).toMatchObject({ email: '', phone: '', about: '', cover_letter: '' });
    expect(JSON.stringify(detail)).not.toMatch(new RegExp(`Gita|${surname}|@|Hire me`));
    expect((await get(employer.token, `/api/applications/${applied.id}/resume/`)).statusCode).toBe(404);
    const otherStill = after.results.find((a: { id: string }) => a.id === other.id);
    expect(otherStill).toMatchObject({ cover_letter: 'The other cover letter.', job_seeker: { full_name: 'Hari Gurung' } });

    // Not in the swipe deck of applicants (nothing to judge by), nor in saved lists.
    const deck = (await get(employer.token, `/api/employer/swipe/deck/?mode=applicants&job=${job.id}`)).json();
    expect(deck.results.map((c: { application_id: string }) => c.application_id)).not.toContain(applied.id);
    expect(deck.results.map((c: { application_id: string }) => c.application_id)).toContain(other.id);
    expect(JSON.stringify((await get(employer.token, '/api/employer/saved-applicants/')).json())).not.toContain(seeker.id);

    // Messages: gone both ways, and no new ones, with the reason on the field; the conversation says why.
    const conversationNow = (await get(employer.token, `/api/employer/conversations/${conversation}/`)).json();
    expect(conversationNow.job_seeker).toMatchObject({ full_name: 'Deleted candidate', deleted: true });
    expect(otherStill.job_seeker.deleted).toBeUndefined();
    const thread = (await get(employer.token, `/api/employer/conversations/${conversation}/messages/`)).json();
    expect(thread.count).toBe(0);
    const refused = await post(employer.token, `/api/employer/conversations/${conversation}/messages/`, { body: 'Hello?', client_key: randomUUID() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ body: ['This candidate deleted their data. Messages can no longer be sent to them.'] });
    const restart = await post(employer.token, '/api/employer/conversations/', { job_seeker: seeker.id });
    expect(restart.json()).toEqual({ job_seeker: ['This candidate deleted their data. Messages can no longer be sent to them.'] });

    // Candidate search finds them by nothing.
    expect((await get(employer.token, `/api/employer/jobseekers/?q=${surname}`)).json().count).toBe(0);
    const everyone = (await get(employer.token, '/api/employer/jobseekers/?page_size=100')).json();
    expect(everyone.results.map((c: { job_seeker: { id: string } }) => c.job_seeker.id)).not.toContain(seeker.id);
    expect(everyone.count).toBe(everyone.results.length);
  });

  it('answers in Nepali with the Nepali name for an erased candidate', async () => {
    const { employer, applied } = await busyApplicant();
    const token = await signIn(applied.email);
    expect((await post(token, '/api/seeker/privacy/delete/', { confirm: true })).statusCode).toBe(200);
    const res = await t.inject({ method: 'GET', url: `/api/applications/${applied.id}/`, headers: { ...bearer(employer.token), 'accept-language': 'ne' } });
    expect(res.json().job_seeker.full_name).toBe('हटाइएका उम्मेदवार');
  });
});
