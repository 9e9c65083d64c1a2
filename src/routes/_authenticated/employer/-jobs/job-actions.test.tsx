import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer } from '@/session/-testing/render-with-session';
import { LIMIT_MESSAGES, PLANS } from '@/domain/plans';
import { DeleteJobButton, FeatureJobButton } from './job-actions';
import type { Job } from './job-queries';

const job = {
  id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01', title: 'Site Engineer', description: 'd', requirements: 'r',
  category: 'Construction', job_level: 'Mid', employment_type: 'Full Time', vacancies: 1, province: 'Lumbini',
  district: 'Rupandehi', address: '', remote_allowed: false, salary_min: 50000, salary_max: 70000,
  salary_negotiable: false, show_salary: true, experience_min_years: 2, education_level: 'Bachelor', skills: ['AutoCAD'],
  deadline: '2026-12-31', status: 'published', is_open: true, featured: false, created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z', published_at: '2026-11-20T10:00:00Z', views_count: 40, applications_count: 3,
} satisfies Job;

const DELETE = `DELETE /api/employer/jobs/${job.id}/`;

/** The button on the job's page; `remove` answers the DELETE. */
function renderButton(remove: FakeServer = () => new Response(null, { status: 204 })) {
  return renderWithSession(() => <DeleteJobButton job={job} />, { path: '/employer/job-details', server: routes({ [DELETE]: remove }) });
}

afterEach(cleanup);

describe('DeleteJobButton', () => {
  it('asks first, and cancelling deletes nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderButton();

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    expect(screen.getByRole('alert').textContent).toContain('A job with applications is closed instead');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(sentTo(requests, DELETE)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete Job' })).toBeTruthy();
  });

  it('says so when the server closed the job because it has applications', async () => {
    const user = userEvent.setup();
    const detail = 'This job has applications, so it was closed instead of deleted.';
    const { requests } = await renderButton(() => Response.json({ detail, job: { ...job, status: 'closed' } }));

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(toastsShown()).toEqual([`success: ${detail}`]));
    expect(sentTo(requests, DELETE)).toHaveLength(1);
  });

  it('goes back to the jobs list once the job is deleted', async () => {
    const user = userEvent.setup();
    const { router } = await renderButton();

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/jobs'));
    expect(toastsShown()).toEqual(['success: “Site Engineer” is deleted']);
  });
});

const FEATURE = `POST /api/employer/jobs/${job.id}/feature/`;

/** The button on the job's page; `feature` answers the POST. */
function renderFeature(shown: Job, feature: FakeServer = async (request) =>
  Response.json({ id: job.id, featured: ((await requestBody(request)) as { featured: boolean }).featured })) {
  return renderWithSession(() => <FeatureJobButton job={shown} />, { path: '/employer/job-details', server: routes({ [FEATURE]: feature }) });
}

describe('FeatureJobButton', () => {
  it('features an active job and says job seekers see it first', async () => {
    const user = userEvent.setup();
    const { requests } = await renderFeature(job);

    await user.click(screen.getByRole('button', { name: 'Feature Site Engineer' }));

    await waitFor(() => expect(toastsShown()).toEqual(['success: “Site Engineer” is featured: job seekers see it first']));
    expect(await requestBody(sentTo(requests, FEATURE)[0]!)).toEqual({ featured: true });
  });

  it('stops featuring a featured job', async () => {
    const user = userEvent.setup();
    const { requests } = await renderFeature({ ...job, featured: true });

    await user.click(screen.getByRole('button', { name: 'Stop featuring Site Engineer' }));

    await waitFor(() => expect(toastsShown()).toEqual(['success: “Site Engineer” is no longer featured']));
    expect(await requestBody(sentTo(requests, FEATURE)[0]!)).toEqual({ featured: false });
  });

  it('at the plan\'s limit says the plan\'s words alone and offers the upgrade', async () => {
    const user = userEvent.setup();
    const limit = LIMIT_MESSAGES.featuredJobs(PLANS.find((p) => p.id === 'starter')!);
    const { router } = await renderFeature(job, () => Response.json({ non_field_errors: [limit] }, { status: 400 }));

    await user.click(screen.getByRole('button', { name: 'Feature Site Engineer' }));

    await waitFor(() => expect(toastsShown()).toEqual([`error: ${limit}`]));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade plan' })); // a click only: jsdom has no pointer capture
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/payment'));
  });

  it('is not offered for a job that is not active', async () => {
    await renderFeature({ ...job, status: 'closed', is_open: false });
    expect(screen.queryByRole('button', { name: /Feature/ })).toBeNull();
  });
});
