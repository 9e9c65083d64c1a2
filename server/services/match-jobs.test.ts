// The job as the match score reads it: kept between searches, forgotten by every edit, never kept from a read
// that an edit overtook.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { addSeeker, createJob } from '../test/workspace-fixtures';
import { JobsRepository } from '../repositories/jobs';
import { MatchJobs } from './match-jobs';

const t = setupTestApp();

describe('MatchJobs', () => {
  it('ranks against the job as just edited', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { skills: ['Kept Skill'] });
    await addSeeker(t, { fullName: 'Edited Match', skills: ['Other Skill'] });
    const score = async () => (await t.inject({ method: 'GET', url: `/api/employer/jobseekers/?job=${job.id}&q=edited`, headers: bearer(token) }))
      .json().results[0].match.reasons.find((r: { kind: string }) => r.kind === 'skills').points;
    expect(await score()).toBe(0);
    const edit = await t.inject({ method: 'PATCH', url: `/api/employer/jobs/${job.id}/`, headers: bearer(token), payload: { skills: ['Other Skill'] } });
    expect(edit.statusCode).toBe(200);
    expect(await score()).toBe(50);
  });

  it('keeps a job, but not one read while an edit was forgetting it', async () => {
    const { token } = await registerEmployer(t);
    const job = await createJob(t, token, { skills: ['First'] });
    const [{ companyId }] = await t.database.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, job.id)) as [{ companyId: string }];
    let clock = 0;
    const cache = new MatchJobs(new JobsRepository(t.database.db), () => clock, 60_000);
    const setSkills = (skills: string[]) => t.database.db.update(jobs).set({ skills }).where(eq(jobs.id, job.id));

    expect((await cache.get(companyId, job.id)).skills).toEqual(['First']);
    await setSkills(['Second']); // not through the job routes: nothing forgets it
    clock += 59_000;
    expect((await cache.get(companyId, job.id)).skills).toEqual(['First']);

    clock += 2_000; // past the minute: the next read goes to the table
    const overtaken = cache.get(companyId, job.id); // a read in flight …
    cache.forget(job.id); // … when an edit forgets the job
    expect((await overtaken).skills).toEqual(['Second']);
    await setSkills(['Third']);
    expect((await cache.get(companyId, job.id)).skills).toEqual(['Third']);
    await expect(cache.get(crypto.randomUUID(), job.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
