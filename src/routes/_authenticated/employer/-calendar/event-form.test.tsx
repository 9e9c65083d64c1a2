import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES } from '@/domain/calendar-rules';
import { renderWithSession, requestBody, routes, sentTo, type FakeServer } from '@/session/-testing/render-with-session';
import type { CalendarEvent } from './calendar-queries';
import { EventForm } from './event-form';

const NOW = new Date('2025-04-14T04:15:00Z'); // 10:00 in Kathmandu

/** The form with the calendar API answering by `handlers`; `saves(route)` are the bodies sent there. */
async function renderForm(form: ReactNode, handlers: Record<string, FakeServer> = {}) {
  const { requests } = await renderWithSession(() => form, { path: '/employer/calendar', server: routes(handlers) });
  return { saves: (route: string) => Promise.all(sentTo(requests, route).map(requestBody)) };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the event form', () => {
  it('books an interview in Nepal time for the application and shows the BS date', async () => {
    const onSaved = vi.fn();
    const { saves } = await renderForm(
      <EventForm mode={{ type: 'interview', applicationId: 'app-1', date: '2025-04-15' }} now={NOW} onSaved={onSaved} onCancel={vi.fn()} />,
      { 'POST /api/employer/events/': () => Response.json({ id: 'e1', overlaps: [] }, { status: 201 }) },
    );
    expect(screen.getByText('2 Baisakh 2082 BS = Tue 15 Apr 2025 AD')).toBeTruthy();
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2082-01-02');
    await userEvent.clear(screen.getByLabelText('Starts (Nepal time)'));
    await userEvent.type(screen.getByLabelText('Starts (Nepal time)'), '14:00');
    await userEvent.clear(screen.getByLabelText('Ends (Nepal time)'));
    await userEvent.type(screen.getByLabelText('Ends (Nepal time)'), '14:30');
    await userEvent.type(screen.getByLabelText('Place'), 'Room 4');
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'e1', overlaps: [] }));
    expect(await saves('POST /api/employer/events/')).toEqual([{
      kind: 'interview', application: 'app-1', title: '', starts_at: '2025-04-15T08:15:00.000Z', ends_at: '2025-04-15T08:45:00.000Z',
      location: 'Room 4', meeting_url: '', notes: '',
    }]);
  }, 20_000);

  it('checks the rules before sending and puts the server messages beside their fields', async () => {
    const { saves } = await renderForm(
      <EventForm mode={{ type: 'event', date: '2025-04-15' }} now={NOW} onSaved={vi.fn()} onCancel={vi.fn()} />,
      { 'POST /api/employer/events/': () => Response.json({ starts_at: ['Server says no'] }, { status: 400 }) },
    );
    await userEvent.type(screen.getByLabelText('Online meeting link'), 'meet.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await saves('POST /api/employer/events/')).toEqual([]);
    expect(screen.getByText(CALENDAR_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(CALENDAR_MESSAGES.badUrl)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));

    await userEvent.type(screen.getByLabelText('Title'), 'Lunch');
    await userEvent.clear(screen.getByLabelText('Online meeting link'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server says no')).toBeTruthy();
  }, 20_000);

  it('refuses an end before the start beside Ends, keeps what was typed and sends nothing', async () => {
    const { saves } = await renderForm(
      <EventForm mode={{ type: 'interview', applicationId: 'app-1', date: '2025-04-15' }} now={NOW} onSaved={vi.fn()} onCancel={vi.fn()} />,
      { 'POST /api/employer/events/': () => Response.json({ id: 'e1', overlaps: [] }, { status: 201 }) },
    );
    const start = screen.getByLabelText('Starts (Nepal time)') as HTMLInputElement;
    const end = screen.getByLabelText('Ends (Nepal time)') as HTMLInputElement;
    await userEvent.clear(start);
    await userEvent.type(start, '10:00');
    await userEvent.clear(end);
    await userEvent.type(end, '09:00');
    await userEvent.type(screen.getByLabelText('Place'), 'Room 4');
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }));

    expect(await saves('POST /api/employer/events/')).toEqual([]);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CALENDAR_MESSAGES.endBeforeStart).id).toBe(end.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('error')));
    expect(document.activeElement).toBe(end);
    expect([start.value, end.value, (screen.getByLabelText('Place') as HTMLInputElement).value]).toEqual(['10:00', '09:00', 'Room 4']);

    // The same end as the start is no event either.
    await userEvent.clear(end);
    await userEvent.type(end, '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }));
    expect(await screen.findByText(CALENDAR_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(await saves('POST /api/employer/events/')).toEqual([]);
  }, 20_000);

  it('offers no day before today in the BS calendar of a new interview', async () => {
    await renderForm(<EventForm mode={{ type: 'interview', applicationId: 'app-1', date: '2025-04-15' }} now={NOW} onSaved={vi.fn()} onCancel={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Choose Date from the BS calendar' }));

    const day = (date: string) => screen.getByRole('dialog').querySelector(`[data-date="${date}"]`);
    expect(day('2025-04-13')).toBeNull(); // 31 Chaitra 2081: another BS month
    expect(day('2025-04-14')?.getAttribute('aria-disabled')).toBeNull(); // today, 1 Baisakh 2082
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
  });

  it('reschedules an event with its own values', async () => {
    const event = {
      id: 'e9', kind: 'event', title: 'Open day', starts_at: '2025-04-15T04:15:00.000Z', ends_at: '2025-04-15T05:15:00.000Z',
      location: 'Office', meeting_url: '', notes: 'Bring banners', status: 'scheduled',
    } as CalendarEvent;
    const onSaved = vi.fn();
    const { saves } = await renderForm(
      <EventForm mode={{ type: 'edit', event }} now={NOW} onSaved={onSaved} onCancel={vi.fn()} />,
      { 'PATCH /api/employer/events/e9/': () => Response.json(event) },
    );
    expect((screen.getByLabelText('Starts (Nepal time)') as HTMLInputElement).value).toBe('10:00');
    await userEvent.clear(screen.getByLabelText('Date'));
    await userEvent.type(screen.getByLabelText('Date'), '2082-01-03'); // 16 April 2025
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await saves('PATCH /api/employer/events/e9/')).toEqual([{
      title: 'Open day', starts_at: '2025-04-16T04:15:00.000Z', ends_at: '2025-04-16T05:15:00.000Z', location: 'Office', meeting_url: '', notes: 'Bring banners',
    }]);
  }, 20_000);
});
