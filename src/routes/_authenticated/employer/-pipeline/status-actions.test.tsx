import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCallback, useState } from 'react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIRE_UNDO_WINDOW_MS } from '@/domain/constants';
import type { ApplicationStatus } from '@/machines/application-status.machine';
import { renderWithSession, requestBody, routes, sentTo, toastsShown, type FakeServer } from '@/session/-testing/render-with-session';
import type { ApplicationDetail } from './pipeline-queries';
import { useHireUndo } from './hire-undo';
import { StatusActions } from './status-actions';

const application = (status: ApplicationStatus) =>
  ({
    id: '2b8f0e1c-5a4d-4c3b-9e2f-1a0b9c8d7e6f',
    status,
    job_title: 'Staff Nurse',
    job_seeker: { full_name: 'Sita Shrestha' },
  }) as ApplicationDetail;

/** The actions as the candidate panel holds them: the application the server last sent, and the undo window. */
function Actions({ initial, onChanged }: { initial: ApplicationDetail; onChanged: (a: ApplicationDetail) => void }) {
  const [current, setCurrent] = useState(initial);
  const changed = useCallback((next: ApplicationDetail) => {
    onChanged(next);
    if (next.status) setCurrent(next);
  }, [onChanged]);
  const hireUndo = useHireUndo(changed);
  return <StatusActions key={current.status} application={current} onChanged={changed} hireUndo={hireUndo} />;
}

const PATCH = `PATCH /api/applications/${application('applied').id}/status/`;

/** The actions for `status`; `move` answers the status PATCH. */
async function renderActions(status: ApplicationStatus, onChanged = vi.fn(), move: FakeServer = () => Response.json({})) {
  const { requests } = await renderWithSession(() => <Actions initial={application(status)} onChanged={onChanged} />, {
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
    // Sent with what the page last saw, so a change someone else made meanwhile is not overwritten unseen.
    expect(await requestBody(moves()[0]!)).toEqual({ status: 'shortlisted', expected_status: 'applied' });
    expect(moves()[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
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
    expect(await requestBody(moves()[0]!)).toEqual({ status: 'rejected', expected_status: 'interview', reason: 'Salary expectations too high' });
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

describe('marking a candidate hired', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The server moves the application to whatever status it is sent. */
  const server: FakeServer = async (request) => Response.json(application((await requestBody(request) as { status: ApplicationStatus }).status));

  it('asks first, saying what follows; Escape or Cancel change nothing and give focus back', async () => {
    const user = userEvent.setup();
    const { moves } = await renderActions('offered', vi.fn(), server);
    const hire = screen.getByRole('button', { name: 'Mark as Hired' });

    await user.click(hire);
    const dialog = screen.getByRole('alertdialog', { name: 'Mark Sita Shrestha as hired?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText(/once they are hired, no further changes are possible/).closest('[id]')!.id)
      .toBe(dialog.getAttribute('aria-describedby'));
    expect(screen.getByText(/Staff Nurse/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(hire);

    await user.click(hire);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(hire);
    expect(moves()).toEqual([]);
  });

  it('hires on confirmation, offers Undo for the undo window, then no further changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChanged = vi.fn();
    const { moves } = await renderActions('offered', onChanged, server);

    await user.click(screen.getByRole('button', { name: 'Mark as Hired' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark as hired' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(application('hired')));
    expect(await requestBody(moves()[0]!)).toEqual({ status: 'hired', expected_status: 'offered' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(toastsShown()).toEqual(['success: Sita Shrestha is hired']));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo Hire' })).toBeTruthy();
    expect(screen.getByText('Hired by mistake? You can undo it in the first 15 seconds.')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(HIRE_UNDO_WINDOW_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Undo Hire' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('button', { name: 'Undo Hire' })).toBeNull();
    expect(screen.getByText('No further changes are possible for this application.')).toBeTruthy();
    await waitFor(() => expect(toastsShown()).toEqual([]));
    expect(moves()).toHaveLength(1);
  });

  it('undoes the hire from the toast, back to offered', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const { moves } = await renderActions('offered', onChanged, server);
    await user.click(screen.getByRole('button', { name: 'Mark as Hired' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark as hired' }));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(onChanged).toHaveBeenLastCalledWith(application('offered')));
    expect(await Promise.all(moves().map(requestBody))).toEqual([{ status: 'hired', expected_status: 'offered' }, { status: 'offered' }]);
    await waitFor(() => expect(toastsShown()).toEqual(['success: Hire undone: Sita Shrestha is back at Offered']));
    expect(screen.getByRole('button', { name: 'Mark as Hired' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo Hire' })).toBeNull();
  });

  it('shows the server’s word when the undo comes too late for it', async () => {
    const user = userEvent.setup();
    const { moves } = await renderActions('offered', vi.fn(), async (request) =>
      (await requestBody(request) as { status: string }).status === 'hired'
        ? Response.json(application('hired'))
        : Response.json({ non_field_errors: ['This hire can no longer be undone'] }, { status: 400 }));
    await user.click(screen.getByRole('button', { name: 'Mark as Hired' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark as hired' }));

    await user.click(await screen.findByRole('button', { name: 'Undo Hire' }));

    await waitFor(() => expect(toastsShown()).toContain('error: This hire can no longer be undone'));
    expect(moves()).toHaveLength(2);
  });
});
