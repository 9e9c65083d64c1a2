import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationStatus } from '@/machines/application-status.machine';
import { renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer } from '@/session/-testing/render-with-session';
import type { ApplicationDetail } from './pipeline-queries';
import { StatusActions } from './status-actions';

const application = (status: ApplicationStatus) =>
  ({
    id: '2b8f0e1c-5a4d-4c3b-9e2f-1a0b9c8d7e6f',
    status,
    job_seeker: { full_name: 'Sita Shrestha' },
  }) as ApplicationDetail;

const PATCH = `PATCH /api/applications/${application('applied').id}/status/`;

/** The actions for `status`; `move` answers the status PATCH. */
async function renderActions(status: ApplicationStatus, onChanged = vi.fn(), move: FakeServer = () => Response.json({})) {
  const { requests } = await renderWithSession(() => <StatusActions application={application(status)} onChanged={onChanged} />, {
    path: '/employer/pipeline',
    server: routes({ [PATCH]: move }),
  });
  return { moves: () => sentTo(requests, PATCH) };
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(cleanup);

describe('pipeline status actions', () => {
  it('offers only the changes the application-status machine allows the employer', async () => {
    await renderActions('applied');
    expect(buttonNames()).toEqual(['Shortlist', 'Reject']);
    cleanup();

    await renderActions('rejected');
    expect(buttonNames()).toEqual(['Reconsider']);
  });

  it('offers nothing once the candidate is hired', async () => {
    await renderActions('hired');

    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('No further changes are possible for this application.')).toBeTruthy();
  });

  it('moves the application and hands back the server copy', async () => {
    const changed = { ...application('shortlisted') };
    const onChanged = vi.fn();
    const { moves } = await renderActions('applied', onChanged, () => Response.json(changed));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Shortlist' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(changed));
    expect(await requestBody(moves()[0]!)).toEqual({ status: 'shortlisted' });
    await waitFor(() => expect(toastsShown()).toEqual(['success: Sita Shrestha moved to Shortlisted']));
  });

  it('asks for a reason before rejecting', async () => {
    const user = userEvent.setup();
    const { moves } = await renderActions('interview', vi.fn(), () => Response.json(application('rejected')));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for rejecting' });
    expect(document.activeElement).toBe(reason);

    await user.click(screen.getByRole('button', { name: 'Reject Application' }));

    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A reason is required to reject an application')).toBeTruthy();
    expect(moves()).toEqual([]);

    await user.type(reason, ' Salary expectations too high ');
    await user.click(screen.getByRole('button', { name: 'Reject Application' }));
    await waitFor(() => expect(moves()).toHaveLength(1));
    expect(await requestBody(moves()[0]!)).toEqual({ status: 'rejected', reason: 'Salary expectations too high' });
  });

  it("shows the server's refusal with its reason", async () => {
    const onChanged = vi.fn();
    await renderActions('applied', onChanged, () =>
      Response.json({ non_field_errors: ['An application cannot move from withdrawn to shortlisted'] }, { status: 400 }));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Shortlist' }));

    expect((await screen.findByRole('alert')).textContent).toBe('An application cannot move from withdrawn to shortlisted');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
