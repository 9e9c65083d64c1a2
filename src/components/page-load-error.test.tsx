import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageLoadError, countRouterReloads } from '@/components/page-load-error';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';
import { createTestServices } from '@/session/-testing/render-with-session';
import { SessionProvider } from '@/session/session-context';

const props = { error: new Error('Failed to fetch dynamically imported module'), reset: () => {} };

/** The error component with its own page-load recovery; `reload` hears the page reloads. */
function renderError(reloadsSoFar: string | null) {
  if (reloadsSoFar !== null) sessionStorage.setItem(SESSION_STORAGE_KEYS.pageLoadReloads, reloadsSoFar);
  const reload = vi.fn();
  const { services } = createTestServices({ user: null, reload });
  return { reload, ...render(<SessionProvider services={services}><PageLoadError {...props} /></SessionProvider>) };
}

afterEach(cleanup);

describe('PageLoadError', () => {
  it('reloads the page by itself first, showing nothing meanwhile', () => {
    const { container, reload } = renderError(null);

    expect(container.textContent).toBe('');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows "Something went wrong" with Try Again after the automatic reload', async () => {
    const { reload } = renderError('1');

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));

    expect(reload).toHaveBeenCalledTimes(1);
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
