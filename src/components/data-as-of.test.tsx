import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { formatAsOf } from '@/domain/calendar-format';
import { DataAsOf, shownDataAge } from './data-as-of';

describe('the as-of mark', () => {
  it('says when the data was fetched, in Nepal time, and the day when it was not today', () => {
    const now = new Date('2026-11-25T10:00:00Z'); // 15:45 in Kathmandu
    expect(formatAsOf(new Date('2026-11-25T08:20:00Z'), now)).toBe('14:05');
    expect(formatAsOf(new Date('2026-11-24T08:20:00Z'), now)).toBe('24 Nov, 14:05');
    // 23:00 UTC is already the next day in Kathmandu.
    expect(formatAsOf(new Date('2026-11-24T23:00:00Z'), now)).toBe('04:45');
  });

  it('is a status that names the time offline, and is empty when the data is current', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const { rerender } = render(<DataAsOf age={{ reason: 'offline', updatedAt: Date.parse('2026-11-25T08:20:00Z') }} now={now} />);
    expect(screen.getByRole('status').textContent).toBe('Offline — showing data as of 14:05');

    rerender(<DataAsOf age={{ reason: 'notRefreshed', updatedAt: Date.parse('2026-11-25T08:20:00Z') }} now={now} />);
    expect(screen.getByRole('status').textContent).toBe('Could not refresh — showing data as of 14:05');

    rerender(<DataAsOf age={null} now={now} />);
    expect(screen.getByRole('status').childElementCount).toBe(0);
  });

  it('takes the oldest answer on screen offline, and only failed refreshes online', () => {
    const client = new QueryClient();
    client.setQueryData(['a'], 'old', { updatedAt: 1_000 });
    client.setQueryData(['b'], 'new', { updatedAt: 5_000 });
    client.setQueryData(['not-on-screen'], 'older', { updatedAt: 10 });
    const watch = (key: string) => client.getQueryCache().find({ queryKey: [key] })!.addObserver({ onQueryUpdate: () => {} } as never);
    watch('a');
    watch('b');

    expect(shownDataAge(client, false)).toEqual({ reason: 'offline', updatedAt: 1_000 });
    expect(shownDataAge(client, true)).toBeNull();

    client.getQueryCache().find({ queryKey: ['b'] })!.setState({ status: 'error', error: new Error('Unable to connect') });
    expect(shownDataAge(client, true)).toEqual({ reason: 'notRefreshed', updatedAt: 5_000 });
  });
});
