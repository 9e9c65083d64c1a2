import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationStatus } from '@/machines/application-status.machine';
import type { ApplicationDetail } from './pipeline-queries';
import { StatusActions } from './status-actions';

const api = vi.hoisted(() => ({ PATCH: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const application = (status: ApplicationStatus) =>
  ({
    id: '2b8f0e1c-5a4d-4c3b-9e2f-1a0b9c8d7e6f',
    status,
    job_seeker: { full_name: 'Sita Shrestha' },
  }) as ApplicationDetail;

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const fail = (status: number, error: unknown) => ({ error, response: new Response(null, { status }) });
const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('pipeline status actions', () => {
  it('offers only the changes the application-status machine allows the employer', () => {
    const { unmount } = render(<StatusActions application={application('applied')} onChanged={vi.fn()} />);
    expect(buttonNames()).toEqual(['Shortlist', 'Reject']);
    unmount();

    render(<StatusActions application={application('rejected')} onChanged={vi.fn()} />);
    expect(buttonNames()).toEqual(['Reconsider']);
  });

  it('offers nothing once the candidate is hired', () => {
    render(<StatusActions application={application('hired')} onChanged={vi.fn()} />);

    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('No further changes are possible for this application.')).toBeTruthy();
  });

  it('moves the application and hands back the server copy', async () => {
    const changed = { ...application('shortlisted') };
    api.PATCH.mockResolvedValue(ok(changed));
    const onChanged = vi.fn();
    render(<StatusActions application={application('applied')} onChanged={onChanged} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Shortlist' }));

    expect(api.PATCH).toHaveBeenCalledWith('/api/applications/{id}/status/', {
      params: { path: { id: changed.id } },
      body: { status: 'shortlisted' },
    });
    expect(onChanged).toHaveBeenCalledWith(changed);
    expect(toast.success).toHaveBeenCalledWith('Sita Shrestha moved to Shortlisted');
  });

  it('asks for a reason before rejecting', async () => {
    const user = userEvent.setup();
    render(<StatusActions application={application('interview')} onChanged={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for rejecting' });
    expect(document.activeElement).toBe(reason);

    await user.click(screen.getByRole('button', { name: 'Reject Application' }));

    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A reason is required to reject an application')).toBeTruthy();
    expect(api.PATCH).not.toHaveBeenCalled();

    api.PATCH.mockResolvedValue(ok(application('rejected')));
    await user.type(reason, ' Salary expectations too high ');
    await user.click(screen.getByRole('button', { name: 'Reject Application' }));
    expect(api.PATCH.mock.calls[0]![1].body).toEqual({ status: 'rejected', reason: 'Salary expectations too high' });
  });

  it("shows the server's refusal with its reason", async () => {
    api.PATCH.mockResolvedValue(fail(400, { non_field_errors: ['An application cannot move from withdrawn to shortlisted'] }));
    const onChanged = vi.fn();
    render(<StatusActions application={application('applied')} onChanged={onChanged} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Shortlist' }));

    expect(screen.getByRole('alert').textContent).toBe('An application cannot move from withdrawn to shortlisted');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
