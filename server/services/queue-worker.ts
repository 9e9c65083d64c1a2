// The worker of the durable job queue (docs/decisions.md "Reminders"). Every server process runs one; they share the
// queue table, so a job due is claimed by exactly one of them (FOR UPDATE SKIP LOCKED), held by a lease that the
// worker renews before each step, and finished only by the claim that holds it.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../lib/clock';
import type { ClaimedJob, QueueRepository } from '../repositories/queue';

/** How often a worker looks for due jobs; a reminder goes out at most this late. */
export const QUEUE_POLL_MS = 15_000;
/**
 * How long a claim holds without being renewed. It is renewed before every step, so it must only outlast one step
 * (an SMTP send gives up within a minute: server/services/mail.ts); after it, a job whose process died is taken over.
 */
export const QUEUE_LEASE_MS = 5 * 60_000;
/** Jobs claimed at once by one worker. */
export const QUEUE_BATCH = 10;
/** Tries of one job (a failure waits 1, 2, 4, ... minutes before the next) before it is marked failed. */
export const QUEUE_MAX_ATTEMPTS = 6;
/** How long finished jobs are kept, from the time they were due, as the record of what was sent. */
export const QUEUE_RETENTION_MS = 30 * 86_400_000;
/** How often one worker deletes the finished jobs past their retention. */
export const QUEUE_SWEEP_MS = 60 * 60_000;
export const retryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 60 * 60_000);

/** The claim of a job is no longer held (cancelled, moved, or taken over): its holder stops and records nothing. */
export class LostClaim extends Error {
  constructor(readonly jobId: string) {
    super(`the claim on queue job ${jobId} is no longer held`);
  }
}

/** The worker is stopping: the job is given back between two steps, and the next process goes on from there. */
class Stopping extends Error {}

export interface JobContext {
  /** The worker's clock. */
  now(): Date;
  /**
   * Runs one part of the job once: skipped when an earlier try recorded it; otherwise the lease is renewed, `work`
   * runs and the step is recorded. A crash between `work` and the record is the one case that repeats a step.
   */
  step(name: string, work: () => Promise<void>): Promise<void>;
}

/** Does one job; answers 'skipped' when there was nothing (left) to do. Throwing retries it later. */
export type JobHandler = (job: ClaimedJob, ctx: JobContext) => Promise<'done' | 'skipped'>;

interface WorkerLog {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}

export interface QueueWorker {
  /** Claims and does every job due now, until none is left; answers how many it finished. */
  runDue(): Promise<number>;
  /** Runs at once (jobs left from before a restart are due) and then every poll interval, until stopped. */
  start(): void;
  /**
   * Stops polling and waits for the step in hand to finish and be recorded; the rest of its job is given back, due
   * at once for the next process. A graceful stop never leaves a step sent but not recorded.
   */
  stop(): Promise<void>;
}

export function createQueueWorker(o: {
  queue: QueueRepository;
  clock: Clock;
  log: WorkerLog;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
  maxAttempts?: number;
}): QueueWorker {
  const { queue, clock, log, handlers } = o;
  const leaseMs = o.leaseMs ?? QUEUE_LEASE_MS;
  const maxAttempts = o.maxAttempts ?? QUEUE_MAX_ATTEMPTS;
  const kinds = Object.keys(handlers);
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pass: Promise<number> | undefined;

  async function runJob(job: ClaimedJob): Promise<boolean> {
    const done = new Set(job.steps);
    const ctx: JobContext = {
      now: () => clock.now(),
      async step(name, work) {
        if (done.has(name)) return;
        if (stopping) throw new Stopping();
        if (!(await queue.renew(job.id, job.claim, clock.now(), leaseMs))) throw new LostClaim(job.id);
        await work();
        if (!(await queue.recordStep(job.id, job.claim, name, clock.now()))) throw new LostClaim(job.id);
        done.add(name);
      },
    };
    try {
      const outcome = await handlers[job.kind]!(job, ctx);
      return await queue.finish(job.id, job.claim, outcome, clock.now());
    } catch (err) {
      if (err instanceof Stopping) {
        await queue.release(job.id, job.claim, clock.now());
        return false;
      }
      if (err instanceof LostClaim) {
        log.info({ job: job.id, kind: job.kind }, 'queue job changed while it ran; left to its new state');
        return false;
      }
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= maxAttempts) {
        log.error({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'queue job failed for good');
        await queue.finish(job.id, job.claim, 'failed', clock.now(), message);
      } else {
        log.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'queue job failed; tried again later');
        const now = clock.now();
        await queue.retryAt(job.id, job.claim, new Date(now.getTime() + retryDelayMs(job.attempts)), now, message);
      }
      return false;
    }
  }

  let lastSweep = Number.NEGATIVE_INFINITY;
  async function sweep() {
    const now = clock.now().getTime();
    if (now - lastSweep < QUEUE_SWEEP_MS) return;
    lastSweep = now;
    const removed = await queue.removeFinished(new Date(now - QUEUE_RETENTION_MS));
    if (removed) log.info({ removed }, 'finished queue jobs past their retention deleted');
  }

  async function runDue(): Promise<number> {
    await sweep();
    let finished = 0;
    while (!stopping) {
      const claim = randomUUID();
      const jobs = await queue.claimDue({ claim, now: clock.now(), leaseMs, limit: o.batch ?? QUEUE_BATCH, kinds });
      if (jobs.length === 0) break;
      // One at a time: a stop waits for at most one job, and the rest of the batch is given up at once.
      for (const [i, job] of jobs.entries()) {
        if (stopping) {
          await Promise.all(jobs.slice(i).map((j) => queue.release(j.id, j.claim, clock.now())));
          break;
        }
        if (await runJob(job)) finished++;
      }
    }
    return finished;
  }

  function schedule(delay: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      pass = runDue()
        .catch((err: unknown) => { log.error({ err }, 'queue worker pass failed'); return 0; })
        .finally(() => { pass = undefined; schedule(o.pollMs ?? QUEUE_POLL_MS); });
    }, delay);
    timer.unref();
  }

  return {
    runDue: () => {
      const run = runDue();
      pass = run.catch(() => 0);
      return run;
    },
    start: () => schedule(0),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
