import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/components/test-router';
import { DeleteJobButton } from './job-actions';
import type { Job } from './job-queries';

const api = vi.hoisted(() => ({ DELETE: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const job = {
  id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01', title: 'Site Engineer', description: 'd', requirements: 'r',
  category: 'Construction', job_level: 'Mid', employment_type: 'Full Time', vacancies: 1, province: 'Lumbini',
  district: 'Rupandehi', address: '', remote_allowed: false, salary_min: 50000, salary_max: 70000,
  salary_negotiable: false, show_salary: true, experience_min_years: 2, education_level: 'Bachelor', skills: ['AutoCAD'],
  deadline: '2026-12-31', status: 'published', is_open: true, created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z', published_at: '2026-11-20T10:00:00Z', views_count: 40, applications_count: 3,
} satisfies Job;

async function renderButton() {
  const client = new QueryClient();
  return renderWithRouter(() => (
    <QueryClientProvider client={client}>
      <DeleteJobButton job={job} />
    </QueryClientProvider>
  ), '/employer/job-details');
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DeleteJobButton', () => {
  it('asks first, and cancelling deletes nothing', async () => {
    const user = userEvent.setup();
    await renderButton();

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    expect(screen.getByRole('alert').textContent).toContain('A job with applications is closed instead');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(api.DELETE).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete Job' })).toBeTruthy();
  });

  it('says so when the server closed the job because it has applications', async () => {
    const user = userEvent.setup();
    const detail = 'This job has applications, so it was closed instead of deleted.';
    api.DELETE.mockResolvedValue({ data: { detail, job: { ...job, status: 'closed' } }, response: new Response(null, { status: 200 }) });
    await renderButton();

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(detail));
    expect(api.DELETE).toHaveBeenCalledWith('/api/employer/jobs/{id}/', { params: { path: { id: job.id } } });
  });

  it('goes back to the jobs list once the job is deleted', async () => {
    const user = userEvent.setup();
    api.DELETE.mockResolvedValue({ response: new Response(null, { status: 204 }) });
    const { router } = await renderButton();

    await user.click(screen.getByRole('button', { name: 'Delete Job' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/jobs'));
    expect(toast.success).toHaveBeenCalledWith('“Site Engineer” is deleted');
  });
});
