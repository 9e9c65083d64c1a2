import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/components/test-router';
import { JobsPage } from './jobs-page';
import type { Job } from './job-queries';
import { validateJobDetailsSearch, validateJobsSearch } from './jobs-search';

const api = vi.hoisted(() => ({ GET: vi.fn(), PATCH: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const fail = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });

const draft = {
  id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01', title: 'Staff Nurse', description: '', requirements: '',
  category: 'Healthcare', job_level: null, employment_type: 'Full Time', vacancies: 3, province: 'Koshi',
  district: 'Morang', address: '', remote_allowed: false, salary_min: null, salary_max: null,
  salary_negotiable: false, show_salary: true, experience_min_years: 0, education_level: null, skills: [],
  deadline: '2026-12-31', status: 'draft', is_open: false, created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z', published_at: null, views_count: 0, applications_count: 0,
} satisfies Job;
const list = { count: 1, next: null, previous: null, results: [draft], status_counts: { all: 4, draft: 1, published: 2, closed: 1 } };

async function renderJobs() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(() => (
    <QueryClientProvider client={client}>
      <JobsPage search={{ status: 'draft' }} />
    </QueryClientProvider>
  ));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('JobsPage', () => {
  it('shows the count of each status tab and marks the current one', async () => {
    api.GET.mockResolvedValue(ok(list));
    await renderJobs();

    await screen.findByRole('link', { name: 'Staff Nurse' });
    const tabs = screen.getByRole('navigation', { name: 'Job status' });

    expect(tabs.textContent).toBe('All 4Drafts 1Published 2Closed 1');
    expect(screen.getByRole('link', { name: 'Drafts 1' }).getAttribute('aria-current')).toBe('page');
    expect(api.GET.mock.calls[0]![1].params.query).toMatchObject({ status: 'draft' });
  });

  it('tells what is missing when the server refuses to publish', async () => {
    const user = userEvent.setup();
    api.GET.mockResolvedValue(ok(list));
    api.PATCH.mockResolvedValue(fail(400, { description: ['Job description is required'], skills: ['Add at least one skill'] }));
    await renderJobs();

    await user.click(await screen.findByRole('button', { name: 'Publish Staff Nurse' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Complete the job before publishing it', {
      description: 'Job description is required Add at least one skill',
    }));
    expect(api.PATCH.mock.calls[0]![1]).toMatchObject({ params: { path: { id: draft.id } }, body: { status: 'published' } });
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
