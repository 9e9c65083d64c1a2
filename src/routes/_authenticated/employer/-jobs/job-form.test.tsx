import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  TEST_USER, renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer,
} from '@/session/-testing/render-with-session';
import { FREE_PLAN, LIMIT_MESSAGES } from '@/domain/plans';
import { JobForm } from './job-form';
import { draftKey } from './job-form-values';
import type { Job } from './job-queries';

/** The signed-in account's unsaved new job. */
const newJobDraft = () => localStorage.getItem(draftKey(TEST_USER.id, null));

const savedJob = {
  id: '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01', title: 'Accountant', description: '', requirements: '', category: null,
  job_level: null, employment_type: null, vacancies: 1, province: null, district: null, address: '',
  remote_allowed: false, salary_min: null, salary_max: null, salary_negotiable: false, show_salary: true,
  experience_min_years: 0, education_level: null, skills: [], deadline: null, status: 'draft', is_open: false, featured: false,
  created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z', published_at: null, views_count: 0,
  applications_count: 0,
} satisfies Job;

/** The form with the skills list, and `create` answering POST /api/employer/jobs/. */
async function renderForm(job: Job | null = null, create: FakeServer = () => Response.json(savedJob, { status: 201 })) {
  const rendered = await renderWithSession(() => <JobForm job={job} />, {
    path: '/employer/post-job',
    server: routes({
      'GET /api/skills/': () => Response.json({ count: 1, next: null, previous: null, results: [{ name: 'Tally', category: 'Finance' }] }),
      'POST /api/employer/jobs/': create,
    }),
  });
  return { ...rendered, creates: () => sentTo(rendered.requests, 'POST /api/employer/jobs/') };
}

const title = () => screen.getByRole('textbox', { name: 'Job Title' }) as HTMLInputElement;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.className === 'field-error')?.textContent;

afterEach(cleanup);

describe('JobForm', () => {
  it('keeps what is typed on the device and restores it after a reload', async () => {
    const user = userEvent.setup();
    await renderForm();

    await user.type(title(), 'Senior Accountant');
    expect(JSON.parse(newJobDraft()!)).toMatchObject({ title: 'Senior Accountant' });
    cleanup();
    await renderForm();

    expect(title().value).toBe('Senior Accountant');
    expect(screen.getByRole('status').textContent).toMatch(/restored what you typed/i);
  });

  it('refuses to publish an incomplete job, naming each field, without calling the server', async () => {
    const user = userEvent.setup();
    const { creates } = await renderForm();

    await user.type(title(), 'Civil Engineer');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(errorOf(screen.getByRole('textbox', { name: 'Description' }))).toBe('Job description is required');
    expect(errorOf(screen.getByRole('combobox', { name: 'Province' }))).toBe('Please choose a province');
    expect(creates()).toEqual([]);
    expect(title().value).toBe('Civil Engineer');
  });

  it('shows a server field error beside its field and loses nothing', async () => {
    const user = userEvent.setup();
    await renderForm(null, () => Response.json({ title: ['A job with this title is already open'] }, { status: 400 }));

    await user.type(title(), 'Driver');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(errorOf(title())).toBe('A job with this title is already open'));
    expect(title().value).toBe('Driver');
    expect(newJobDraft()).toContain('Driver');
  });

  it('sends the job as a draft with lakh-grouped salary read back as rupees, then forgets the device copy', async () => {
    const user = userEvent.setup();
    const { creates } = await renderForm(null, () => Response.json({ ...savedJob, title: 'Cashier' }, { status: 201 }));

    await user.type(title(), 'Cashier');
    const minimum = screen.getByRole('textbox', { name: 'Minimum Salary' });
    await user.type(minimum, '125000');
    await user.tab();
    expect((minimum as HTMLInputElement).value).toBe('1,25,000');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(await requestBody(creates()[0]!)).toMatchObject({ title: 'Cashier', salary_min: 125000, status: 'draft' });
    await waitFor(() => expect(newJobDraft()).toBeNull());
    await waitFor(() => expect(toastsShown()).toContain('success: Job saved as a draft'));
  });

  it('publishing a complete job beyond the plan says the plan\'s limit, with the way to upgrade, and keeps the job', async () => {
    const user = userEvent.setup();
    const complete = {
      ...savedJob, description: 'Keep the books.', requirements: 'Tally', category: 'Finance', job_level: 'Mid',
      employment_type: 'Full Time', province: 'Bagmati', district: 'Lalitpur', salary_min: 40_000, salary_max: 60_000,
      education_level: 'Bachelor', skills: ['Tally'], deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    } satisfies Job;
    const limit = LIMIT_MESSAGES.activeJobs(FREE_PLAN);
    const { requests } = await renderWithSession(() => <JobForm job={complete} />, {
      path: '/employer/jobs/x/edit',
      server: routes({
        'GET /api/skills/': () => Response.json({ count: 0, next: null, previous: null, results: [] }),
        [`PUT /api/employer/jobs/${complete.id}/`]: () => Response.json({ non_field_errors: [limit] }, { status: 400 }),
      }),
    });

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`${limit} Upgrade plan`);
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/employer/payment');
    expect(await requestBody(sentTo(requests, `PUT /api/employer/jobs/${complete.id}/`)[0]!)).toMatchObject({ status: 'published' });
  });

  it('takes the deadline in BS, picked from the calendar by keys, and sends its AD date', async () => {
    const user = userEvent.setup();
    const { creates } = await renderForm();
    await user.type(title(), 'Cashier');
    const deadline = screen.getByRole('textbox', { name: 'Application Deadline' }) as HTMLInputElement;
    await user.type(deadline, '2085-01-01');
    expect(screen.getByText('1 Baisakh 2085 BS = Fri 14 Apr 2028 AD')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Choose Application Deadline from the BS calendar' }));
    await user.keyboard('{ArrowRight}{Enter}');
    expect(deadline.value).toBe('2085-01-02');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(await requestBody(creates()[0]!)).toMatchObject({ title: 'Cashier', deadline: '2028-04-15', status: 'draft' });
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
