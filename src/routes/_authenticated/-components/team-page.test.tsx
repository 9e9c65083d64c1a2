import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, requestBody, routes, sentTo, type FakeServer } from '@/session/-testing/render-with-session';
import { TeamSettingsPage } from './team-page';

const company = { company_id: 'c1', company_name: 'Himalayan Tea Traders' };
const owner = { user_id: 'u1', email: 'sita@example.com', full_name: 'Sita Rai', role: 'owner', job_ids: [] as string[], joined_at: '2026-11-20T04:15:00Z' };
const manager = { user_id: 'u2', email: 'hari@example.com', full_name: 'Hari Thapa', role: 'hiring_manager', job_ids: ['j1'], joined_at: '2026-11-21T04:15:00Z' };
const invitation = {
  id: 'i1', email: 'gita@example.com', role: 'recruiter', job_ids: [], invited_by: { user_id: 'u1', full_name: 'Sita Rai' },
  created_at: '2026-11-10T04:15:00Z', sent_at: '2026-11-10T04:15:00Z', expires_at: '2026-11-17T04:15:00Z', expired: true,
};
const jobs = { count: 1, next: null, previous: null, status_counts: {}, results: [{ id: 'j1', title: 'Ward Nurse' }] };

/** The team as `me` sees it. */
const team = (me: typeof owner, more: Record<string, FakeServer> = {}) => routes({
  'GET /api/employer/team/me/': () => Response.json({ ...company, ...me, job_ids: me.role === 'hiring_manager' ? me.job_ids : null }),
  'GET /api/employer/team/members/': () => Response.json({ results: [owner, manager].map((m) => ({ ...m, is_you: m.user_id === me.user_id })) }),
  'GET /api/employer/team/invitations/': () => Response.json({ results: [invitation] }),
  'GET /api/employer/jobs/': () => Response.json(jobs),
  ...more,
});

afterEach(cleanup);

describe('Settings → Team', () => {
  it('gives an owner the controls: members with their jobs, invitations marked expired, the invite form', async () => {
    const { requests } = await renderWithSession(() => <TeamSettingsPage />, {
      path: '/settings/team',
      server: team(owner, { 'POST /api/employer/team/invitations/': () => Response.json({ ...invitation, id: 'i2', email: 'ram@example.com', expired: false }, { status: 201 }) }),
    });
    const hari = (await screen.findAllByTestId('member')).find((li) => li.textContent?.includes('Hari Thapa'))!;
    expect(await within(hari).findByText('Ward Nurse')).toBeTruthy();
    expect(within(hari).getByRole('button', { name: 'Remove Hari Thapa from the team' })).toBeTruthy();
    const [pending] = await screen.findAllByTestId('invitation');
    expect(within(pending!).getByText('Expired')).toBeTruthy();
    // Nobody changes or removes themselves here.
    const sita = screen.getAllByTestId('member').find((li) => li.textContent?.includes('Sita Rai'))!;
    expect(within(sita).queryByRole('button')).toBeNull();

    const form = screen.getByRole('region', { name: 'Invite someone' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Email is required')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'ram@example.com');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'hiring_manager');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Ward Nurse' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sentTo(requests, 'POST /api/employer/team/invitations/')).toHaveLength(1));
    expect(await requestBody(sentTo(requests, 'POST /api/employer/team/invitations/')[0]!))
      .toEqual({ email: 'ram@example.com', role: 'hiring_manager', job_ids: ['j1'] });
  });

  it('shows the others the members only', async () => {
    const { requests } = await renderWithSession(() => <TeamSettingsPage />, { path: '/settings/team', server: team(manager), membership: 'ask' });
    expect(await screen.findByText('Only the owner and admins can invite, change or remove members.')).toBeTruthy();
    expect(await screen.findAllByTestId('member')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).toBeNull();
    expect(sentTo(requests, 'GET /api/employer/team/invitations/')).toHaveLength(0);
  });

  it('puts a refusal of the server at its field', async () => {
    await renderWithSession(() => <TeamSettingsPage />, {
      path: '/settings/team',
      server: team(owner, { 'POST /api/employer/team/invitations/': () => Response.json({ email: ['This person has already been invited.'] }, { status: 400 }) }),
    });
    const form = await screen.findByRole('region', { name: 'Invite someone' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'gita@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This person has already been invited.')).toBeTruthy();
  });
});
