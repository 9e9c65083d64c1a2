// The worker's loop on fake timers over an in-memory queue: when it looks for jobs, how it stops, how it gives up.
// The SQL guarantees (one claimant per job, leases) are server/repositories/queue.test.ts's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimedJob, QueueJobRow, QueueRepository } from '../repositories/queue';
import { createTestClock } from '../test/app';
import {
  createQueueWorker, QUEUE_MAX_ATTEMPTS, QUEUE_POLL_MS, QUEUE_RETENTION_MS, QUEUE_SWEEP_MS, retryDelayMs, type JobHandler,
} from './queue-worker';

function memoryQueue(now: () => Date) {
  const rows: QueueJobRow[] = [];
  const held = (id: string, claim: string) => rows.find((r) => r.id === id && r.claim === claim && r.status === 'running');
  const queue = {
    async claimDue(o: { claim: string; now: Date; leaseMs: number; limit: number }) {
      const due = rows.filter((r) => (r.status === 'pending' && r.runAt <= o.now) || (r.status === 'running' && r.lockedUntil! <= o.now));
      return due.slice(0, o.limit).map((r) => {
        Object.assign(r, { status: 'running', claim: o.claim, lockedUntil: new Date(o.now.getTime() + o.leaseMs), attempts: r.attempts + 1 });
        return { ...r, steps: [...r.steps] } as ClaimedJob;
      });
    },
    async renew(id: string, claim: string) { return Boolean(held(id, claim)); },
    async recordStep(id: string, claim: string, step: string) {
      const r = held(id, claim);
      r?.steps.push(step);
      return Boolean(r);
    },
    async finish(id: string, claim: string, status: string, _now: Date, lastError?: string) {
      const r = held(id, claim);
      if (r) Object.assign(r, { status, claim: null, lastError: lastError ?? null });
      return Boolean(r);
    },
    async retryAt(id: string, claim: string, runAt: Date, _now: Date, lastError: string) {
      const r = held(id, claim);
      if (r) Object.assign(r, { status: 'pending', claim: null, runAt, lastError });
      return Boolean(r);
    },
    async removeFinished(before: Date) {
      const gone = rows.filter((r) => !['pending', 'running'].includes(r.status) && r.runAt < before);
      for (const r of gone) rows.splice(rows.indexOf(r), 1);
      return gone.length;
    },
    async release(id: string, claim: string) {
      const r = held(id, claim);
      if (r) Object.assign(r, { status: 'pending', claim: null, attempts: r.attempts - 1 });
    },
  };
  const add = (id: string, runAt: Date) => {
    rows.push({
      id, kind: 'k', dedupeKey: id, companyId: null, payload: {}, status: 'pending', runAt, attempts: 0, claim: null,
      lockedUntil: null, steps: [], lastError: null, createdAt: now(), updatedAt: now(),
    });
  };
  return { queue: queue as unknown as QueueRepository, rows, add };
}

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('queue worker', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('looks for due jobs as it starts, then every poll interval', async () => {
    const clock = createTestClock();
    const { queue, add } = memoryQueue(clock.now);
    const done: string[] = [];
    const handler: JobHandler = async (job) => { done.push(job.id); return 'done'; };
    add('left-from-before', new Date(clock.now().getTime() - 60_000));
    add('later', new Date(clock.now().getTime() + QUEUE_POLL_MS));
    const w = createQueueWorker({ queue, clock, log, handlers: { k: handler } });
    w.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['left-from-before']);
    clock.advance(QUEUE_POLL_MS);
    await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS - 1);
    expect(done).toEqual(['left-from-before']);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['left-from-before', 'later']);
    await w.stop();
    add('after-stop', clock.now());
    await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS * 3);
    expect(done).toEqual(['left-from-before', 'later']);
  });

  it('stops between steps: the step in hand is recorded, the rest of the job is given back', async () => {
    const clock = createTestClock();
    const { queue, rows, add } = memoryQueue(clock.now);
    let finishSend!: () => void;
    const sent: string[] = [];
    const handler: JobHandler = async (_job, ctx) => {
      await ctx.step('one', () => new Promise<void>((resolve) => { finishSend = () => { sent.push('one'); resolve(); }; }));
      await ctx.step('two', async () => { sent.push('two'); });
      return 'done';
    };
    add('job', clock.now());
    const w = createQueueWorker({ queue, clock, log, handlers: { k: handler } });
    const pass = w.runDue();
    await vi.advanceTimersByTimeAsync(0);
    const stopped = w.stop();
    finishSend();
    await Promise.all([pass, stopped]);
    expect(sent).toEqual(['one']);
    expect(rows[0]).toMatchObject({ status: 'pending', steps: ['one'], attempts: 0, claim: null });

    const next = createQueueWorker({ queue, clock, log, handlers: { k: handler } });
    await next.runDue();
    expect(sent).toEqual(['one', 'two']);
    expect(rows[0]).toMatchObject({ status: 'done', steps: ['one', 'two'], attempts: 1 });
  });

  it('retries a failing job with growing waits, then marks it failed', async () => {
    const clock = createTestClock();
    const { queue, rows, add } = memoryQueue(clock.now);
    const handler: JobHandler = async () => { throw new Error('SMTP down'); };
    add('job', clock.now());
    const w = createQueueWorker({ queue, clock, log, handlers: { k: handler } });
    for (let attempt = 1; attempt < QUEUE_MAX_ATTEMPTS; attempt++) {
      await w.runDue();
      expect(rows[0]).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'SMTP down' });
      expect(rows[0]!.runAt.getTime() - clock.now().getTime()).toBe(retryDelayMs(attempt));
      clock.advance(retryDelayMs(attempt));
    }
    await w.runDue();
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: QUEUE_MAX_ATTEMPTS, lastError: 'SMTP down' });
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'job' }), 'queue job failed for good');
    expect([1, 2, 3, 7, 8].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  it('deletes finished jobs once their retention has passed, at most once per sweep interval', async () => {
    const clock = createTestClock();
    const { queue, rows, add } = memoryQueue(clock.now);
    add('old', clock.now());
    const w = createQueueWorker({ queue, clock, log, handlers: { k: async () => 'done' } });
    await w.runDue();
    add('pending', new Date(clock.now().getTime() + 2 * QUEUE_RETENTION_MS));
    clock.advance(QUEUE_RETENTION_MS);
    await w.runDue();
    expect(rows.map((r) => r.id)).toEqual(['old', 'pending']); // swept an hour ago: not yet
    clock.advance(QUEUE_SWEEP_MS);
    await w.runDue();
    expect(rows.map((r) => r.id)).toEqual(['pending']);
  });
});
