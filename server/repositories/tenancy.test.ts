// Every workspace repository method takes the caller's company first (docs/architecture.md): with another
// company's id, a row of the first company is simply not found, and nothing of it changes.
import { describe, expect, it } from 'vitest';
import { registerEmployer, setupTestApp } from '../test/app';
import { addSeeker, apply, createJob } from '../test/workspace-fixtures';

const t = setupTestApp();

async function employer() {
  const { token, user } = await registerEmployer(t);
  const companyId = await t.app.repos.memberships.companyOfUser(user.id);
  if (!companyId) throw new Error('no company');
  return { token, companyId };
}

describe('repositories keyed by the caller\'s company', () => {
  it('find nothing of another company, and change nothing of it', async () => {
    const owner = await employer();
    const other = await employer();
    const { repos } = t.app;
    const job = await createJob(t, owner.token);
    const application = await apply(t, job.id);
    const seeker = await addSeeker(t);
    const now = t.clock.now();
    const saved = await repos.transaction((tx) => tx.savedApplicants.insertIfNew(owner.companyId, { jobSeekerId: seeker, jobId: job.id, note: '', now }));
    const key = 'tenancy-key-0123456789';
    const claim = '11111111-1111-4111-8111-111111111111';
    await repos.idempotency.claim(owner.companyId, key, { claim, fingerprint: 'f', now, leaseMs: 60_000, retentionMs: 3_600_000 });

    expect(await repos.jobs.find(other.companyId, job.id)).toBeUndefined();
    expect(await repos.jobs.exists(other.companyId, job.id)).toBe(false);
    expect(await repos.jobs.matchFields(other.companyId, job.id)).toBeUndefined();
    expect(await repos.jobs.update(other.companyId, job.id, { title: 'Taken over' })).toBeUndefined();
    expect(await repos.jobs.close(other.companyId, job.id, now)).toBeUndefined();
    expect(await repos.jobs.deleteUnapplied(other.companyId, job.id)).toBe(false);
    expect(await repos.applications.detail(other.companyId, application.id)).toBeUndefined();
    expect(await repos.applications.resume(other.companyId, application.id)).toBeUndefined();
    expect(await repos.applications.statusCounts(other.companyId)).toMatchObject({ all: 0 });
    expect(await repos.savedApplicants.entry(other.companyId, saved!)).toBeUndefined();
    expect(await repos.savedApplicants.remove(other.companyId, saved!)).toBe(false);
    expect(await repos.savedApplicants.savedAndApplied(other.companyId, [seeker], job.id)).toEqual([]);
    expect(await repos.idempotency.find(other.companyId, key)).toBeUndefined();
    expect(await repos.idempotency.complete(other.companyId, key, claim, 'f', { statusCode: 200, headers: {}, body: null })).toBe(false);
    await repos.idempotency.release(other.companyId, key, claim);

    // The owner still has everything, unchanged.
    const mine = await repos.jobs.find(owner.companyId, job.id);
    expect(mine).toMatchObject({ title: job.title, status: 'published' });
    expect(await repos.applications.detail(owner.companyId, application.id)).toBeDefined();
    expect(await repos.savedApplicants.entry(owner.companyId, saved!)).toBeDefined();
    expect(await repos.idempotency.find(owner.companyId, key)).toMatchObject({ claim, statusCode: null });
    // A job read as one company's is not another's to list applications of.
    expect(() => repos.applications.listOfJob(other.companyId, mine!, { ordering: '-created_at', limit: 10, offset: 0 })).toThrow();
  });
});
