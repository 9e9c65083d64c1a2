import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@/domain/constants';
import { createPageLoad } from '@/session/page-load';
import * as pageLoadActor from '@/session/page-load-actor';

const reload = vi.fn();

function started(count: string | null) {
  sessionStorage.clear();
  if (count !== null) sessionStorage.setItem(SESSION_STORAGE_KEYS.pageLoadReloads, count);
  const pageLoad = createPageLoad({ reload, actorModule: pageLoadActor });
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

describe('the page-load machine, a chunk of its own', () => {
  it('is fetched with the first event, which it then decides', async () => {
    sessionStorage.clear();
    const pageLoad = createPageLoad({ reload });
    pageLoad.start();
    const changes = vi.fn();
    pageLoad.subscribe(changes);
    pageLoad.failed();
    expect(reload).not.toHaveBeenCalled(); // the machine is on its way
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.pageLoadReloads)).toBe('1');
    pageLoad.stop();
  });
});

