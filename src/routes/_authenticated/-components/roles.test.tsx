// The workspace as each role of a hiring team sees it (docs/teams.md "Roles"), rendered in the real providers with
// the API answered in the test.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@/domain/team/roles';
import { FORBIDDEN_DETAIL } from '@/domain/team/rules';
import {
  TEST_MEMBER, pathOf, renderWithSession, routes, sentTo, type FakeServer,
} from '@/session/-testing/render-with-session';
import type { Membership } from '@/session/membership';
import { JobsPage } from '../employer/-jobs/jobs-page';
import type { Job } from '../employer/-jobs/job-queries';
import { BillingSettingsPage } from './billing-settings-page';
import { CompanySettingsPage } from './company-settings-page';
import { RoleGate } from './role-gate';
import { Workspace } from './workspace';

const JOB_ID = '0b7c7e3a-5a3f-4f7e-9a44-6a1f2d1c0a01';
const member = (role: Role, more: Partial<Membership> = {}): Membership => ({
  ...TEST_MEMBER, role, full_name: `${role} person`, job_ids: role === 'hiring_manager' ? [JOB_ID] : null, ...more,
});

const job = {
  id: JOB_ID, title: 'Staff Nurse', description: '', requirements: '',
  category: 'Healthcare', job_level: null, employment_type: 'Full Time', vacancies: 3, province: 'Koshi',
  district: 'Morang', address: '', remote_allowed: false, salary_min: null, salary_max: null,
  salary_negotiable: false, show_salary: true, experience_min_years: 0, education_level: null, skills: [],
  deadline: '2026-12-31', status: 'draft', is_open: false, featured: false, created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z', published_at: null, views_count: 0, applications_count: 0,
} satisfies Job;
const jobs = { count: 1, next: null, previous: null, results: [job], status_counts: { all: 1, draft: 1, published: 0, closed: 0 } };

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Employer' })).getAllByRole('link').map((link) => link.textContent);

afterEach(cleanup);

describe('the navigation', () => {
  const everything = ['Overview', 'Jobs', 'Candidates', 'Saved', 'Messages', 'Calendar', 'Swipe', 'Payment', 'Support', 'Team', 'Settings'];
  it.each([
    ['owner', everything],
    ['admin', everything],
    ['recruiter', everything.filter((item) => item !== 'Payment')],
    ['hiring_manager', ['Jobs', 'Calendar', 'Support', 'Team', 'Settings']],
  ] as const)('as %s, shows what the role can use', async (role, items) => {
    await renderWithSession(() => <Workspace />, { membership: member(role) });

    expect(navLinks()).toEqual(items);
  });

  it('reads the role from the server once and shows the member by name and role', async () => {
    const { requests } = await renderWithSession(() => <Workspace />, {
      membership: 'ask',
      server: routes({ 'GET /api/employer/team/me/': () => Response.json(member('hiring_manager', { full_name: 'Ram Thapa' })) }),
    });

    expect(await screen.findByText('Ram Thapa · Hiring manager')).toBeTruthy();
    expect(navLinks()).toEqual(['Jobs', 'Calendar', 'Support', 'Team', 'Settings']);
    expect(sentTo(requests, 'GET /api/employer/team/me/')).toHaveLength(1);
    // Their role does not message candidates: no unread count, no message stream.
    expect(sentTo(requests, 'GET /api/employer/messages/unread/')).toHaveLength(0);
  });

  it('puts a hiring manager\'s calendar and support in the phone\'s bar, where a recruiter\'s have no room', async () => {
    await renderWithSession(() => <Workspace />, { membership: member('hiring_manager') });
    const calendar = screen.getByRole('link', { name: 'Calendar' }).closest('li')!;
    expect(calendar.className).not.toContain('employer-nav__extra');
    cleanup();

    await renderWithSession(() => <Workspace />, { membership: member('recruiter') });
    expect(screen.getByRole('link', { name: 'Calendar' }).closest('li')!.className).toContain('employer-nav__extra');
  });
});

describe('while the role is not known', () => {
  it('waits for the first answer before showing the workspace', async () => {
    let answer!: (response: Response) => void;
    await renderWithSession(() => <Workspace />, {
      membership: 'ask',
      server: routes({ 'GET /api/employer/team/me/': () => new Promise<Response>((resolve) => { answer = resolve; }) }),
    });

    expect((await screen.findByRole('status')).textContent).toBe('Loading your role…');
    expect(screen.queryByRole('navigation', { name: 'Employer' })).toBeNull();
    answer(Response.json(member('recruiter')));
    expect(await screen.findByRole('navigation', { name: 'Employer' })).toBeTruthy();
  });

  it('shows everything when it cannot be read, and leaves the decision to the server', async () => {
    const { requests } = await renderWithSession(() => <Workspace />, {
      membership: 'ask',
      server: routes({ 'GET /api/employer/team/me/': () => Response.json({ detail: 'Server error' }, { status: 500 }) }),
    });

    expect(await screen.findByRole('navigation', { name: 'Employer' })).toBeTruthy();
    expect(navLinks()).toContain('Payment');
    // Asked once: the components that mount after the failure do not ask again and again.
    expect(sentTo(requests, 'GET /api/employer/team/me/')).toHaveLength(1);
  });
});

describe('an account that belongs to no company', () => {
  it('says so, with sign out and delete account, and no workspace', async () => {
    const { requests } = await renderWithSession(() => <Workspace />, {
      membership: 'ask',
      server: routes({ 'GET /api/employer/team/me/': () => Response.json({ detail: 'Not found.' }, { status: 404 }) }),
    });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('You are no longer part of a company');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/hr@himal\.com\.np is not a member of any company/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delete your account' }).getAttribute('href')).toBe('/settings/security#security-delete');
    expect(screen.queryByRole('navigation', { name: 'Employer' })).toBeNull();
    // Nothing of the workspace is asked for (the session's own profile reads aside).
    expect(requests.map(pathOf).filter((path) => path.startsWith('/api/employer/'))).toEqual(['/api/employer/team/me/']);
  });
});

describe('a page the role cannot use, reached by its address', () => {
  it('explains it under the page\'s one heading instead of asking the server', async () => {
    const { requests } = await renderWithSession(
      () => <RoleGate capability="manageBilling" title="Billing Settings"><BillingSettingsPage /></RoleGate>,
      { membership: member('recruiter', { full_name: 'Gita Karki', company_name: 'Himal Tech' }) },
    );

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Billing Settings']);
    expect(screen.getByText('Only the company’s owner or an admin can manage billing.')).toBeTruthy();
    expect(screen.getByText('You are signed in as Gita Karki, Recruiter at Himal Tech.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your workspace' }).getAttribute('href')).toBe('/employer/overview');
    expect(sentTo(requests, 'GET /api/employer/billing/details/')).toHaveLength(0);
  });

  it('shows the page to a role that can use it', async () => {
    const { requests } = await renderWithSession(
      () => <RoleGate capability="manageBilling" title="Billing Settings"><BillingSettingsPage /></RoleGate>,
      { membership: member('admin') },
    );

    await waitFor(() => expect(sentTo(requests, 'GET /api/employer/billing/details/')).toHaveLength(1));
    expect(screen.queryByText('Only the company’s owner or an admin can manage billing.')).toBeNull();
  });

  it('sends a hiring manager to their jobs', async () => {
    await renderWithSession(() => <RoleGate capability="sourceCandidates" title="Candidates"><p>search</p></RoleGate>,
      { membership: member('hiring_manager') });

    expect(screen.queryByText('search')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your jobs' }).getAttribute('href')).toBe('/employer/jobs');
  });
});

describe('the jobs list', () => {
  const server: FakeServer = routes({ 'GET /api/employer/jobs/': () => Response.json(jobs) });

  it('gives a hiring manager no job actions, and says why', async () => {
    const { requests } = await renderWithSession(() => <JobsPage search={{}} />, { server, membership: member('hiring_manager') });

    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(screen.getByText('Only the company’s owner, an admin or a recruiter can post, edit, close or feature jobs.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish Staff Nurse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Staff Nurse' })).toBeNull();
    expect(screen.getByText('You see the jobs assigned to you as a hiring manager, their applicants and interviews.')).toBeTruthy();
    expect(sentTo(requests, 'GET /api/employer/billing/')).toHaveLength(0);
  });

  it('lets a recruiter run jobs, without the plan\'s figures (billing is not theirs)', async () => {
    const { requests } = await renderWithSession(() => <JobsPage search={{}} />, { server, membership: member('recruiter') });

    expect(await screen.findByRole('button', { name: 'Publish Staff Nurse' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toBeTruthy();
    expect(screen.queryByText(/can post, edit, close or feature jobs/)).toBeNull();
    expect(sentTo(requests, 'GET /api/employer/billing/')).toHaveLength(0);
  });

  it('shows an owner the plan\'s figures', async () => {
    const { requests } = await renderWithSession(() => <JobsPage search={{}} />, { server, membership: member('owner') });

    await screen.findByRole('button', { name: 'Publish Staff Nurse' });
    expect(sentTo(requests, 'GET /api/employer/billing/')).toHaveLength(1);
  });
});

describe('the company profile', () => {
  const company = {
    id: '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11', full_name: 'Himalayan Tea Co.', industry_type: 'Manufacturing',
    description: 'Tea estates in Ilam.', website: 'https://tea.example.np', address: 'Ilam', logo: null, logo_url: null,
    updated_at: '2026-11-20T10:00:00Z',
  };
  const server = routes({ 'GET /api/profile/company/': () => Response.json(company) });

  it('is read-only for a recruiter, with the reason', async () => {
    await renderWithSession(() => <CompanySettingsPage />, { server, membership: member('recruiter') });

    const name = (await screen.findByRole('textbox', { name: /Company Name/ })) as HTMLInputElement;
    expect(name.value).toBe('Himalayan Tea Co.');
    // Disabled by their fieldset: what the browser (and a screen reader) treats as disabled.
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Company Logo').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    const form = name.closest('form')!;
    expect(document.getElementById(form.getAttribute('aria-describedby')!)!.textContent)
      .toBe('Only the company’s owner or an admin can change the company profile, the HR contact and the logo.');
  });

  it('is editable for an admin', async () => {
    await renderWithSession(() => <CompanySettingsPage />, { server, membership: member('admin') });

    const name = (await screen.findByRole('textbox', { name: /Company Name/ })) as HTMLInputElement;
    expect(name.matches(':disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});

describe('a refusal the workspace did not expect', () => {
  it('shows the server\'s words and asks for the role again, which the navigation then follows', async () => {
    let role: Role = 'admin';
    const { requests } = await renderWithSession(() => (
      <>
        <Workspace />
        <BillingSettingsPage />
      </>
    ), {
      membership: 'ask',
      server: routes({
        'GET /api/employer/team/me/': () => Response.json(member(role)),
        'GET /api/employer/billing/details/': () => {
          role = 'recruiter'; // their role changed since the workspace asked
          return Response.json({ detail: FORBIDDEN_DETAIL }, { status: 403 });
        },
      }),
    });

    expect(await screen.findByText(FORBIDDEN_DETAIL)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Payment' })).toBeNull());
    expect(sentTo(requests, 'GET /api/employer/team/me/')).toHaveLength(2);
    expect(screen.getByText('recruiter person · Recruiter')).toBeTruthy();
  });
});
