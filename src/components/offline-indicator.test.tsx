import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { OfflineIndicator } from '@/components/offline-indicator';

let online = true;
beforeEach(() => {
  online = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  cleanup();
  // Back to jsdom's own navigator.onLine: the next test file may share this window (vite.config.ts).
  Reflect.deleteProperty(navigator, 'onLine');
});

function goOffline(next: boolean) {
  online = !next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'offline' : 'online'));
  });
}

describe('OfflineIndicator', () => {
  it('is an empty live region while online', () => {
    render(<OfflineIndicator />);

    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the connection drops, and clears when it returns', () => {
    render(<OfflineIndicator />);

    goOffline(true);
    expect(screen.getByRole('status').textContent).toContain('You are offline');

    goOffline(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows at once when the page opens offline', () => {
    online = false;

    render(<OfflineIndicator />);

    expect(screen.getByRole('status').textContent).toContain('You are offline');
  });

  it('tells a public page that forms need a connection, and the workspace that changes are kept', () => {
    online = false;

    const { rerender } = render(<OfflineIndicator />);
    expect(screen.getByRole('status').textContent).toContain('sending a form needs a connection');

    rerender(<OfflineIndicator workspace />);
    expect(screen.getByRole('status').textContent).toContain('Changes are kept on this device and sent when you reconnect.');
  });
});
