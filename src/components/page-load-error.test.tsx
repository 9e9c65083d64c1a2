import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLoadError, countRouterReloads } from '@/components/page-load-error';

const recovery = vi.hoisted(() => ({ showError: false, retry: vi.fn() }));
vi.mock('@/session/page-load', () => ({ usePageLoadRecovery: () => recovery }));

const props = { error: new Error('Failed to fetch dynamically imported module'), reset: () => {} };

afterEach(() => {
  cleanup();
  recovery.showError = false;
  recovery.retry.mockReset();
});

describe('PageLoadError', () => {
  it('shows nothing while the automatic reload is under way', () => {
    const { container } = render(<PageLoadError {...props} />);

    expect(container.textContent).toBe('');
  });

  it('shows "Something went wrong" with Try Again after the automatic reload', async () => {
    recovery.showError = true;
    render(<PageLoadError {...props} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));

    expect(recovery.retry).toHaveBeenCalledTimes(1);
  });
});

describe('countRouterReloads', () => {
  const KEY = 'jagir.pageLoadReloads';

  it("counts the router's own reload for a missing chunk as the one automatic reload", () => {
    sessionStorage.clear();
    const page = new EventTarget();
    countRouterReloads(sessionStorage, page);

    sessionStorage.setItem('tanstack_router_reload:Failed to fetch dynamically imported module: /assets/faq.js', '1');
    page.dispatchEvent(new Event('pagehide'));

    expect(sessionStorage.getItem(KEY)).toBe('1');
  });

  it('counts nothing when the page unloads for another reason', () => {
    sessionStorage.clear();
    sessionStorage.setItem('tanstack_router_reload:an earlier failure', '1');
    const page = new EventTarget();
    countRouterReloads(sessionStorage, page);

    page.dispatchEvent(new Event('pagehide'));

    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
