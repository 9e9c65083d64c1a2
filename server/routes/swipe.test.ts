import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { SWIPE_DECISION_MESSAGES } from '../services/swipe';
import { addSeeker, apply, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();
const decide = (token: string, payload: object) =>
  t.inject({ method: 'POST', url: '/api/employer/swipe/decisions/', headers: bearer(token), payload });
const deck = (token: string, query: string) =>
  t.inject({ method: 'GET', url: `/api/employer/swipe/deck/?${query}`, headers: bearer(token) });
const cardIds = async (token: string, query: string) =>
  (await deck(token, query)).json().results.map((c: { job_seeker: { id: string } }) => c.job_seeker.id);

async function applicants(count: number) {
  const employer = await registerEmployer(t);
  const job = await createJob(t, employer.token, { skills: ['Swipe Skill'] });
  const seekers: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await apply(t, job.id, { skills: i === 0 ? 'Swipe Skill' : 'Other', full_name: `Applicant ${i}` });
    seekers.push((await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(employer.token) })).json().job_seeker.id);
  }
  return { ...employer, job, seekers };
}

describe('the applicants deck', () => {
  it('shows a job\'s undecided applicants best match first; right shortlists once per key, with history', async () => {
    const { token, job, seekers } = await applicants(3);
    const cards = (await deck(token, `mode=applicants&job=${job.id}`)).json().results;
    expect(cards.map((c: { job_seeker: { id: string } }) => c.job_seeker.id)[0]).toBe(seekers[0]);
    expect(cards[0]).toMatchObject({ mode: 'applicants', application_id: cards[0].id, match: { score: expect.any(Number) } });

    const key = randomUUID();
    const right = { key, kind: 'right', candidate: seekers[0], job: job.id };
    const first = await decide(token, right);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ key, kind: 'right', mode: 'applicants', application_id: cards[0].id, status: 'shortlisted', undone: false });
    const replay = await decide(token, { ...right, kind: 'left' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const detail = (await t.inject({ method: 'GET', url: `/api/applications/${cards[0].id}/`, headers: bearer(token) })).json();
    expect(detail.status).toBe('shortlisted');
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['applied', 'shortlisted']);

    const left = await decide(token, { key: randomUUID(), kind: 'left', candidate: seekers[1], job: job.id, reason: 'Too far away' });
    expect(left.json()).toMatchObject({ kind: 'left', status: 'applied', reason: 'Too far away' });
    expect(await cardIds(token, `mode=applicants&job=${job.id}`)).toEqual([seekers[2]]);
  });

  it('undo puts a shortlisted applicant back to applied as a recorded change, and the card back in the deck', async () => {
    const { token, job, seekers } = await applicants(1);
    const key = randomUUID();
    const right = (await decide(token, { key, kind: 'right', candidate: seekers[0], job: job.id })).json();
    expect(await cardIds(token, `mode=applicants&job=${job.id}`)).toEqual([]);
    const undo = await decide(token, { key: randomUUID(), kind: 'undo', candidate: seekers[0], job: job.id, undoes: key });
    expect(undo.statusCode).toBe(201);
    expect(undo.json()).toMatchObject({ kind: 'undo', undoes: key, status: 'applied', application_id: right.application_id });
    const detail = (await t.inject({ method: 'GET', url: `/api/applications/${right.application_id}/`, headers: bearer(token) })).json();
    expect(detail.history.at(-1)).toMatchObject({ from: 'shortlisted', to: 'applied', by: 'employer', reason: SWIPE_DECISION_MESSAGES.undoReason });
    expect((await t.inject({ method: 'GET', url: `/api/employer/swipe/decisions/${key}/`, headers: bearer(token) })).json().undone).toBe(true);
    expect(await cardIds(token, `mode=applicants&job=${job.id}`)).toEqual([seekers[0]]);
    const twice = await decide(token, { key: randomUUID(), kind: 'undo', candidate: seekers[0], undoes: key });
    expect(twice.json()).toEqual({ undoes: [SWIPE_DECISION_MESSAGES.alreadyUndone] });
  });

  it('will not undo a shortlist the employer has taken further', async () => {
    const { token, job, seekers } = await applicants(1);
    const key = randomUUID();
    const { application_id: id } = (await decide(token, { key, kind: 'right', candidate: seekers[0], job: job.id })).json();
    await t.inject({ method: 'PATCH', url: `/api/applications/${id}/status/`, headers: bearer(token), payload: { status: 'interview' } });
    const undo = await decide(token, { key: randomUUID(), kind: 'undo', candidate: seekers[0], undoes: key });
    expect(undo.statusCode).toBe(400);
    expect(undo.json()).toEqual({ non_field_errors: [SWIPE_DECISION_MESSAGES.movedOn] });
  });
});

describe('the job seekers deck', () => {
  it('right saves, left passes; neither comes back; undo of the save removes it', async () => {
    const { token } = await registerEmployer(t);
    const a = await addSeeker(t, { fullName: 'Deckperson One', headline: 'Deckword' });
    const b = await addSeeker(t, { fullName: 'Deckperson Two', headline: 'Deckword' });
    expect((await cardIds(token, 'mode=seekers&q=deckword')).sort()).toEqual([a, b].sort());
    const key = randomUUID();
    const saved = (await decide(token, { key, kind: 'right', candidate: a })).json();
    expect(saved).toMatchObject({ mode: 'seekers', saved_id: expect.any(String), application_id: null, status: null });
    await decide(token, { key: randomUUID(), kind: 'left', candidate: b });
    expect(await cardIds(token, 'mode=seekers&q=deckword')).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/employer/saved-applicants/', headers: bearer(token) })).json().count).toBe(1);

    await decide(token, { key: randomUUID(), kind: 'undo', candidate: a, undoes: key });
    expect((await t.inject({ method: 'GET', url: '/api/employer/saved-applicants/', headers: bearer(token) })).json().count).toBe(0);
    expect(await cardIds(token, 'mode=seekers&q=deckword')).toEqual([a]);
  });

  it('an undo does not remove a saved entry the swipe did not make', async () => {
    const { token } = await registerEmployer(t);
    const seeker = await addSeeker(t);
    await t.inject({ method: 'POST', url: '/api/employer/save-applicant/', headers: bearer(token), payload: { job_seeker: seeker, note: 'Keep' } });
    const key = randomUUID();
    await decide(token, { key, kind: 'right', candidate: seeker, mode: 'seekers' });
    await decide(token, { key: randomUUID(), kind: 'undo', candidate: seeker, undoes: key });
    expect((await t.inject({ method: 'GET', url: '/api/employer/saved-applicants/', headers: bearer(token) })).json()).toMatchObject({ count: 1, results: [{ note: 'Keep' }] });
  });
});

describe('decisions and ownership', () => {
  it('keys are per employer; another employer gets 404 for your decision, job and undo', async () => {
    const { token, job, seekers } = await applicants(1);
    const other = await registerEmployer(t);
    const key = randomUUID();
    await decide(token, { key, kind: 'left', candidate: seekers[0], job: job.id });
    expect((await t.inject({ method: 'GET', url: `/api/employer/swipe/decisions/${key}/`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await decide(other.token, { key: randomUUID(), kind: 'undo', candidate: seekers[0], undoes: key })).statusCode).toBe(404);
    expect((await decide(other.token, { key: randomUUID(), kind: 'right', candidate: seekers[0], job: job.id })).statusCode).toBe(404);
    expect((await deck(other.token, `mode=applicants&job=${job.id}`)).statusCode).toBe(404);
    const theirOwn = await decide(other.token, { key, kind: 'right', candidate: seekers[0] });
    expect(theirOwn.statusCode).toBe(201);
    expect(theirOwn.json()).toMatchObject({ mode: 'seekers', kind: 'right' });
  });

  it('explains what is missing', async () => {
    const { token, job, seekers } = await applicants(1);
    const stranger = await addSeeker(t);
    expect((await decide(token, { key: randomUUID(), kind: 'undo', candidate: stranger })).json()).toEqual({ undoes: [SWIPE_DECISION_MESSAGES.undoesRequired] });
    expect((await decide(token, { key: randomUUID(), kind: 'right', candidate: stranger, job: job.id, mode: 'applicants' })).json())
      .toEqual({ candidate: [SWIPE_DECISION_MESSAGES.notAnApplicant] });
    expect((await decide(token, { key: randomUUID(), kind: 'right', candidate: seekers[0], mode: 'applicants' })).json())
      .toEqual({ job: [SWIPE_DECISION_MESSAGES.jobRequired] });
    expect((await decide(token, { key: randomUUID(), kind: 'right', candidate: '00000000-0000-4000-8000-000000000000' })).json())
      .toEqual({ candidate: [SWIPE_DECISION_MESSAGES.noSuchSeeker] });
    expect((await decide(token, { key: 'not-a-key', kind: 'sideways', candidate: stranger })).json())
      .toEqual({ key: ['Must be a valid UUID.'], kind: ['"sideways" is not a valid choice.'] });
    expect((await deck(token, 'mode=applicants')).json()).toEqual({ job: [SWIPE_DECISION_MESSAGES.jobRequired] });
    const undoOfUndo = randomUUID();
    const leftKey = randomUUID();
    await decide(token, { key: leftKey, kind: 'left', candidate: stranger });
    await decide(token, { key: undoOfUndo, kind: 'undo', candidate: stranger, undoes: leftKey });
    expect((await decide(token, { key: randomUUID(), kind: 'undo', candidate: stranger, undoes: undoOfUndo })).json())
      .toEqual({ undoes: [SWIPE_DECISION_MESSAGES.undoOfUndo] });
  });

  it('a refused decision leaves no key behind, so it can be sent again once fixed', async () => {
    const { token, job, seekers } = await applicants(1);
    const key = randomUUID();
    expect((await decide(token, { key, kind: 'right', candidate: seekers[0], mode: 'applicants' })).statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: `/api/employer/swipe/decisions/${key}/`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await decide(token, { key, kind: 'right', candidate: seekers[0], job: job.id })).statusCode).toBe(201);
  });
});
