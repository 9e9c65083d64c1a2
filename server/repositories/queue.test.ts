// The job queue's guarantees at the SQL level: one row per dedupe key, each due job claimed by exactly one claimant
// (several at once, and with TEST_DATABASE_URL from two connection pools, as two server processes), a lease that a
// dead claimant loses, and a claim that stops counting once lost.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { registerEmployer, setupTestApp } from '../test/app';
import { QueueRepository } from './queue';

const t = setupTestApp();
const KIND = 'test_job';
const LEASE = 60_000;
let companyId: string;
let second: Database | undefined;
let otherQueue: QueueRepository;

beforeAll(async () => {
  const employer = await registerEmployer(t);
  companyId = (await t.app.repos.memberships.companyOfUser(employer.user.id))!;
  otherQueue = t.app.repos.queue;
  if (process.env.TEST_DATABASE_URL) {
    const { rows } = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${rows[0]!.name}`;
    second = await openDatabase({ url: url.toString() });
    otherQueue = new QueueRepository(second.db);
  }
});
afterAll(async () => { await second?.close(); });

const queue = () => t.app.repos.queue;
let keyCounter = 0;
const key = () => `key-${keyCounter++}`;
const schedule = (dedupeKey: string, payload: Record<string, unknown>, runAt: Date) =>
  queue().schedule(companyId, { kind: KIND, dedupeKey, payload, runAt }, t.clock.now());
const claim = (q: QueueRepository, limit = 5) => q.claimDue({ claim: randomUUID(), now: t.clock.now(), leaseMs: LEASE, limit, kinds: [KIND] });

/** Claims every due job with `claimants` working at once until none is left; answers every claimed id. */
async function drain(claimants: QueueRepository[]): Promise<string[]> {
  const claimed: string[] = [];
  await Promise.all(claimants.map(async (q) => {
    for (;;) {
      const jobs = await claim(q, 3);
      if (jobs.length === 0) return;
      for (const job of jobs) {
        claimed.push(job.id);
        expect(await q.finish(job.id, job.claim, 'done', t.clock.now())).toBe(true);
      }
    }
  }));
  return claimed;
}

describe('QueueRepository', () => {
  it('keeps one row per kind and dedupe key: the same payload changes nothing, another one starts it again', async () => {
    const k = key();
    const runAt = new Date(t.clock.now().getTime() + 60_000);
    expect(await schedule(k, { at: 1 }, runAt)).toBe('pending');
    const [job] = await (t.clock.advance(60_000), claim(queue()));
    expect(job).toMatchObject({ dedupeKey: k, attempts: 1 });
    expect(await queue().recordStep(job!.id, job!.claim, 'mail', t.clock.now())).toBe(true);
    expect(await queue().finish(job!.id, job!.claim, 'done', t.clock.now())).toBe(true);
    // Scheduled again as it was: still done, never sent twice.
    expect(await schedule(k, { at: 1 }, runAt)).toBe('done');
    expect(await queue().find(companyId, KIND, k)).toMatchObject({ id: job!.id, status: 'done', steps: ['mail'] });
    // New work under the same key (the interview moved): pending again, with nothing done yet.
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    expect(await schedule(k, { at: 2 }, later)).toBe('pending');
    expect(await queue().find(companyId, KIND, k)).toMatchObject({ id: job!.id, status: 'pending', steps: [], attempts: 0, runAt: later });
    expect(await queue().cancel(companyId, KIND, [k], t.clock.now())).toBe(1);
    expect(await queue().cancel(companyId, KIND, [k], t.clock.now())).toBe(0);
    expect(await schedule(k, { at: 2 }, later)).toBe('pending');
  });

  it('gives each due job to exactly one of several claimants at once', async () => {
    await drain([queue()]);
    const now = t.clock.now();
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) await schedule(key(), { i }, new Date(now.getTime() - i * 1000));
    await schedule(key(), { future: true }, new Date(now.getTime() + 86_400_000));
    const claimed = await drain([queue(), otherQueue, queue(), otherQueue]);
    for (const id of claimed) ids.add(id);
    expect(claimed).toHaveLength(40);
    expect(ids.size).toBe(40);
  });

  it('holds a claim until its lease ends; then another claimant takes the job over and the old claim counts for nothing', async () => {
    await drain([queue()]);
    const k = key();
    await schedule(k, { lease: true }, t.clock.now());
    const [first] = await claim(queue());
    expect(await claim(otherQueue)).toEqual([]);
    t.clock.advance(LEASE - 1);
    expect(await queue().renew(first!.id, first!.claim, t.clock.now(), LEASE)).toBe(true);
    t.clock.advance(LEASE - 1);
    expect(await claim(otherQueue)).toEqual([]);
    t.clock.advance(1);
    const [taken] = await claim(otherQueue);
    expect(taken).toMatchObject({ id: first!.id, attempts: 2 });
    expect(await queue().renew(first!.id, first!.claim, t.clock.now(), LEASE)).toBe(false);
    expect(await queue().recordStep(first!.id, first!.claim, 'mail', t.clock.now())).toBe(false);
    expect(await queue().finish(first!.id, first!.claim, 'done', t.clock.now())).toBe(false);
    expect(await otherQueue.finish(taken!.id, taken!.claim, 'done', t.clock.now())).toBe(true);
  });

  it('lets a cancel take the claim away from a running job', async () => {
    await drain([queue()]);
    const k = key();
    await schedule(k, {}, t.clock.now());
    const [job] = await claim(queue());
    expect(await queue().cancel(companyId, KIND, [k], t.clock.now())).toBe(1);
    expect(await queue().recordStep(job!.id, job!.claim, 'mail', t.clock.now())).toBe(false);
    expect(await queue().finish(job!.id, job!.claim, 'done', t.clock.now())).toBe(false);
    expect(await queue().find(companyId, KIND, k)).toMatchObject({ status: 'cancelled', claim: null });
  });

  it('deletes only finished jobs due before the cut-off', async () => {
    await drain([queue()]);
    const now = t.clock.now();
    const [finished, pending, recent] = [key(), key(), key()];
    await schedule(finished, {}, now);
    await schedule(recent, {}, new Date(now.getTime() + 1000));
    await schedule(pending, {}, new Date(now.getTime() + 86_400_000));
    t.clock.advance(1000);
    await drain([queue()]);
    expect(await queue().removeFinished(new Date(now.getTime() + 500))).toBeGreaterThanOrEqual(1);
    expect(await queue().find(companyId, KIND, finished)).toBeUndefined();
    expect(await queue().find(companyId, KIND, recent)).toMatchObject({ status: 'done' });
    expect(await queue().find(companyId, KIND, pending)).toMatchObject({ status: 'pending' });
  });
});
