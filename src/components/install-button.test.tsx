import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallButton } from '@/components/install-button';
import { listenForInstallPrompt } from '@/pwa/install-prompt';

beforeAll(() => listenForInstallPrompt(window));
afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  cleanup();
});

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('InstallButton', () => {
  it('is absent where the browser offers no installation', () => {
    render(<InstallButton />);

    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('appears when the browser offers installation, replacing its own banner', () => {
    render(<InstallButton />);

    const event = offerInstall();

    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).not.toBeNull();
  });

  it('opens the browser install dialog once and then goes away', async () => {
    render(<InstallButton />);
    const event = offerInstall();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Install app' }));

    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('goes away once the app is installed', () => {
    render(<InstallButton />);
    offerInstall();

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });

    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
