import { describe, expect, it } from 'vitest';
import { cpuBlockingTime } from './cpu-blocking.mjs';

const renderer = { pid: 7, tid: 1 };
const task = (ts, dur, tdur, thread = renderer) => ({ ...thread, ph: 'X', name: 'RunTask', ts, dur, tdur });
const trace = (...events) => [
  { ...renderer, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
  { pid: 7, tid: 2, ph: 'M', name: 'thread_name', args: { name: 'Compositor' } },
  { ...renderer, ph: 'I', name: 'firstContentfulPaint', ts: 1_000_000 },
  ...events,
];

describe('blocking time from CPU time', () => {
  it('counts each task after the first paint by four times its CPU time, beyond 50 ms', () => {
    expect(cpuBlockingTime(trace(
      task(900_000, 80_000, 80_000), // before the first paint
      task(1_100_000, 40_000, 20_000), // 80 ms on the phone: 30 blocking
      task(1_200_000, 30_000, 1_000), // waited for a core: 4 ms of work, none blocking
      task(1_300_000, 15_000, 15_000, { pid: 7, tid: 2 }), // another thread
    ))).toBe(30);
  });

  it('says nothing without a first paint or CPU times', () => {
    expect(cpuBlockingTime(trace(task(1_100_000, 40_000, undefined)))).toBeNull();
    expect(cpuBlockingTime([])).toBeNull();
  });
});
