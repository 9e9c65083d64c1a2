import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../src/domain/job-rules';
import { loadContract } from '../contract/contract';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { JOB_WRITE_MESSAGES } from '../services/jobs';
import { apply, createJob, dayFrom, fullJob } from '../test/workspace-fixtures';

const t = setupTestApp();
const jobsUrl = '/api/employer/jobs/';

describe('creating a job', () => {
  it('keeps a title-only draft with every other field empty', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { title: '  Accountant  ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Accountant', status: 'draft', is_open: false, category: null, district: null, deadline: null,
      skills: [], salary_min: null, published_at: null, views_count: 0, applications_count: 0,
    });
  });

  it('needs a title even for a draft, in the job form\'s words', async () => {
    const { token } = await registerEmployer(t);
    const blank = await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { title: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ title: [JOB_MESSAGES.titleRequired] });
    const missing = await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { description: 'x' } });
    expect(missing.json()).toEqual({ title: [JOB_MESSAGES.titleRequired] });
  });

  it('publishes only a complete job, naming every missing field', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { title: 'Cook', status: 'published' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      description: [JOB_MESSAGES.descriptionRequired],
      requirements: [JOB_MESSAGES.requirementsRequired],
      category: [JOB_MESSAGES.categoryRequired],
      job_level: [JOB_MESSAGES.jobLevelRequired],
      employment_type: [JOB_MESSAGES.employmentTypeRequired],
      vacancies: [JOB_MESSAGES.vacanciesInvalid],
      province: [JOB_MESSAGES.provinceRequired],
      district: [JOB_MESSAGES.districtRequired],
      skills: [JOB_MESSAGES.skillsRequired],
      deadline: [JOB_MESSAGES.deadlineRequired],
      salary_min: [JOB_MESSAGES.salaryRequired],
    });
  });

  it('publishes a complete job, stores NPR and answers it back in NPR', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { salary_min: 1_23_456, salary_max: 2_00_000 });
    expect(job).toMatchObject({ status: 'published', is_open: true, salary_min: 1_23_456, salary_max: 2_00_000, published_at: t.clock.now().toISOString() });
  });

  it('refuses a district outside the province, a reversed salary range and a passed deadline', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({
      method: 'POST', url: jobsUrl, headers: bearer(token),
      payload: fullJob(t, { district: 'Kaski', salary_min: 90_000, salary_max: 50_000, deadline: dayFrom(t, -1) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      district: [JOB_MESSAGES.districtNotInProvince('Kaski', 'Bagmati')],
      salary_max: [JOB_MESSAGES.salaryRangeInvalid],
      deadline: [JOB_MESSAGES.deadlinePassed],
    });
  });

  it('refuses to publish a draft whose deadline has passed, or to move a published job\'s deadline before today', async () => {
    const { token } = await registerEmployer(t);
    const draft = await createJob(t, token, { status: 'draft', deadline: dayFrom(t, -1) });
    const publish = await t.inject({ method: 'PATCH', url: `${jobsUrl}${draft.id}/`, headers: bearer(token), payload: { status: 'published' } });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({ deadline: [JOB_MESSAGES.deadlinePassed] });

    const job = await createJob(t, token, { deadline: dayFrom(t, 0) });
    expect(job.published_at).toEqual(expect.any(String));
    const earlier = await t.inject({ method: 'PATCH', url: `${jobsUrl}${job.id}/`, headers: bearer(token), payload: { deadline: dayFrom(t, -1) } });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toEqual({ deadline: [JOB_MESSAGES.deadlinePassed] });
    expect((await t.inject({ method: 'GET', url: `${jobsUrl}${job.id}/`, headers: bearer(token) })).json().deadline).toBe(dayFrom(t, 0));
  });

  it('answers wrong types with the job form\'s messages and refuses unknown fields', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({
      method: 'POST', url: jobsUrl, headers: bearer(token),
      payload: { title: 'Cook', category: 'Cooking', vacancies: 0, salary_min: 'lots', skills: 'React', deadline: '14/04/2025', owner: 'me' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      category: [JOB_MESSAGES.categoryRequired],
      vacancies: [JOB_MESSAGES.vacanciesInvalid],
      salary_min: [JOB_MESSAGES.salaryInvalid],
      skills: [JOB_MESSAGES.skillsInvalid],
      deadline: [JOB_MESSAGES.deadlineInvalid],
      owner: ['Unknown field.'],
    });
  });
});

describe('a 400 names every failing field at once', () => {
  // The contract refuses the title and the vacancies; only the job rules know the districts and the salary order.
  const broken = { title: '', vacancies: 0, district: 'Atlantis', salary_min: 90_000, salary_max: 50_000 };
  const expected = {
    title: [JOB_MESSAGES.titleRequired],
    vacancies: [JOB_MESSAGES.vacanciesInvalid],
    district: [JOB_MESSAGES.districtRequired],
    salary_max: [JOB_MESSAGES.salaryRangeInvalid],
  };

  it('on create: schema errors and the job rules in one answer', async () => {
    const { token } = await registerEmployer(t);
    const res = await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: fullJob(t, broken) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    const draft = await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { ...broken, status: 'draft', owner: 'me' } });
    expect(draft.json()).toEqual({ ...expected, owner: ['Unknown field.'] });
  });

  it('on PUT and PATCH, read against the stored job (its status, its other fields)', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { salary_min: 80_000, salary_max: 1_20_000 });
    const put = await t.inject({ method: 'PUT', url: `${jobsUrl}${job.id}/`, headers: bearer(token), payload: fullJob(t, broken) });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual(expected);
    // The stored maximum is 1,20,000: a new minimum above it breaks the order; publishing keeps needing a deadline.
    const patch = await t.inject({
      method: 'PATCH', url: `${jobsUrl}${job.id}/`, headers: bearer(token),
      payload: { vacancies: 0, salary_min: 1_50_000, deadline: null, district: 'Kaski' },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({
      vacancies: [JOB_MESSAGES.vacanciesInvalid],
      salary_max: [JOB_MESSAGES.salaryRangeInvalid],
      deadline: [JOB_MESSAGES.deadlineRequired],
      district: [JOB_MESSAGES.districtNotInProvince('Kaski', 'Bagmati')],
    });
    expect((await t.inject({ method: 'GET', url: `${jobsUrl}${job.id}/`, headers: bearer(token) })).json()).toEqual(job);
  });

  it('with the stored job\'s own rule: one with applications cannot go back to draft', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token);
    await apply(t, job.id);
    const res = await t.inject({ method: 'PATCH', url: `${jobsUrl}${job.id}/`, headers: bearer(token), payload: { status: 'draft', title: '', vacancies: 0 } });
    expect(res.json()).toEqual({
      title: [JOB_MESSAGES.titleRequired], vacancies: [JOB_MESSAGES.vacanciesInvalid], status: [JOB_WRITE_MESSAGES.backToDraft],
    });
  });

  it('and another employer\'s job tells nothing beyond the schema', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const res = await t.inject({ method: 'PATCH', url: `${jobsUrl}${job.id}/`, headers: bearer(other.token), payload: { vacancies: 0, salary_min: 5_00_000 } });
    expect(res.json()).toEqual({ vacancies: [JOB_MESSAGES.vacanciesInvalid] });
  });
});

describe('the contract\'s job messages', () => {
  it('are the job rules\' messages, so the form and the API say the same', async () => {
    const { schemas } = await loadContract();
    const fields = (schemas.JobWrite as { properties: Record<string, { 'x-error-messages'?: Record<string, string> }> }).properties;
    const messages = new Set(Object.values(fields).flatMap((f) => Object.values(f['x-error-messages'] ?? {})));
    const known = new Set<string>(Object.values(JOB_MESSAGES).filter((m) => typeof m === 'string'));
    expect([...messages].filter((m) => !known.has(m))).toEqual([]);
  });
});

describe('the job list', () => {
  it('pages, counts per status, filters by status and search, and orders', async () => {
    const { token } = await registerEmployer(t);
    for (const title of ['Accountant', 'Cashier', 'Driver']) await createJob(t, token, { title });
    await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { title: 'Draft Accountant' } });
    const closed = await createJob(t, token, { title: 'Old Accountant' });
    await t.inject({ method: 'PATCH', url: `${jobsUrl}${closed.id}/`, headers: bearer(token), payload: { status: 'closed' } });

    const first = await t.inject({ method: 'GET', url: `${jobsUrl}?page_size=2&ordering=title`, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      count: 5, previous: null, next: '/api/employer/jobs/?page_size=2&ordering=title&page=2',
      status_counts: { all: 5, draft: 1, published: 3, closed: 1 },
    });
    expect(first.json().results.map((j: { title: string }) => j.title)).toEqual(['Accountant', 'Cashier']);
    // A list row is the job's own view without the long texts, drafts' empty fields included.
    const everything = await t.inject({ method: 'GET', url: `${jobsUrl}?ordering=title`, headers: bearer(token) });
    expect(everything.json().results).toHaveLength(5);
    for (const row of everything.json().results) {
      const own = await t.inject({ method: 'GET', url: `${jobsUrl}${row.id}/`, headers: bearer(token) });
      const { description: _d, requirements: _r, ...rest } = own.json();
      expect(row).toEqual(rest);
    }
    const last = await t.inject({ method: 'GET', url: `${jobsUrl}?page_size=2&ordering=title&page=3`, headers: bearer(token) });
    expect(last.json()).toMatchObject({ next: null, previous: '/api/employer/jobs/?page_size=2&ordering=title&page=2' });

    const published = await t.inject({ method: 'GET', url: `${jobsUrl}?status=published`, headers: bearer(token) });
    expect(published.json().count).toBe(3);
    const search = await t.inject({ method: 'GET', url: `${jobsUrl}?search=accountant&status=draft`, headers: bearer(token) });
    expect(search.json()).toMatchObject({ count: 1, status_counts: { all: 3, draft: 1, published: 1, closed: 1 } });
    const bySkill = await t.inject({ method: 'GET', url: `${jobsUrl}?search=typescript`, headers: bearer(token) });
    expect(bySkill.json().count).toBe(4);
    const literal = await t.inject({ method: 'GET', url: `${jobsUrl}?search=%25`, headers: bearer(token) });
    expect(literal.json().count).toBe(0);
  });

  it('shows each row as the job itself reads, at the edges of times, money and deadlines', async () => {
    // Arrange: values the form never sends, written straight to the table (the list's JSON is the database's).
    const { token } = await registerEmployer(t);
    const edges: Record<string, unknown>[] = [
      { created_at: '2025-01-02 03:04:05.678999+00', salary_min_paisa: 12_345, salary_max_paisa: 12_350, deadline: dayFrom(t, 0) },
      { updated_at: '2024-12-31 23:59:59.999999+00', salary_min_paisa: 49, salary_max_paisa: 99, deadline: dayFrom(t, -1) },
      { published_at: null, deadline: null, salary_min_paisa: null, salary_max_paisa: null, views_count: 7 },
      { status: 'closed', deadline: dayFrom(t, 30), published_at: '2025-03-01 00:00:00+05:45', skills: '{}' },
    ];
    for (const [i, values] of edges.entries()) {
      const job = await createJob(t, token, { title: `Edge ${i}` });
      const set = sql.join(Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`), sql`, `);
      await t.database.db.execute(sql`UPDATE jobs SET ${set} WHERE id = ${job.id}`);
    }

    // Act
    const list = await t.inject({ method: 'GET', url: `${jobsUrl}?ordering=title`, headers: bearer(token) });

    // Assert
    const rows = list.json().results as { id: string; title: string }[];
    expect(rows.map((r) => r.title)).toEqual(['Edge 0', 'Edge 1', 'Edge 2', 'Edge 3']);
    for (const row of rows) {
      const own = await t.inject({ method: 'GET', url: `${jobsUrl}${row.id}/`, headers: bearer(token) });
      const { description: _d, requirements: _r, ...rest } = own.json();
      expect(row).toEqual(rest);
    }
    expect(rows[0]).toMatchObject({ created_at: '2025-01-02T03:04:05.678Z', salary_min: 123, salary_max: 124, is_open: true });
    expect(rows[1]).toMatchObject({ updated_at: '2024-12-31T23:59:59.999Z', salary_min: 0, salary_max: 1, is_open: false });
    expect(rows[2]).toMatchObject({ published_at: null, deadline: null, salary_min: null, is_open: false, views_count: 7 });
    expect(rows[3]).toMatchObject({ status: 'closed', published_at: '2025-02-28T18:15:00.000Z', skills: [], is_open: false });
  });

  it('never answers more than 100 at a time, and says so past the last page', async () => {
    const { token } = await registerEmployer(t);
    const big = await t.inject({ method: 'GET', url: `${jobsUrl}?page_size=101`, headers: bearer(token) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ page_size: ['Ensure this value is less than or equal to 100.'] });
    const empty = await t.inject({ method: 'GET', url: jobsUrl, headers: bearer(token) });
    expect(empty.json()).toMatchObject({ count: 0, results: [], next: null });
    const past = await t.inject({ method: 'GET', url: `${jobsUrl}?page=2`, headers: bearer(token) });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('shows only the caller\'s jobs', async () => {
    const a = await registerEmployer(t);
    const b = await registerEmployer(t);
    await createJob(t, a.token);
    const res = await t.inject({ method: 'GET', url: jobsUrl, headers: bearer(b.token) });
    expect(res.json().count).toBe(0);
  });
});

describe('one job', () => {
  it('is 404 for another employer, whatever the method', async () => {
    const owner = await registerEmployer(t);
    const other = await registerEmployer(t);
    const job = await createJob(t, owner.token);
    const url = `${jobsUrl}${job.id}/`;
    for (const [method, payload] of [['GET'], ['PUT', fullJob(t)], ['PATCH', { title: 'Mine now' }], ['DELETE']] as const) {
      const res = await t.inject({ method, url, headers: bearer(other.token), ...(payload && { payload }) });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const apps = await t.inject({ method: 'GET', url: `${url}applications/`, headers: bearer(other.token) });
    expect(apps.statusCode).toBe(404);
    const still = await t.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(still.json()).toMatchObject({ title: 'Senior React Developer', status: 'published' });
  });

  it('PUT replaces every field, keeping the status when none is sent', async () => {
    const { token } = await registerEmployer(t);
    const draft = (await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { title: 'Cook', district: 'Kaski', province: 'Gandaki' } })).json();
    const res = await t.inject({ method: 'PUT', url: `${jobsUrl}${draft.id}/`, headers: bearer(token), payload: { title: 'Head Cook' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Head Cook', status: 'draft', district: null, province: null });
  });

  it('PATCH merges, clears with null, publishes when complete and closes', async () => {
    const { token } = await registerEmployer(t);
    const url = `${jobsUrl}${(await t.inject({ method: 'POST', url: jobsUrl, headers: bearer(token), payload: { title: 'Cook', district: 'Kaski' } })).json().id}/`;
    const cleared = await t.inject({ method: 'PATCH', url, headers: bearer(token), payload: { district: null } });
    expect(cleared.json()).toMatchObject({ title: 'Cook', district: null });
    const early = await t.inject({ method: 'PATCH', url, headers: bearer(token), payload: { status: 'published' } });
    expect(early.statusCode).toBe(400);
    expect(early.json().description).toEqual([JOB_MESSAGES.descriptionRequired]);
    const { status: _s, title: _t, ...rest } = fullJob(t);
    const published = await t.inject({ method: 'PATCH', url, headers: bearer(token), payload: { ...rest, status: 'published' } });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ title: 'Cook', status: 'published', is_open: true, published_at: t.clock.now().toISOString() });
    const closed = await t.inject({ method: 'PATCH', url, headers: bearer(token), payload: { status: 'closed' } });
    expect(closed.json()).toMatchObject({ status: 'closed', is_open: false, published_at: t.clock.now().toISOString() });
  });

  it('DELETE removes a job without applications', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token);
    const res = await t.inject({ method: 'DELETE', url: `${jobsUrl}${job.id}/`, headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: `${jobsUrl}${job.id}/`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('DELETE closes a job with applications instead, and says so; it cannot go back to draft', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token);
    await apply(t, job.id);
    const res = await t.inject({ method: 'DELETE', url: `${jobsUrl}${job.id}/`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ detail: JOB_WRITE_MESSAGES.closedInstead, job: { id: job.id, status: 'closed', applications_count: 1 } });
    const draft = await t.inject({ method: 'PATCH', url: `${jobsUrl}${job.id}/`, headers: bearer(token), payload: { status: 'draft' } });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual({ status: [JOB_WRITE_MESSAGES.backToDraft] });
  });
});
