import { describe, expect, it } from 'vitest';
import { matchScore } from '../../src/domain/match-score';
import { HIRE_UNDO_GRACE_MS, HIRE_UNDO_WINDOW_MS } from '../../src/domain/constants';
import { APPLICATION_STATUS_MESSAGES } from '../../src/machines/application-status.machine';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { signedInMember } from '../test/team';
import { apply, createJob, PDF } from '../test/workspace-fixtures';

const t = setupTestApp();
const status = (token: string, id: string, payload: object, method: 'PATCH' | 'POST' = 'PATCH') =>
  t.inject({ method, url: `/api/applications/${id}/status/`, headers: bearer(token), payload });

async function employerWithApplication() {
  const employer = await registerEmployer(t);
  const job = await createJob(t, employer.token);
  const { id, email } = await apply(t, job.id);
  return { ...employer, job, id, email };
}

describe('application lists', () => {
  it('lists the caller\'s applications, filtered by job and status, with counts per status', async () => {
    const { token } = await registerEmployer(t);
    const a = await createJob(t, token, { title: 'Accountant' });
    const b = await createJob(t, token, { title: 'Cashier' });
    const first = await apply(t, a.id);
    await apply(t, a.id);
    await apply(t, b.id);
    await status(token, first.id, { status: 'shortlisted' });

    const all = await t.inject({ method: 'GET', url: '/api/applications/', headers: bearer(token) });
    expect(all.json()).toMatchObject({ count: 3, status_counts: { all: 3, applied: 2, shortlisted: 1 } });
    const ofA = await t.inject({ method: 'GET', url: `/api/applications/?job=${a.id}&status=applied`, headers: bearer(token) });
    expect(ofA.json()).toMatchObject({ count: 1, status_counts: { all: 2, applied: 1, shortlisted: 1 } });
    expect(ofA.json().results[0]).toMatchObject({ job: a.id, job_title: 'Accountant', status: 'applied', resume_url: expect.stringMatching(/^\/api\/applications\/.+\/resume\/$/) });

    const perJob = await t.inject({ method: 'GET', url: `/api/employer/jobs/${a.id}/applications/?status=shortlisted`, headers: bearer(token) });
    expect(perJob.json()).toMatchObject({ count: 1, status_counts: { all: 2 }, results: [{ id: first.id }] });
  });

  it('ranks one job\'s applicants by match score on request', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { skills: ['React', 'TypeScript'], district: 'Kathmandu', experience_min_years: 2 });
    await apply(t, job.id, { skills: 'Excel', district: 'Lalitpur', experience_years: '0' });
    await apply(t, job.id, { skills: 'React, TypeScript', district: 'Lalitpur', experience_years: '5' });
    await apply(t, job.id, { skills: 'React', district: 'Lalitpur', experience_years: '1' });
    const res = await t.inject({ method: 'GET', url: `/api/employer/jobs/${job.id}/applications/?ordering=-match_score`, headers: bearer(token) });
    const scores = res.json().results.map((r: { match_score: number }) => r.match_score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(scores[0]).toBe(matchScore(
      { skills: ['React', 'TypeScript'], province: 'Bagmati', district: 'Kathmandu', remoteAllowed: false, experienceMinYears: 2, educationLevel: 'Bachelor' },
      { skills: ['React', 'TypeScript'], province: 'Bagmati', district: 'Lalitpur', experienceYears: 5, educationLevel: 'Bachelor' },
    ).score);
  });

  it('shows another employer nothing', async () => {
    const { job, id } = await employerWithApplication();
    const other = await registerEmployer(t);
    const list = await t.inject({ method: 'GET', url: `/api/applications/?job=${job.id}`, headers: bearer(other.token) });
    expect(list.json()).toMatchObject({ count: 0, results: [] });
    for (const url of [`/api/applications/${id}/`, `/api/applications/${id}/resume/`]) {
      const res = await t.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(res.statusCode, url).toBe(404);
    }
    const change = await status(other.token, id, { status: 'shortlisted' });
    expect(change.statusCode).toBe(404);
  });
});

describe('one application', () => {
  it('shows the profile, the match with reasons, the history and the changes allowed now', async () => {
    const { token, id, email, job } = await employerWithApplication();
    const res = await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id, job: job.id, email, phone: '9841234567', status: 'applied',
      history: [{ from: null, to: 'applied', by: 'job_seeker', reason: null }],
      allowed_transitions: [
        { status: 'shortlisted', event: 'application.shortlist', needs_reason: false },
        { status: 'rejected', event: 'application.reject', needs_reason: true },
      ],
    });
    expect(body.match.score).toBe(body.match_score);
    expect(body.match.reasons.map((r: { kind: string }) => r.kind)).toEqual(['skills', 'location', 'experience', 'education']);
  });

  it('gives the owner the PDF résumé as an attachment', async () => {
    const { token, id } = await employerWithApplication();
    const res = await t.inject({ method: 'GET', url: `/api/applications/${id}/resume/`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await t.inject({ method: 'GET', url: `/api/applications/${id}/resume/` })).statusCode).toBe(401);
  });
});

describe('status changes', () => {
  it('walks applied → shortlisted → interview → offered → hired, keeping who and when', async () => {
    const { token, id } = await employerWithApplication();
    for (const next of ['shortlisted', 'interview', 'offered', 'hired']) {
      t.clock.advance(60_000);
      const res = await status(token, id, { status: next }, next === 'interview' ? 'POST' : 'PATCH');
      expect(res.statusCode, next).toBe(200);
      expect(res.json().status).toBe(next);
    }
    const detail = (await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) })).json();
    expect(detail.history.map((h: { from: string | null; to: string; by: string }) => [h.from, h.to, h.by])).toEqual([
      [null, 'applied', 'job_seeker'], ['applied', 'shortlisted', 'employer'], ['shortlisted', 'interview', 'employer'],
      ['interview', 'offered', 'employer'], ['offered', 'hired', 'employer'],
    ]);
    // Just hired: the hire can be undone for a short while, then nothing changes.
    expect(detail.allowed_transitions).toEqual([{ status: 'offered', event: 'application.undoHire', needs_reason: false }]);
    t.clock.advance(HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS);
    const later = (await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) })).json();
    expect(later.allowed_transitions).toEqual([]);
  });

  async function hired() {
    const employer = await employerWithApplication();
    for (const next of ['shortlisted', 'interview', 'offered', 'hired']) await status(employer.token, employer.id, { status: next });
    return employer;
  }

  it('undoes a hire back to offered within the undo window and its grace, keeping both changes in the history', async () => {
    const { token, id } = await hired();
    t.clock.advance(HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS - 1);
    const undone = await status(token, id, { status: 'offered' });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'offered' });
    expect(undone.json().history.slice(-2).map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual(['offered>hired', 'hired>offered']);
    const stats = (await t.inject({ method: 'GET', url: '/api/dashboard/stats/', headers: bearer(token) })).json();
    expect(stats.hires).toBe(0);
    // Hired again, the window starts again.
    expect((await status(token, id, { status: 'hired' })).json().status).toBe('hired');
  });

  it('refuses to undo a hire once the window has passed, and anything but offered during it', async () => {
    const { token, id } = await hired();
    const sideways = await status(token, id, { status: 'rejected', reason: 'Changed our mind' });
    expect(sideways.json()).toEqual({ non_field_errors: [APPLICATION_STATUS_MESSAGES.notAllowed('hired', 'rejected')] });
    t.clock.advance(HIRE_UNDO_WINDOW_MS + HIRE_UNDO_GRACE_MS);
    for (const method of ['PATCH', 'POST'] as const) {
      const late = await status(token, id, { status: 'offered' }, method);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ non_field_errors: [APPLICATION_STATUS_MESSAGES.hireFinal] });
    }
    expect((await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) })).json().status).toBe('hired');
  });

  it('lets only the company that hired undo it (another one gets 404, nothing changes)', async () => {
    const { token, id } = await hired();
    const other = await registerEmployer(t);
    const res = await status(other.token, id, { status: 'offered' });
    expect(res.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) })).json()).toMatchObject({ status: 'hired' });
  });

  it('refuses what the machine refuses, with the reason', async () => {
    const { token, id } = await employerWithApplication();
    const skip = await status(token, id, { status: 'hired' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toEqual({ non_field_errors: [APPLICATION_STATUS_MESSAGES.notAllowed('applied', 'hired')] });
    const withdraw = await status(token, id, { status: 'withdrawn' });
    expect(withdraw.json()).toEqual({ non_field_errors: [APPLICATION_STATUS_MESSAGES.onlyJobSeeker] });
    const unknown = await status(token, id, { status: 'promoted' });
    expect(unknown.json()).toEqual({ status: ['"promoted" is not a valid choice.'] });
    const detail = (await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) })).json();
    expect(detail.history).toHaveLength(1);
  });

  it('rejects only with a reason, and can reconsider', async () => {
    const { token, id } = await employerWithApplication();
    const bare = await status(token, id, { status: 'rejected', reason: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ reason: [APPLICATION_STATUS_MESSAGES.reasonRequired] });
    const rejected = await status(token, id, { status: 'rejected', reason: 'Position filled internally' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', allowed_transitions: [{ status: 'applied', event: 'application.reconsider' }] });
    expect(rejected.json().history.at(-1)).toMatchObject({ from: 'applied', to: 'rejected', by: 'employer', reason: 'Position filled internally' });
    const back = await status(token, id, { status: 'applied' });
    expect(back.json().status).toBe('applied');
  });

  it('says what the status machine refuses beside what the contract refuses', async () => {
    const { token, id } = await employerWithApplication();
    const bare = await status(token, id, { status: 'rejected', note: 'x' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ note: ['Unknown field.'], reason: [APPLICATION_STATUS_MESSAGES.reasonRequired] });
    const skip = await status(token, id, { status: 'hired', reason: 'x'.repeat(1001) });
    expect(skip.json()).toEqual({
      reason: ['Ensure this field has no more than 1000 characters.'],
      non_field_errors: [APPLICATION_STATUS_MESSAGES.notAllowed('applied', 'hired')],
    });
  });
});

describe('a status change made against the status the client last saw (expected_status)', () => {
  it('answers 409 with the application as it is now when someone moved it meanwhile, and changes nothing', async () => {
    const { token, id } = await employerWithApplication();
    // Two devices both see "applied"; the first shortlists.
    const first = await status(token, id, { status: 'shortlisted', expected_status: 'applied' });
    expect(first.statusCode).toBe(200);

    t.clock.advance(60_000);
    const stale = await status(token, id, { status: 'rejected', reason: 'Not enough experience', expected_status: 'applied' }, 'POST');
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({
      detail: 'This application is now shortlisted, not applied: it was changed after you last saw it',
      current_status: 'shortlisted',
      application: { id, status: 'shortlisted', history: [{ to: 'applied' }, { to: 'shortlisted' }] },
    });
    const now = (await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(token) })).json();
    expect(body.application).toEqual(now);
    expect(now.history).toHaveLength(2);
  });

  it('applies the change when the status is still the one expected, and as before without one', async () => {
    const { token, id } = await employerWithApplication();
    const res = await status(token, id, { status: 'shortlisted', expected_status: 'applied' });
    expect([res.statusCode, res.json().status]).toEqual([200, 'shortlisted']);
    const without = await status(token, id, { status: 'interview' });
    expect([without.statusCode, without.json().status]).toEqual([200, 'interview']);
  });

  it('still answers 400 for a change the machine refuses from the expected status, and 404 for another employer', async () => {
    const { token, id } = await employerWithApplication();
    const skip = await status(token, id, { status: 'hired', expected_status: 'applied' });
    expect(skip.statusCode).toBe(400);
    expect(skip.json()).toEqual({ non_field_errors: [APPLICATION_STATUS_MESSAGES.notAllowed('applied', 'hired')] });
    const other = await registerEmployer(t);
    expect((await status(other.token, id, { status: 'shortlisted', expected_status: 'interview' })).statusCode).toBe(404);
    expect((await status(token, id, { status: 'shortlisted', expected_status: 'promoted' })).json()).toEqual({ expected_status: ['"promoted" is not a valid choice.'] });
  });
});

describe('the status history in a team', () => {
  it('names the member who moved the application', async () => {
    const owner = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const { id } = await apply(t, job.id);
    const me = (await t.inject({ method: 'GET', url: '/api/employer/team/me/', headers: bearer(owner.token) })).json();
    const recruiter = await signedInMember(t, me.company_id, { role: 'recruiter', fullName: 'Maya Tamang' });
    const moved = await t.inject({ method: 'PATCH', url: `/api/applications/${id}/status/`, headers: bearer(recruiter.token), payload: { status: 'shortlisted' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = (await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(owner.token) })).json();
    expect(seen.history.map((h: { by: string; by_member: unknown }) => [h.by, h.by_member])).toEqual([
      ['job_seeker', null], ['employer', { user_id: recruiter.userId, full_name: 'Maya Tamang' }],
    ]);
  });
});
