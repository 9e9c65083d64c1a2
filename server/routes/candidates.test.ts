import { describe, expect, it } from 'vitest';
import { matchScore } from '../../src/domain/match-score';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { EXPERIENCE_RANGES } from './candidates';
import { addSeeker, apply, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();
const search = (token: string, query: string) => t.inject({ method: 'GET', url: `/api/employer/jobseekers/?${query}`, headers: bearer(token) });
const names = (res: { json(): { results: { job_seeker: { full_name: string } }[] } }) => res.json().results.map((r) => r.job_seeker.full_name);

describe('candidate search', () => {
  it('filters by words, skills, place, experience, education and open to work', async () => {
    const { token } = await registerEmployer(t);
    await addSeeker(t, { fullName: 'Anjali Filtertest', skills: ['Tally ERP', 'VAT Filing'], district: 'Chitwan', province: 'Bagmati', experienceYears: 6, educationLevel: 'Master' });
    await addSeeker(t, { fullName: 'Bikash Filtertest', skills: ['Tally ERP'], district: 'Kaski', province: 'Gandaki', experienceYears: 1, educationLevel: '+2' });
    await addSeeker(t, { fullName: 'Chandra Filtertest', skills: ['Driving'], district: 'Chitwan', province: 'Bagmati', experienceYears: 12, openToWork: false });

    expect(names(await search(token, 'q=filtertest&ordering=full_name'))).toEqual(['Anjali Filtertest', 'Bikash Filtertest', 'Chandra Filtertest']);
    expect(names(await search(token, 'q=filtertest&skills=tally%20erp,VAT%20Filing'))).toEqual(['Anjali Filtertest']);
    expect(names(await search(token, 'q=filtertest&province=Gandaki'))).toEqual(['Bikash Filtertest']);
    expect(names(await search(token, 'q=filtertest&district=Chitwan&ordering=-experience_years'))).toEqual(['Chandra Filtertest', 'Anjali Filtertest']);
    expect(names(await search(token, 'q=filtertest&experience_min=3&experience_max=10'))).toEqual(['Anjali Filtertest']);
    expect(names(await search(token, 'q=filtertest&education=Bachelor&ordering=full_name'))).toEqual(['Anjali Filtertest', 'Chandra Filtertest']);
    expect(names(await search(token, 'q=filtertest&open_to_work=false'))).toEqual(['Chandra Filtertest']);
    const bad = await search(token, 'experience_min=-1&education=Diploma');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['education', 'experience_min']);
  });

  it('ranks by match score for one of the caller\'s jobs, with the reasons, and pages', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { skills: ['Rankskill A', 'Rankskill B'], district: 'Dhanusha', province: 'Madhesh', experience_min_years: 4, education_level: 'Bachelor' });
    const best = await addSeeker(t, { fullName: 'Best Rank', skills: ['Rankskill A', 'Rankskill B'], district: 'Dhanusha', province: 'Madhesh', experienceYears: 5 });
    await addSeeker(t, { fullName: 'Half Rank', skills: ['rankskill a'], district: 'Parsa', province: 'Madhesh', experienceYears: 2 });
    await addSeeker(t, { fullName: 'Low Rank', skills: ['Rankskill B'], district: 'Jumla', province: 'Karnali', experienceYears: 0, educationLevel: 'SEE/SLC' });

    const res = await search(token, `job=${job.id}&skills=rankskill%20a&page_size=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: `/api/employer/jobseekers/?job=${job.id}&skills=rankskill+a&page_size=1&page=2`, previous: null });
    const top = res.json().results[0];
    expect(top).toMatchObject({ job_seeker: { id: best, full_name: 'Best Rank' }, saved_id: null, application_id: null });
    expect(top.match).toEqual(matchScore(
      { skills: ['Rankskill A', 'Rankskill B'], province: 'Madhesh', district: 'Dhanusha', remoteAllowed: false, experienceMinYears: 4, educationLevel: 'Bachelor' },
      { skills: ['Rankskill A', 'Rankskill B'], province: 'Madhesh', district: 'Dhanusha', experienceYears: 5, educationLevel: 'Bachelor' },
    ));
    const all = await search(token, `job=${job.id}&q=rank`);
    const scores = all.json().results.map((r: { match: { score: number } }) => r.match.score);
    expect(names(all)).toEqual(['Best Rank', 'Half Rank', 'Low Rank']);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('marks who applied for the job and who is saved', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { skills: ['Marker Skill'] });
    const applied = await apply(t, job.id, { full_name: 'Applied Marker', skills: 'Marker Skill' });
    const saved = await addSeeker(t, { fullName: 'Saved Marker', skills: ['Marker Skill'] });
    const entry = (await t.inject({ method: 'POST', url: '/api/employer/save-applicant/', headers: bearer(token), payload: { job_seeker: saved } })).json();
    t.clock.advance(1_000);
    const res = await search(token, `job=${job.id}&q=marker&ordering=full_name`);
    expect(res.json().results.map((r: { saved_id: string | null; application_id: string | null }) => [r.saved_id, r.application_id]))
      .toEqual([[null, applied.id], [entry.id, null]]);
  });

  it('shows each result as the job seeker\'s own page does (the index keeps the card, the table is the truth)', async () => {
    const { token } = await registerEmployer(t);
    await addSeeker(t, { fullName: 'Card Check', skills: ['Card Skill', 'VAT Filing'], district: 'Kaski', province: 'Gandaki', experienceYears: 7, educationLevel: 'Master' });
    await addSeeker(t, { fullName: 'Card Other', skills: [], openToWork: false });
    const results = (await search(token, 'q=card&ordering=full_name')).json().results as { job_seeker: { id: string } }[];
    expect(results).toHaveLength(2);
    for (const { job_seeker: card } of results) {
      const page = await t.inject({ method: 'GET', url: `/api/employer/jobseekers/${card.id}/`, headers: bearer(token) });
      expect(card).toEqual(page.json().job_seeker);
    }
  });

  it('answers 404 for another employer\'s job, and never more than 100 a page', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    expect((await search(other.token, `job=${job.id}`)).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: `/api/employer/jobseekers/${(await addSeeker(t))}/?job=${job.id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await search(owner.token, 'page_size=500')).statusCode).toBe(400);
    expect((await search(owner.token, 'page=100000')).json()).toEqual({ detail: 'Invalid page.' });
  });
});

describe('a job seeker\'s profile', () => {
  it('shows contact details only to employers they applied to', async () => {
    const owner = await registerEmployer(t);
    const stranger = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const { id, email } = await apply(t, job.id, { full_name: 'Profile Person' });
    const seekerId = (await t.inject({ method: 'GET', url: `/api/applications/${id}/`, headers: bearer(owner.token) })).json().job_seeker.id;

    const mine = await t.inject({ method: 'GET', url: `/api/employer/jobseekers/${seekerId}/?job=${job.id}`, headers: bearer(owner.token) });
    expect(mine.json()).toMatchObject({
      email, phone: '9841234567', job_seeker: { full_name: 'Profile Person' }, match: { score: expect.any(Number) },
      applications: [{ id, job: job.id, status: 'applied', resume_url: `/api/applications/${id}/resume/` }],
    });
    const theirs = await t.inject({ method: 'GET', url: `/api/employer/jobseekers/${seekerId}/`, headers: bearer(stranger.token) });
    expect(theirs.json()).toMatchObject({ email: null, phone: null, match: null, applications: [] });
    const missing = await t.inject({ method: 'GET', url: '/api/employer/jobseekers/00000000-0000-4000-8000-000000000000/', headers: bearer(owner.token) });
    expect(missing.statusCode).toBe(404);
  });
});

describe('filter options', () => {
  it('offers Nepal\'s places, skills, education levels, experience ranges and the caller\'s open jobs', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { title: 'Published One' });
    const draft = (await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: { title: 'Draft One' } })).json();
    const res = await t.inject({ method: 'GET', url: '/api/employer/jobseekers/filter-options/', headers: bearer(token) });
    const body = res.json();
    expect(body.provinces).toHaveLength(7);
    expect(body.districts).toHaveLength(77);
    expect(body.districts).toContainEqual({ name: 'Kaski', province: 'Gandaki' });
    expect(body.skills).toContain('Tally ERP');
    expect(body.education_levels).toEqual(['SEE/SLC', '+2', 'Bachelor', 'Master', 'PhD', 'Not required']);
    expect(body.experience_ranges).toEqual(EXPERIENCE_RANGES);
    // What tells two jobs of one title apart comes along: district, status and dates.
    expect(body.jobs).toEqual([
      { id: job.id, title: 'Published One', status: 'published', district: job.district, created_at: job.created_at, published_at: job.published_at },
      { id: draft.id, title: 'Draft One', status: 'draft', district: null, created_at: draft.created_at, published_at: null },
    ]);
    expect(job.published_at).toEqual(expect.any(String));
  });
});
