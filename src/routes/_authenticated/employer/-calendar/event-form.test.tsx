import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES } from '@/domain/calendar-rules';
import type { CalendarEvent } from './calendar-queries';
import { EventForm } from './event-form';

const api = vi.hoisted(() => ({ POST: vi.fn(), PATCH: vi.fn() }));
vi.mock('@/api/client', () => ({ api }));

const NOW = new Date('2025-04-14T04:15:00Z'); // 10:00 in Kathmandu
const created = (status: number, body: unknown) =>
  status < 300 ? { data: body, response: new Response(null, { status }) } : { error: body, response: new Response(null, { status }) };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the event form', () => {
  it('books an interview in Nepal time for the application and shows the BS date', async () => {
    api.POST.mockResolvedValue(created(201, { id: 'e1', overlaps: [] }));
    const onSaved = vi.fn();
    render(<EventForm mode={{ type: 'interview', applicationId: 'app-1', date: '2025-04-15' }} now={NOW} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.getByText('2 Baisakh 2082 BS')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Starts (Nepal time)'));
    await userEvent.type(screen.getByLabelText('Starts (Nepal time)'), '14:00');
    await userEvent.clear(screen.getByLabelText('Ends (Nepal time)'));
    await userEvent.type(screen.getByLabelText('Ends (Nepal time)'), '14:30');
    await userEvent.type(screen.getByLabelText('Place'), 'Room 4');
    await userEvent.click(screen.getByRole('button', { name: 'Book interview' }));

    expect(api.POST).toHaveBeenCalledWith('/api/employer/events/', {
      body: {
        kind: 'interview', application: 'app-1', title: '', starts_at: '2025-04-15T08:15:00.000Z', ends_at: '2025-04-15T08:45:00.000Z',
        location: 'Room 4', meeting_url: '', notes: '',
      },
    });
    expect(onSaved).toHaveBeenCalledWith({ id: 'e1', overlaps: [] });
  }, 20_000);

  it('checks the rules before sending and puts the server messages beside their fields', async () => {
    render(<EventForm mode={{ type: 'event', date: '2025-04-15' }} now={NOW} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Online meeting link'), 'meet.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.POST).not.toHaveBeenCalled();
    expect(screen.getByText(CALENDAR_MESSAGES.titleRequired)).toBeTruthy();
    expect(screen.getByText(CALENDAR_MESSAGES.badUrl)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));

    api.POST.mockResolvedValue(created(400, { starts_at: ['Server says no'] }));
    await userEvent.type(screen.getByLabelText('Title'), 'Lunch');
    await userEvent.clear(screen.getByLabelText('Online meeting link'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server says no')).toBeTruthy();
  }, 20_000);

  it('reschedules an event with its own values', async () => {
    const event = {
      id: 'e9', kind: 'event', title: 'Open day', starts_at: '2025-04-15T04:15:00.000Z', ends_at: '2025-04-15T05:15:00.000Z',
      location: 'Office', meeting_url: '', notes: 'Bring banners', status: 'scheduled',
    } as CalendarEvent;
    api.PATCH.mockResolvedValue(created(200, event));
    render(<EventForm mode={{ type: 'edit', event }} now={NOW} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect((screen.getByLabelText('Starts (Nepal time)') as HTMLInputElement).value).toBe('10:00');
    await userEvent.clear(screen.getByLabelText('Date (AD)'));
    await userEvent.type(screen.getByLabelText('Date (AD)'), '2025-04-16');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.PATCH).toHaveBeenCalledWith('/api/employer/events/{id}/', {
      params: { path: { id: 'e9' } },
      body: {
        title: 'Open day', starts_at: '2025-04-16T04:15:00.000Z', ends_at: '2025-04-16T05:15:00.000Z', location: 'Office', meeting_url: '', notes: 'Bring banners',
      },
    });
  }, 20_000);
});
