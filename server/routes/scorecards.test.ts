import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { signedInMember } from '../test/team';
import { apply, createJob } from '../test/workspace-fixtures';
import { INTERVIEWER_MESSAGES, SCORECARD_MESSAGES } from '../services/scorecards';

const t = setupTestApp();
const H = 3_600_000;
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * H).toISOString();

const getCriteria = (token: string, jobId: string) => t.inject({ method: 'GET', url: `/api/employer/jobs/${jobId}/scorecard/`, headers: bearer(token) });
const putCriteria = (token: string, jobId: string, criteria: object[]) =>
  t.inject({ method: 'PUT', url: `/api/employer/jobs/${jobId}/scorecard/`, headers: bearer(token), payload: { criteria } });
const listCards = (token: string, applicationId: string) => t.inject({ method: 'GET', url: `/api/applications/${applicationId}/scorecards/`, headers: bearer(token) });
const submit = (token: string, applicationId: string, payload: object) =>
  t.inject({ method: 'PUT', url: `/api/applications/${applicationId}/scorecards/mine/`, headers: bearer(token), payload });
const book = (token: string, payload: object) => t.inject({ method: 'POST', url: '/api/employer/events/', headers: bearer(token), payload });

async function company() {
  const owner = await registerEmployer(t);
  const companyId = (await t.app.repos.memberships.companyOfUser(owner.user.id))!;
  await t.inject({ method: 'PATCH', url: '/api/employer/team/me/', headers: bearer(owner.token), payload: { full_name: 'Sita Rai' } });
  const job = await createJob(t, owner.token, { title: 'Staff Nurse', skills: ['Patient care', 'ICU', 'patient care ', 'Triage'] });
  const application = await apply(t, job.id, { full_name: 'Hari Thapa' });
  return { ...owner, companyId, job, application };
}

const ratingsFor = (names: string[], rating = 3) => names.map((criterion) => ({ criterion, rating }));

describe('a job\'s scorecard criteria', () => {
  it('are the job\'s skills (each once) until the team replaces them, and again after a reset to the skills', async () => {
    const c = await company();
    const first = await getCriteria(c.token, c.job.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      customised: false,
      criteria: [{ name: 'Patient care', source: 'skill' }, { name: 'ICU', source: 'skill' }, { name: 'Triage', source: 'skill' }],
    });

    const put = await putCriteria(c.token, c.job.id, [
      { name: '  Communication ', source: 'custom' }, { name: 'ICU', source: 'skill' },
    ]);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ customised: true, criteria: [{ name: 'Communication', source: 'custom' }, { name: 'ICU', source: 'skill' }] });
    expect((await getCriteria(c.token, c.job.id)).json()).toEqual(put.json());

    const reset = await putCriteria(c.token, c.job.id, first.json().criteria);
    expect(reset.json()).toEqual(first.json());
    // Reset, the criteria follow the job's skills again.
    await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${c.job.id}/`, headers: bearer(c.token), payload: { skills: ['Wound care'] } });
    expect((await getCriteria(c.token, c.job.id)).json()).toEqual({ customised: false, criteria: [{ name: 'Wound care', source: 'skill' }] });
  });

  it('refuse blank, too long, duplicate (case-insensitively) and too many names with a 400 naming `criteria`', async () => {
    const c = await company();
    const dup = await putCriteria(c.token, c.job.id, [{ name: 'Triage', source: 'skill' }, { name: ' triage', source: 'custom' }, { name: '   ', source: 'custom' }]);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ criteria: [SCORECARD_MESSAGES.criterionDuplicate('triage'), SCORECARD_MESSAGES.criterionBlank] });
    const tooMany = await putCriteria(c.token, c.job.id, Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, source: 'custom' })));
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json())).toEqual(['criteria']);
    const long = await putCriteria(c.token, c.job.id, [{ name: `${'x'.repeat(98)}   `, source: 'custom' }, { name: 'y'.repeat(101), source: 'custom' }]);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['criteria']);
    expect((await getCriteria(c.token, c.job.id)).json().customised).toBe(false);
  });

  it('are another company\'s: not found; a hiring manager reads only their jobs\' and cannot change them', async () => {
    const c = await company();
    const other = await registerEmployer(t);
    expect((await getCriteria(other.token, c.job.id)).statusCode).toBe(404);
    expect((await putCriteria(other.token, c.job.id, [{ name: 'X', source: 'custom' }])).statusCode).toBe(404);

    const otherJob = await createJob(t, c.token, { title: 'Pharmacist' });
    const manager = await signedInMember(t, c.companyId, { role: 'hiring_manager', fullName: 'Ram KC', jobIds: [c.job.id] });
    expect((await getCriteria(manager.token, c.job.id)).statusCode).toBe(200);
    expect((await getCriteria(manager.token, otherJob.id)).statusCode).toBe(404);
    expect((await putCriteria(manager.token, c.job.id, [{ name: 'X', source: 'custom' }])).statusCode).toBe(403);
  });
});

describe('scorecards on an application', () => {
  it('are one per member (a second submit changes it), stored under the member\'s name, and summarised', async () => {
    const c = await company();
    const recruiter = await signedInMember(t, c.companyId, { role: 'recruiter', fullName: 'Gita Shrestha' });
    const names = ['Patient care', 'ICU', 'Triage'];

    const mine = await submit(c.token, c.application.id, { ratings: ratingsFor(names, 4), recommendation: 'strong_yes', notes: '  Calm under pressure ' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      author: { user_id: c.user.id, full_name: 'Sita Rai' }, recommendation: 'strong_yes', notes: 'Calm under pressure',
      ratings: ratingsFor(names, 4),
    });
    // Ratings are matched to the criteria case-insensitively and kept in the criteria's order and spelling.
    const again = await submit(c.token, c.application.id, {
      ratings: [{ criterion: 'triage', rating: 1 }, { criterion: 'icu', rating: 2 }, { criterion: 'Patient care', rating: 3 }], recommendation: 'no',
    });
    expect(again.json()).toMatchObject({ id: mine.json().id, recommendation: 'no', notes: '', ratings: [
      { criterion: 'Patient care', rating: 3 }, { criterion: 'ICU', rating: 2 }, { criterion: 'Triage', rating: 1 },
    ] });
    t.clock.advance(60_000);
    expect((await submit(recruiter.token, c.application.id, {
      ratings: [{ criterion: 'Patient care', rating: 4 }, { criterion: 'ICU', rating: 3 }, { criterion: 'Triage', rating: 2 }], recommendation: 'yes',
    })).statusCode).toBe(200);

    const list = (await listCards(c.token, c.application.id)).json();
    expect(list.scorecards.map((s: { author: { full_name: string } }) => s.author.full_name)).toEqual(['Sita Rai', 'Gita Shrestha']);
    expect(list.summary).toEqual({
      submitted: 2,
      recommendations: { strong_no: 0, no: 1, yes: 1, strong_yes: 0 },
      criteria: [
        { criterion: 'Patient care', average: 3.5, count: 2 },
        { criterion: 'ICU', average: 2.5, count: 2 },
        { criterion: 'Triage', average: 1.5, count: 2 },
      ],
    });

    // A criterion added later has no ratings yet; ratings of a removed one stay on the scorecards.
    await putCriteria(c.token, c.job.id, [{ name: 'ICU', source: 'skill' }, { name: 'Bedside manner', source: 'custom' }]);
    const later = (await listCards(c.token, c.application.id)).json();
    expect(later.summary.criteria).toEqual([
      { criterion: 'ICU', average: 2.5, count: 2 }, { criterion: 'Bedside manner', average: null, count: 0 },
    ]);
    expect(later.scorecards[0].ratings).toHaveLength(3);
  });

  it('need a rating from 1 to 4 for every current criterion and nothing else: a 400 naming `ratings`', async () => {
    const c = await company();
    const missing = await submit(c.token, c.application.id, { ratings: [{ criterion: 'ICU', rating: 2 }], recommendation: 'yes' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ ratings: [SCORECARD_MESSAGES.ratingMissing(['Patient care', 'Triage'])] });
    const unknown = await submit(c.token, c.application.id, {
      ratings: [...ratingsFor(['Patient care', 'ICU', 'Triage']), { criterion: 'Typing', rating: 2 }, { criterion: 'icu', rating: 2 }], recommendation: 'yes',
    });
    expect(unknown.json()).toEqual({ ratings: [SCORECARD_MESSAGES.ratingUnknown('Typing'), SCORECARD_MESSAGES.ratingTwice('ICU')] });
    const range = await submit(c.token, c.application.id, { ratings: [{ criterion: 'ICU', rating: 5 }], recommendation: 'yes' });
    expect(range.statusCode).toBe(400);
    expect(Object.keys(range.json())).toContain('ratings');
    const recommendation = await submit(c.token, c.application.id, { ratings: ratingsFor(['Patient care', 'ICU', 'Triage']), recommendation: 'maybe' });
    expect(recommendation.statusCode).toBe(400);
    expect(Object.keys(recommendation.json())).toEqual(['recommendation']);
    expect((await listCards(c.token, c.application.id)).json().scorecards).toEqual([]);
  });

  it('are another company\'s: not found; a hiring manager outside the application\'s job: not found', async () => {
    const c = await company();
    const other = await registerEmployer(t);
    expect((await listCards(other.token, c.application.id)).statusCode).toBe(404);
    expect((await submit(other.token, c.application.id, { ratings: ratingsFor(['ICU']), recommendation: 'yes' })).statusCode).toBe(404);

    const otherJob = await createJob(t, c.token, { title: 'Pharmacist' });
    const outside = await signedInMember(t, c.companyId, { role: 'hiring_manager', fullName: 'Ram KC', jobIds: [otherJob.id] });
    expect((await listCards(outside.token, c.application.id)).statusCode).toBe(404);
    expect((await submit(outside.token, c.application.id, { ratings: ratingsFor(['Patient care', 'ICU', 'Triage']), recommendation: 'yes' })).statusCode).toBe(404);

    const inside = await signedInMember(t, c.companyId, { role: 'hiring_manager', fullName: 'Maya Lama', jobIds: [c.job.id] });
    expect((await submit(inside.token, c.application.id, { ratings: ratingsFor(['Patient care', 'ICU', 'Triage']), recommendation: 'strong_yes' })).statusCode).toBe(200);
    expect((await listCards(inside.token, c.application.id)).json().summary.submitted).toBe(1);
  });
});

describe('interviewers and who still owes a scorecard', () => {
  it('are the booker by default, or the members chosen; only members of the company (400 naming `interviewers`)', async () => {
    const c = await company();
    const recruiter = await signedInMember(t, c.companyId, { role: 'recruiter', fullName: 'Gita Shrestha' });
    const byDefault = await book(c.token, { kind: 'interview', application: c.application.id, starts_at: at(2), ends_at: at(3) });
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().interviewers).toEqual([{ user_id: c.user.id, full_name: 'Sita Rai' }]);

    const chosen = await book(c.token, {
      kind: 'interview', application: c.application.id, starts_at: at(4), ends_at: at(5), interviewers: [recruiter.userId, c.user.id],
    });
    expect(chosen.json().interviewers).toEqual([{ user_id: recruiter.userId, full_name: 'Gita Shrestha' }, { user_id: c.user.id, full_name: 'Sita Rai' }]);

    const other = await registerEmployer(t);
    const outsider = await book(c.token, { kind: 'interview', application: c.application.id, starts_at: at(6), ends_at: at(7), interviewers: [other.user.id] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({ interviewers: [INTERVIEWER_MESSAGES.notMember] });

    const changed = await t.inject({
      method: 'PATCH', url: `/api/employer/events/${chosen.json().id}/`, headers: bearer(c.token), payload: { interviewers: [recruiter.userId] },
    });
    expect(changed.json().interviewers).toEqual([{ user_id: recruiter.userId, full_name: 'Gita Shrestha' }]);
    const refused = await t.inject({
      method: 'PATCH', url: `/api/employer/events/${chosen.json().id}/`, headers: bearer(c.token), payload: { interviewers: [other.user.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ interviewers: [INTERVIEWER_MESSAGES.notMember] });

    const list = await t.inject({ method: 'GET', url: `/api/employer/events/?application=${c.application.id}`, headers: bearer(c.token) });
    expect(list.json().results.map((e: { interviewers: unknown[] }) => e.interviewers.length)).toEqual([1, 1]);
    const row = await t.app.repos.events.lockForUpdate(c.companyId, byDefault.json().id);
    expect(row?.createdBy).toBe(c.user.id);
  });

  it('are the interviewers of ended, not cancelled interviews without a scorecard', async () => {
    const c = await company();
    const recruiter = await signedInMember(t, c.companyId, { role: 'recruiter', fullName: 'Gita Shrestha' });
    const admin = await signedInMember(t, c.companyId, { role: 'admin', fullName: 'Bishnu Adhikari' });
    const ended = (await book(c.token, {
      kind: 'interview', application: c.application.id, starts_at: at(1), ends_at: at(2), interviewers: [c.user.id, recruiter.userId],
    })).json();
    const cancelled = (await book(c.token, {
      kind: 'interview', application: c.application.id, starts_at: at(1), ends_at: at(2), interviewers: [admin.userId],
    })).json();
    await t.inject({ method: 'PATCH', url: `/api/employer/events/${cancelled.id}/`, headers: bearer(c.token), payload: { status: 'cancelled' } });
    await book(c.token, { kind: 'interview', application: c.application.id, starts_at: at(30), ends_at: at(31), interviewers: [admin.userId] });

    expect((await listCards(c.token, c.application.id)).json().pending).toEqual([]);
    t.clock.advance(2 * H);
    expect((await listCards(c.token, c.application.id)).json().pending).toEqual([
      { member: { user_id: recruiter.userId, full_name: 'Gita Shrestha' }, event_id: ended.id, ended_at: ended.ends_at },
      { member: { user_id: c.user.id, full_name: 'Sita Rai' }, event_id: ended.id, ended_at: ended.ends_at },
    ]);
    await submit(recruiter.token, c.application.id, { ratings: ratingsFor(['Patient care', 'ICU', 'Triage']), recommendation: 'yes' });
    expect((await listCards(c.token, c.application.id)).json().pending.map((p: { member: { full_name: string } }) => p.member.full_name)).toEqual(['Sita Rai']);
  });
});
