import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '@/components/update-prompt';
import { dismissUpdate, setUpdateAvailable } from '@/pwa/update-state';

afterEach(() => {
  cleanup();
  act(() => dismissUpdate());
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits', () => {
    render(<UpdatePrompt />);

    expect(screen.queryByText('New version available')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('activates the waiting version only when Reload is pressed', async () => {
    const activate = vi.fn(async () => {});
    render(<UpdatePrompt />);

    act(() => setUpdateAvailable(activate));
    expect(screen.getByRole('status').textContent).toContain('New version available');
    expect(activate).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('can be put off with Later', async () => {
    const activate = vi.fn(async () => {});
    render(<UpdatePrompt />);
    act(() => setUpdateAvailable(activate));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Later' }));

    expect(screen.queryByText('New version available')).toBeNull();
    expect(activate).not.toHaveBeenCalled();
  });
});
