// How long a job seeker's applications are kept (docs/seekers.md "Retention"): once a day a job on the queue
// anonymises the applications to jobs that ended more than 24 months ago, with the code of the job seeker's own
// deletion, so employers see "Deleted candidate" there.
import { addDays, kathmanduDate, kathmanduInstant } from '../../src/domain/calendar';
import type { QueueRepository } from '../repositories/queue';
import type { Repositories } from '../repositories/repositories';
import type { JobHandler } from './queue-worker';

export const SEEKER_RETENTION_JOB = 'seeker_retention';
/** Applications to a job that ended longer ago than this are anonymised. */
export const RETENTION_MONTHS = 24;
/** The pass runs at this Kathmandu time, when nearly nobody hires. */
const RETENTION_TIME = '03:00';
/** Job seekers read and handled per step (each in its own transaction). */
const BATCH = 100;

/** The cutoff: a job that ended before it is old enough. Calendar months, in UTC (a day either way does not matter). */
export function retentionCutoff(now: Date): { before: Date; beforeDay: string } {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - RETENTION_MONTHS);
  return { before, beforeDay: kathmanduDate(before) };
}

/**
 * Schedules the next daily pass (at 03:00 Kathmandu time after `now`); every process does this at start-up and the
 * pass schedules the following one, so the day's key makes it one pass however many ask.
 */
export async function scheduleRetention(queue: QueueRepository, now: Date): Promise<void> {
  let day = kathmanduDate(now);
  if (kathmanduInstant(day, RETENTION_TIME).getTime() <= now.getTime()) day = addDays(day, 1);
  await queue.scheduleOnce({ kind: SEEKER_RETENTION_JOB, dedupeKey: day, payload: { day }, runAt: kathmanduInstant(day, RETENTION_TIME) }, now);
}

/**
 * One job seeker: every application ended → their whole profile is erased, as their own deletion does; some
 * ended → those applications move to an erased profile each and the person keeps theirs for the newer ones.
 * Answers whether anything changed.
 */
export async function applyRetention(repos: Repositories, jobSeekerId: string, now: Date): Promise<'erased' | 'anonymised' | 'kept'> {
  const cutoff = retentionCutoff(now);
  return repos.transaction(async (tx) => {
    const apps = await tx.seekerPrivacy.applicationsByAge(jobSeekerId, cutoff);
    if (!apps) return 'kept';
    const ended = apps.filter((a) => a.ended);
    if (ended.length === 0) return 'kept';
    if (ended.length === apps.length) {
      await tx.seekerPrivacy.erase(jobSeekerId, now);
      return 'erased';
    }
    for (const a of ended) await tx.seekerPrivacy.detachApplication(jobSeekerId, a, now);
    return 'anonymised';
  });
}

interface RetentionLog { info(o: object, m: string): void }

/** The daily pass: every job seeker with an ended application, in batches; then the next day's pass is scheduled. */
export function seekerRetentionHandler(deps: { repos: Repositories; log: RetentionLog; onErased?: () => void }): JobHandler {
  const { repos, log } = deps;
  return async (_job, ctx) => {
    const counts = { erased: 0, anonymised: 0 };
    let after: string | null = null;
    for (;;) {
      const now = ctx.now();
      const ids = await repos.seekerPrivacy.withEndedApplications({ ...retentionCutoff(now), after, limit: BATCH });
      if (ids.length === 0) break;
      // A step renews the worker's lease; its name is the batch's first job seeker, so a retry redoes only new work.
      await ctx.step(`batch:${ids[0]}`, async () => {
        for (const id of ids) {
          const outcome = await applyRetention(repos, id, now);
          if (outcome !== 'kept') counts[outcome]++;
        }
      });
      after = ids.at(-1)!;
    }
    if (counts.erased || counts.anonymised) {
      log.info(counts, 'applications to jobs that ended long ago anonymised');
      if (counts.erased) deps.onErased?.();
    }
    await scheduleRetention(repos.queue, ctx.now());
    return counts.erased || counts.anonymised ? 'done' : 'skipped';
  };
}
