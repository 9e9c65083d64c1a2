import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the current task, not within it', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await waited;
    expect(order).toEqual(['microtask', 'same task', 'next task']);
  });

  it('is not held by a paused clock', async () => {
    vi.useFakeTimers();
    await expect(nextTask()).resolves.toBeUndefined();
  });
});
