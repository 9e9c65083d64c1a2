import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';

const reload = vi.fn();

async function load(count: string | null) {
  vi.resetModules();
  sessionStorage.clear();
  if (count !== null) sessionStorage.setItem(SESSION_STORAGE_KEYS.pageLoadReloads, count);
  return import('@/session/page-load');
}

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

describe('page-load recovery (docs/requirements.md §2 Load failure)', () => {
  it('reloads once by itself, keeping the count in sessionStorage', async () => {
    const { usePageLoadRecovery } = await load(null);
    const { result } = renderHook(() => usePageLoadRecovery());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pageLoadReloads)).toBe('1');
    expect(result.current.showError).toBe(false);
  });

  it('shows the error after the automatic reload, and Try Again reloads', async () => {
    const { usePageLoadRecovery } = await load('1');
    const { result } = renderHook(() => usePageLoadRecovery());
    expect(reload).not.toHaveBeenCalled();
    expect(result.current.showError).toBe(true);

    act(() => result.current.retry());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the count after a good load', async () => {
    const { markPageLoaded } = await load('1');
    markPageLoaded();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pageLoadReloads)).toBeNull();
  });
});
