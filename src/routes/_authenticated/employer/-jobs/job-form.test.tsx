import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/components/test-router';
import { JobForm } from './job-form';
import { draftKey } from './job-form-values';
import type { Job } from './job-queries';

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), PATCH: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('@/session/session', () => ({
  getSessionView: () => ({ isAuthenticated: true, token: 't', user: { id: 'user-1', email: 'hr@example.np' } }),
}));

const ok = (data: unknown, status = 200) => ({ data, response: new Response(null, { status }) });
const fail = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });

const savedJob = {
  id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01', title: 'Accountant', description: '', requirements: '', category: null,
  job_level: null, employment_type: null, vacancies: 1, province: null, district: null, address: '',
  remote_allowed: false, salary_min: null, salary_max: null, salary_negotiable: false, show_salary: true,
  experience_min_years: 0, education_level: null, skills: [], deadline: null, status: 'draft', is_open: false,
  created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', published_at: null, views_count: 0,
  applications_count: 0,
} satisfies Job;

async function renderForm(job: Job | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(() => (
    <QueryClientProvider client={client}>
      <JobForm job={job} />
    </QueryClientProvider>
  ));
}

const title = () => screen.getByRole('textbox', { name: 'Job Title' }) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent;

beforeEach(() => {
  localStorage.clear();
  api.GET.mockResolvedValue(ok({ count: 1, next: null, previous: null, results: [{ name: 'Tally', category: 'Finance' }] }));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('JobForm', () => {
  it('keeps what is typed on the device and restores it after a reload', async () => {
    const user = userEvent.setup();
    await renderForm();

    await user.type(title(), 'Senior Accountant');
    expect(JSON.parse(localStorage.getItem(draftKey(null))!)).toMatchObject({ title: 'Senior Accountant' });
    cleanup();
    await renderForm();

    expect(title().value).toBe('Senior Accountant');
    expect(screen.getByRole('status').textContent).toMatch(/restored what you typed/i);
  });

  it('refuses to publish an incomplete job, naming each field, without calling the server', async () => {
    const user = userEvent.setup();
    await renderForm();

    await user.type(title(), 'Civil Engineer');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(errorOf(screen.getByRole('textbox', { name: 'Description' }))).toBe('Job description is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Province' }))).toBe('Please choose a province');
    expect(api.POST).not.toHaveBeenCalled();
    expect(title().value).toBe('Civil Engineer');
  });

  it('shows a server field error beside its field and loses nothing', async () => {
    const user = userEvent.setup();
    api.POST.mockResolvedValue(fail(400, { title: ['A job with this title is already open'] }));
    await renderForm();

    await user.type(title(), 'Driver');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(errorOf(title())).toBe('A job with this title is already open'));
    expect(title().value).toBe('Driver');
    expect(localStorage.getItem(draftKey(null))).toContain('Driver');
  });

  it('sends the job as a draft with lakh-grouped salary read back as rupees, then forgets the device copy', async () => {
    const user = userEvent.setup();
    api.POST.mockResolvedValue(ok({ ...savedJob, title: 'Cashier' }, 201));
    await renderForm();

    await user.type(title(), 'Cashier');
    const minimum = screen.getByRole('textbox', { name: 'Minimum Salary' });
    await user.type(minimum, '125000');
    await user.tab();
    expect((minimum as HTMLInputElement).value).toBe('1,25,000');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(api.POST).toHaveBeenCalledTimes(1));
    expect(api.POST.mock.calls[0]![1].body).toMatchObject({ title: 'Cashier', salary_min: 125000, status: 'draft' });
    await waitFor(() => expect(localStorage.getItem(draftKey(null))).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Job saved as a draft');
  });

  it('offers only the districts of the chosen province', async () => {
    const user = userEvent.setup();
    await renderForm(savedJob);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'Gandaki');
    const districts = Array.from((screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement).options)
      .map((o) => o.value).filter(Boolean);

    expect(districts).toContain('Kaski');
    expect(districts).not.toContain('Kathmandu');
  });
});
