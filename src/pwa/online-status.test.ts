import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, watchOnlineStatus } from '@/pwa/online-status';

describe('online status', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports each online and offline event until unsubscribed', () => {
    const seen: boolean[] = [];
    const stop = watchOnlineStatus((online) => seen.push(online));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(seen).toEqual([false, true]);
  });

  it('reads navigator.onLine', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOnline()).toBe(false);
  });
});
