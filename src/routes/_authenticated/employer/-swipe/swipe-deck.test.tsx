import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession, requestBody, routes, sentTo } from '@/session/-testing/render-with-session';
import { outboxStore } from '@/session/outbox-store';
import { isWorkspaceWrite } from '@/session/workspace-outbox';
import { SwipeDeck } from './swipe-deck';

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
type SentDecision = { kind: string; candidate: string; key: string; undoes?: string; reason?: string };

/**
 * The deck (signed in as u1) with a server offering two applicants and taking every decision; as the real one, it
 * offers no card it has a decision on.
 */
async function renderDeck(ui: ReactNode = <SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} />) {
  const decided = new Set<string>();
  const { requests } = await renderWithSession(() => ui, {
    path: '/employer/swipe',
    server: routes({
      'GET /api/employer/swipe/deck/': () => Response.json({
        results: [card(1, 'Sita Shrestha'), card(2, 'Bikash Gurung')].filter((c) => !decided.has(c.job_seeker.id)),
      }),
      'POST /api/employer/swipe/decisions/': async (request) => {
        const body = (await request.json()) as SentDecision;
        if (body.kind === 'undo') decided.delete(body.candidate);
        else decided.add(body.candidate);
        return Response.json(body, { status: 201 });
      },
    }),
  });
  const decisions = () => Promise.all(sentTo(requests, 'POST /api/employer/swipe/decisions/').map(requestBody)) as Promise<SentDecision[]>;
  const sentKinds = async () => (await decisions()).map((d) => `${d.kind}:${d.candidate}`);
  return { requests, decisions, sentKinds };
}

afterEach(cleanup);

/** The decisions the device keeps for u1 (the workspace outbox in IndexedDB). */
const kept = () => outboxStore({ name: 'workspace', userId: 'u1', isItem: isWorkspaceWrite }).load();

describe('swipe deck', () => {
  it('loads the job’s applicants and takes focus so the keys work at once', async () => {
    const { requests } = await renderDeck();

    expect(await screen.findByRole('heading', { name: 'Sita Shrestha' })).toBeTruthy();
    const query = new URL(sentTo(requests, 'GET /api/employer/swipe/deck/')[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ mode: 'applicants', job: JOB, limit: '20' });
    expect(document.activeElement?.getAttribute('role')).toBe('group');
  });

  it('shortlists with →, passes with ← and undoes with U, each sent to the server once', async () => {
    const user = userEvent.setup();
    const { decisions, sentKinds } = await renderDeck();
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Bikash Gurung' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    await screen.findByText('No more candidates to decide on.');
    await user.keyboard('u');

    expect(await screen.findByRole('heading', { name: 'Bikash Gurung' })).toBeTruthy();
    await waitFor(async () => expect(await sentKinds()).toEqual(['right:seeker-1', 'left:seeker-2', 'undo:seeker-2']));
    const [, pass, undo] = await decisions();
    expect(undo!.undoes).toBe(pass!.key);
  });

  it('keeps decisions made offline on the device, shows them as pending and sends them when back online', async () => {
    const user = userEvent.setup();
    const { sentKinds } = await renderDeck();
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Shortlist Sita Shrestha' }));

    expect(screen.getByText('1 decision waiting to be sent')).toBeTruthy();
    expect(await sentKinds()).toEqual([]);
    await waitFor(async () => expect(await kept()).toHaveLength(1));

    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(async () => expect(await sentKinds()).toEqual(['right:seeker-1']));
    await waitFor(async () => expect(await kept()).toEqual([]));
  });

  it('sends decisions an older version left in localStorage, once, and does not show their cards again', async () => {
    localStorage.setItem('jagir.swipeOutbox.u1', JSON.stringify([{
      key: 'k-earlier', kind: 'shortlist', mode: 'applicants', cardId: 'app-1', jobSeekerId: 'seeker-1', jobId: JOB,
      candidateName: 'Sita Shrestha',
    }]));

    const { decisions } = await renderDeck();

    expect(await screen.findByRole('heading', { name: 'Bikash Gurung' })).toBeTruthy();
    await waitFor(async () => expect((await decisions()).map((d) => d.key)).toEqual(['k-earlier']));
    expect(localStorage.getItem('jagir.swipeOutbox.u1')).toBeNull();
  });

  it('ignores the keys while typing in a field', async () => {
    const user = userEvent.setup();
    const { sentKinds } = await renderDeck(
      <>
        <label>
          Note <input />
        </label>
        <SwipeDeck mode="applicants" filters={{ mode: 'applicants', job: JOB }} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{ArrowRight}u');

    expect(screen.getByRole('heading', { name: 'Sita Shrestha' })).toBeTruthy();
    expect(await sentKinds()).toEqual([]);
  });
});

describe('passing with a reason', () => {
  it('sends the chosen reason with the pass', async () => {
    const user = userEvent.setup();
    const { decisions } = await renderDeck();
    await screen.findByRole('heading', { name: 'Sita Shrestha' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for passing (optional)' }), 'Lives too far away');
    await user.click(screen.getByRole('button', { name: 'Pass on Sita Shrestha' }));

    await waitFor(async () => expect(await decisions()).toHaveLength(1));
    expect((await decisions())[0]).toMatchObject({ kind: 'left', candidate: 'seeker-1', reason: 'Lives too far away' });
    expect((screen.getByRole('combobox', { name: 'Reason for passing (optional)' }) as HTMLSelectElement).value).toBe('');
  });
});
