import { describe, expect, it } from 'vitest';
import { OVERVIEW_CHART_DAYS } from '../../src/domain/constants';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { lastDays } from './dashboard';
import { apply, createJob, dayFrom } from '../test/workspace-fixtures';

const t = setupTestApp();
const DAY = 86_400_000;
const stats = async (token: string) => (await t.inject({ method: 'GET', url: '/api/dashboard/stats/', headers: bearer(token) })).json();

describe('dashboard stats', () => {
  it('are all zero for a new employer, with 30 empty days ending today', async () => {
    const { token } = await registerEmployer(t);
    const body = await stats(token);
    expect(body).toMatchObject({
      active_jobs: 0, total_applications: 0, new_applications: 0, shortlisted: 0, upcoming_interviews: 0, hires: 0, job_views: 0,
      recent_applications: [], upcoming_deadlines: [],
    });
    expect(body.applications_per_day).toHaveLength(OVERVIEW_CHART_DAYS);
    expect(body.applications_per_day.at(-1)).toEqual({ date: dayFrom(t, 0), count: 0 });
  });

  it('count the caller\'s jobs, applications by age and status, views, and list what is recent and due', async () => {
    const { token } = await registerEmployer(t);
    const other = await registerEmployer(t);
    const soon = await createJob(t, token, { title: 'Due Soon', deadline: dayFrom(t, 10) });
    const later = await createJob(t, token, { title: 'Due Later', deadline: dayFrom(t, 40) });
    const draft = (await t.inject({ method: 'POST', url: '/api/employer/jobs/', headers: bearer(token), payload: { title: 'Draft' } })).json();
    await createJob(t, other.token);

    const old = await apply(t, soon.id); // 9 days before "now" below
    t.clock.advance(9 * DAY);
    const fresh = await apply(t, later.id);
    const hired = await apply(t, soon.id);
    for (const to of ['shortlisted', 'interview', 'offered', 'hired']) {
      await t.inject({ method: 'PATCH', url: `/api/applications/${hired.id}/status/`, headers: bearer(token), payload: { status: to } });
    }
    await t.inject({ method: 'PATCH', url: `/api/applications/${fresh.id}/status/`, headers: bearer(token), payload: { status: 'shortlisted' } });
    await t.inject({ method: 'GET', url: `/api/jobs/${soon.id}/` });
    await t.inject({ method: 'GET', url: `/api/jobs/${later.id}/` });

    const body = await stats(token);
    expect(body).toMatchObject({
      active_jobs: 2, total_applications: 3, new_applications: 2, shortlisted: 1, hires: 1, job_views: 2, upcoming_interviews: 0,
    });
    const perDay = Object.fromEntries(body.applications_per_day.map((d: { date: string; count: number }) => [d.date, d.count]));
    expect(perDay[dayFrom(t, 0)]).toBe(2);
    expect(perDay[dayFrom(t, -9)]).toBe(1);
    expect(body.recent_applications.map((a: { id: string }) => a.id).sort()).toEqual([old.id, fresh.id, hired.id].sort());
    expect(body.recent_applications.at(-1).id).toBe(old.id);
    // Each reads as the applications list shows it: job title, match score, job seeker.
    const listed = (await t.inject({ method: 'GET', url: '/api/applications/', headers: bearer(token) })).json().results;
    for (const recent of body.recent_applications) {
      expect(recent).toEqual(listed.find((a: { id: string }) => a.id === recent.id));
    }
    expect(body.recent_applications.map((a: { job_title: string }) => a.job_title).sort()).toEqual(['Due Later', 'Due Soon', 'Due Soon']);
    expect(body.upcoming_deadlines.map((j: { title: string }) => j.title)).toEqual(['Due Soon', 'Due Later']);
    expect(body.upcoming_deadlines[0]).toMatchObject({ id: soon.id, applications_count: 2 });
    expect(body.upcoming_deadlines.some((j: { id: string }) => j.id === draft.id)).toBe(false);
    t.clock.advance(-9 * DAY);
  });
});

describe('lastDays', () => {
  it('gives Kathmandu dates, the last being today there', () => {
    // 20:00 UTC is already the next day in Kathmandu (UTC+05:45).
    expect(lastDays(new Date('2025-04-14T20:00:00Z'), 3)).toEqual(['2025-04-13', '2025-04-14', '2025-04-15']);
  });
});
