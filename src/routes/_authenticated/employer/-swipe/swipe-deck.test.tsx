import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeDeck } from './swipe-deck';

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const JOB = '7d0c3c4e-1c5e-4a8e-9d1a-3b0e0f3a2b11';
const seeker = (n: number, name: string) => ({
  id: `seeker-${n}`, full_name: name, headline: 'Staff nurse', photo_url: null, province: 'Bagmati',
  district: 'Lalitpur', skills: ['Patient care'], experience_years: n, education_level: 'Bachelor',
  open_to_work: true, updated_at: '2026-11-20T10:00:00Z',
});
const card = (n: number, name: string) => ({
  id: `app-${n}`, mode: 'applicants', job_seeker: seeker(n, name), application_id: `app-${n}`,
  match: { score: 80 - n, reasons: [{ kind: 'skills', points: 50, text: '1 of 1 required skill: Patient care' }] },
});
const ok = (data: unknown, status = 200) => ({ data, response: new Response(null, { status }) });

function sentKinds() {
  return api.POST.mock.calls.map(([, options]) => `${options.body.kind}:${options.body.candidate}`);
}

beforeEach(() => {
  api.GET.mockResolvedValue(ok({ results: [card(1, 'Sita Shrestha'), card(2, 'Bikash Gurung')] }));
  api.POST.mockImplementation((_path: string, { body }: { body: unknown }) => Promise.resolve(ok(body, 201)));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('swipe deck', () => {
  it('loads the job’s applicants and takes focus so the keys work at once', async () => {
    render(<SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} userId="u1" />);

    expect(await screen.findByRole('heading', { name: 'Sita Shrestha' })).toBeTruthy();
    expect(api.GET).toHaveBeenCalledWith('/api/employer/swipe/deck/', expect.objectContaining({
      params: { query: { mode: 'applicants', job: JOB, limit: 20 } },
    }));
    expect(document.activeElement?.getAttribute('role')).toBe('group');
  });

  it('shortlists with →, passes with ← and undoes with U, each sent to the server once', async () => {
    const user = userEvent.setup();
    render(<SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} userId="u1" />);
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Bikash Gurung' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    await screen.findByText('No more candidates to decide on.');
    await user.keyboard('u');

    expect(await screen.findByRole('heading', { name: 'Bikash Gurung' })).toBeTruthy();
    await waitFor(() => expect(sentKinds()).toEqual(['right:seeker-1', 'left:seeker-2', 'undo:seeker-2']));
    const [, , undo] = api.POST.mock.calls.map(([, options]) => options.body);
    expect(undo.undoes).toBe(api.POST.mock.calls[1]![1].body.key);
  });

  it('keeps decisions made offline on the device, shows them as pending and sends them when back online', async () => {
    const user = userEvent.setup();
    render(<SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} userId="u1" />);
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Shortlist Sita Shrestha' }));

    expect(screen.getByText('1 decision waiting to be sent')).toBeTruthy();
    expect(api.POST).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('jagir.swipeOutbox.u1')!)).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(sentKinds()).toEqual(['right:seeker-1']));
    await waitFor(() => expect(localStorage.getItem('jagir.swipeOutbox.u1')).toBeNull());
  });

  it('sends decisions left from an earlier visit and does not show their cards again', async () => {
    localStorage.setItem('jagir.swipeOutbox.u1', JSON.stringify([{
      key: 'k-earlier', kind: 'shortlist', mode: 'applicants', cardId: 'app-1', jobSeekerId: 'seeker-1', jobId: JOB,
      candidateName: 'Sita Shrestha',
    }]));

    render(<SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} userId="u1" />);

    expect(await screen.findByRole('heading', { name: 'Bikash Gurung' })).toBeTruthy();
    await waitFor(() => expect(api.POST.mock.calls.map(([, o]) => o.body.key)).toEqual(['k-earlier']));
  });

  it('ignores the keys while typing in a field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label>
          Note <input />
        </label>
        <SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} userId="u1" />
      </>,
    );
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{ArrowRight}u');

    expect(screen.getByRole('heading', { name: 'Sita Shrestha' })).toBeTruthy();
    expect(api.POST).not.toHaveBeenCalled();
  });
});

describe('passing with a reason', () => {
  it('sends the chosen reason with the pass', async () => {
    const user = userEvent.setup();
    render(<SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} userId="u1" />);
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for passing (optional)' }), 'Lives too far away');
    await user.click(screen.getByRole('button', { name: 'Pass on Sita Shrestha' }));

    await waitFor(() => expect(api.POST).toHaveBeenCalledTimes(1));
    expect(api.POST.mock.calls[0]![1].body).toMatchObject({ kind: 'left', candidate: 'seeker-1', reason: 'Lives too far away' });
    expect((screen.getByRole('combobox', { name: 'Reason for passing (optional)' }) as HTMLSelectElement).value).toBe('');
  });
});
