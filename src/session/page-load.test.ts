import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';
import { createPageLoad } from '@/session/page-load';

const reload = vi.fn();

function started(count: string | null) {
  sessionStorage.clear();
  if (count !== null) sessionStorage.setItem(SESSION_STORAGE_KEYS.pageLoadReloads, count);
  const pageLoad = createPageLoad({ reload });
  pageLoad.start();
  return pageLoad;
}

beforeEach(() => reload.mockReset());

describe('page-load recovery (docs/requirements.md §2 Load failure)', () => {
  it('reloads once by itself, keeping the count in sessionStorage', () => {
    const pageLoad = started(null);
    pageLoad.failed();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pageLoadReloads)).toBe('1');
    expect(pageLoad.showsError()).toBe(false);
  });

  it('shows the error after the automatic reload, and Try Again reloads', () => {
    const pageLoad = started('1');
    pageLoad.failed();
    expect(reload).not.toHaveBeenCalled();
    expect(pageLoad.showsError()).toBe(true);

    pageLoad.retry();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the count after a good load', () => {
    const pageLoad = started('1');
    pageLoad.loaded();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pageLoadReloads)).toBeNull();
  });

  it('does nothing on import: a created recovery is idle until started', () => {
    sessionStorage.clear();
    const pageLoad = createPageLoad({ reload });
    expect(reload).not.toHaveBeenCalled();
    expect(pageLoad.showsError()).toBe(false);
  });
});
