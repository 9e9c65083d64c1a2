import { describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { SAVED_MESSAGES } from '../services/saved-applicants';
import { addSeeker, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();
const save = (token: string, payload: object) => t.inject({ method: 'POST', url: '/api/employer/save-applicant/', headers: bearer(token), payload });
const list = (token: string, query = '') => t.inject({ method: 'GET', url: `/api/employer/saved-applicants/${query}`, headers: bearer(token) });

describe('saving a job seeker', () => {
  it('saves once; saving again is not an error and replaces the note', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token);
    const seeker = await addSeeker(t, { fullName: 'Kept Person' });
    const first = await save(token, { job_seeker: seeker, job: job.id, note: '  Call back on Sunday  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ job_seeker: { id: seeker, full_name: 'Kept Person' }, job: job.id, job_title: job.title, note: 'Call back on Sunday' });
    const again = await save(token, { job_seeker: seeker });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, note: 'Call back on Sunday', job: job.id });
    const noted = await save(token, { job_seeker: seeker, note: 'Strong in React' });
    expect(noted.json()).toMatchObject({ id: first.json().id, note: 'Strong in React' });
    expect((await list(token)).json()).toMatchObject({ count: 1, results: [{ id: first.json().id }] });
  });

  it('refuses an unknown job seeker and another employer\'s job', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const unknown = await save(other.token, { job_seeker: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toEqual({ job_seeker: [SAVED_MESSAGES.noSuchSeeker] });
    const theirs = await save(other.token, { job_seeker: await addSeeker(t), job: job.id });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ job: [SAVED_MESSAGES.noSuchJob] });
    const both = await save(other.token, { job_seeker: '00000000-0000-4000-8000-000000000000', job: job.id });
    expect(both.json()).toEqual({ job_seeker: [SAVED_MESSAGES.noSuchSeeker], job: [SAVED_MESSAGES.noSuchJob] });
  });

  it('names unknown references beside what the contract refuses, in one answer', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const res = await save(other.token, { job_seeker: '00000000-0000-4000-8000-000000000000', job: job.id, note: 'x'.repeat(2001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      note: ['Ensure this field has no more than 2000 characters.'],
      job_seeker: [SAVED_MESSAGES.noSuchSeeker], job: [SAVED_MESSAGES.noSuchJob],
    });
    const saved = (await save(other.token, { job_seeker: await addSeeker(t) })).json();
    const patch = await t.inject({
      method: 'PATCH', url: `/api/employer/saved-applicants/${saved.id}/`, headers: bearer(other.token), payload: { job: job.id, colour: 'red' },
    });
    expect(patch.json()).toEqual({ colour: ['Unknown field.'], job: [SAVED_MESSAGES.noSuchJob] });
  });
});

describe('saved applicants', () => {
  it('lists newest first, filters by job, pages, edits the note and removes with POST or DELETE', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token);
    const ids = [];
    for (const name of ['First Saved', 'Second Saved', 'Third Saved']) {
      t.clock.advance(1_000);
      ids.push((await save(token, { job_seeker: await addSeeker(t, { fullName: name }), ...(name === 'Second Saved' && { job: job.id }) })).json().id);
    }
    const page = (await list(token, '?page_size=2')).json();
    expect(page).toMatchObject({ count: 3, next: '/api/employer/saved-applicants/?page_size=2&page=2' });
    expect(page.results.map((r: { job_seeker: { full_name: string } }) => r.job_seeker.full_name)).toEqual(['Third Saved', 'Second Saved']);
    expect((await list(token, `?job=${job.id}`)).json()).toMatchObject({ count: 1, results: [{ id: ids[1] }] });

    const edited = await t.inject({ method: 'PATCH', url: `/api/employer/saved-applicants/${ids[0]}/`, headers: bearer(token), payload: { note: 'Interview next week', job: job.id } });
    expect(edited.json()).toMatchObject({ note: 'Interview next week', job: job.id });

    const posted = await t.inject({ method: 'POST', url: `/api/employer/saved-applicants/${ids[0]}/remove/`, headers: bearer(token) });
    expect(posted.statusCode).toBe(204);
    const deleted = await t.inject({ method: 'DELETE', url: `/api/employer/saved-applicants/${ids[1]}/remove/`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(204);
    expect((await t.inject({ method: 'DELETE', url: `/api/employer/saved-applicants/${ids[1]}/remove/`, headers: bearer(token) })).statusCode).toBe(404);
    expect((await list(token)).json().count).toBe(1);
  });

  it('is 404 for another employer\'s saved entry, and their list is their own', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const id = (await save(owner.token, { job_seeker: await addSeeker(t) })).json().id;
    for (const [method, url, payload] of [
      ['POST', `/api/employer/saved-applicants/${id}/remove/`],
      ['DELETE', `/api/employer/saved-applicants/${id}/remove/`],
      ['PATCH', `/api/employer/saved-applicants/${id}/`, { note: 'mine' }],
    ] as const) {
      const res = await t.inject({ method, url, headers: bearer(other.token), ...(payload && { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(other.token)).json().count).toBe(0);
    expect((await list(owner.token)).json().count).toBe(1);
  });
});
