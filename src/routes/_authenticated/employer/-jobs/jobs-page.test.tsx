import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer } from '@/session/-testing/render-with-session';
import { FREE_PLAN, LIMIT_MESSAGES } from '@/domain/plans';
import type { BillingOverview } from '../-payment/billing-queries';
import { JobsPage } from './jobs-page';
import type { Job } from './job-queries';
import { validateJobDetailsSearch, validateJobsSearch } from './jobs-search';

const draft = {
  id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01', title: 'Staff Nurse', description: '', requirements: '',
  category: 'Healthcare', job_level: null, employment_type: 'Full Time', vacancies: 3, province: 'Koshi',
  district: 'Morang', address: '', remote_allowed: false, salary_min: null, salary_max: null,
  salary_negotiable: false, show_salary: true, experience_min_years: 0, education_level: null, skills: [],
  deadline: '2026-12-31', status: 'draft', is_open: false, featured: false, created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z', published_at: null, views_count: 0, applications_count: 0,
} satisfies Job;
const list = { count: 1, next: null, previous: null, results: [draft], status_counts: { all: 4, draft: 1, published: 2, closed: 1 } };
const FREE = {
  id: 'free', name: 'Free', summary: FREE_PLAN.summary, price_paisa: 0, vat_paisa: 0, total_paisa: 0, period_days: 30,
  limits: { active_jobs: 5, featured_jobs: 0, swipes_per_day: 25 },
} satisfies BillingOverview['plan'];
const billing = {
  plan: FREE, period_end: null, usage: { active_jobs: 5, featured_jobs: 0, swipes_today: 0 },
  gateways: [{ id: 'test', name: 'Test gateway (no money moves)', test: true }], details_complete: true,
} satisfies BillingOverview;

/** The Drafts tab; `publish` answers the PATCH of a job. */
function renderJobs(publish: FakeServer = () => Response.json({ ...draft, status: 'published' })) {
  return renderWithSession(() => <JobsPage search={{ status: 'draft' }} />, {
    path: '/employer/jobs',
    server: routes({
      'GET /api/employer/jobs/': () => Response.json(list),
      'GET /api/employer/billing/': () => Response.json(billing),
      [`PATCH /api/employer/jobs/${draft.id}/`]: publish,
    }),
  });
}

afterEach(cleanup);

describe('JobsPage', () => {
  it('shows the count of each status tab and marks the current one', async () => {
    const { requests } = await renderJobs();

    await screen.findByRole('link', { name: 'Staff Nurse' });
    const tabs = screen.getByRole('navigation', { name: 'Job status' });

    expect(tabs.textContent).toBe('All 4Drafts 1Published 2Closed 1');
    expect(screen.getByRole('link', { name: 'Drafts 1' }).getAttribute('aria-current')).toBe('page');
    expect(new URL(sentTo(requests, 'GET /api/employer/jobs/')[0]!.url).searchParams.get('status')).toBe('draft');
  });

  it('tells what is missing when the server refuses to publish', async () => {
    const user = userEvent.setup();
    const { requests } = await renderJobs(() =>
      Response.json({ description: ['Job description is required'], skills: ['Add at least one skill'] }, { status: 400 }));

    await user.click(await screen.findByRole('button', { name: 'Publish Staff Nurse' }));

    await waitFor(() => expect(toastsShown()).toEqual(['error: Complete the job before publishing it']));
    expect(screen.getByText('Job description is required Add at least one skill')).toBeTruthy();
    expect(await requestBody(sentTo(requests, `PATCH /api/employer/jobs/${draft.id}/`)[0]!)).toMatchObject({ status: 'published' });
  });
});

describe('JobsPage and the plan', () => {
  it('shows the plan\'s active and featured jobs, as the Payment page counts them, with the way to upgrade', async () => {
    await renderJobs();

    const usage = await screen.findByRole('region', { name: 'Your plan' });
    expect(usage.textContent).toContain('Free plan: 5 of 5 active jobs · 0 of 0 featured');
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/employer/payment');
  });

  it('says only the plan\'s limit when it stops a complete job from being published, and offers the upgrade', async () => {
    const user = userEvent.setup();
    const limit = LIMIT_MESSAGES.activeJobs(FREE_PLAN);
    const { router } = await renderJobs(() => Response.json({ non_field_errors: [limit] }, { status: 400 }));

    await user.click(await screen.findByRole('button', { name: 'Publish Staff Nurse' }));

    await waitFor(() => expect(toastsShown()).toEqual([`error: ${limit}`]));
    expect(screen.queryByText('Complete the job before publishing it')).toBeNull();
    // A click only: jsdom has no pointer capture for sonner's swipe-to-dismiss.
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/payment'));
  });

  it('marks a featured job, and a published one whose deadline passed, in the list', async () => {
    const featured = { ...draft, id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a02', title: 'Ward Nurse', status: 'published', is_open: true, featured: true } satisfies Job;
    const expired = { ...draft, id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a03', title: 'Night Nurse', status: 'published', is_open: false } satisfies Job;
    await renderWithSession(() => <JobsPage search={{}} />, {
      path: '/employer/jobs',
      server: routes({
        'GET /api/employer/jobs/': () => Response.json({ ...list, count: 2, results: [featured, expired] }),
        'GET /api/employer/billing/': () => Response.json(billing),
      }),
    });

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.querySelector('.job-card__tags')?.textContent)).toEqual(['FeaturedPublished', 'PublishedDeadline passed']);
    expect(screen.getByRole('button', { name: 'Stop featuring Ward Nurse' })).toBeTruthy();
    // Only an active job can be featured.
    expect(screen.queryByRole('button', { name: 'Feature Night Nurse' })).toBeNull();
  });
});

describe('search params', () => {
  it('keeps only known tabs and sorts, a real page and a trimmed search', () => {
    expect(validateJobsSearch({ status: 'published', q: '  nurse ', sort: '-deadline', page: '3' }))
      .toEqual({ status: 'published', q: 'nurse', sort: '-deadline', page: 3 });
    expect(validateJobsSearch({ status: 'archived', sort: 'salary', page: '-1', q: '   ' })).toEqual({});
  });

  it('takes a job id only when it looks like one', () => {
    expect(validateJobDetailsSearch({ id: draft.id.toUpperCase() })).toEqual({ id: draft.id });
    expect(validateJobDetailsSearch({ id: '42' })).toEqual({});
  });
});
