// `npm run check:status-history` (docs/teams.md "Replaying status histories"): histories written through the API
// replay cleanly against the status machine; a forged row is reported with its application, step and change.
import { expect, it } from 'vitest';
import { applicationEvents } from '../server/db/schema';
import { StatusHistoriesRepository } from '../server/repositories/status-histories';
import { disallowedSteps, statusHistoryReport } from '../server/services/status-history';
import { bearer, registerEmployer, setupTestApp } from '../server/test/app';
import { apply, createJob } from '../server/test/workspace-fixtures';

const t = setupTestApp();

it('replays every history through the machine and reports only the forged step', async () => {
  const { token } = await registerEmployer(t);
  const job = await createJob(t, token);
  const move = async (id: string, status: string, reason?: string) => {
    const res = await t.inject({ method: 'POST', url: `/api/applications/${id}/status/`, headers: bearer(token), payload: { status, reason } });
    expect(res.statusCode).toBe(200);
  };
  const hired = await apply(t, job.id);
  for (const status of ['shortlisted', 'interview', 'offered', 'hired', 'offered', 'hired']) await move(hired.id, status);
  const reconsidered = await apply(t, job.id);
  await move(reconsidered.id, 'rejected', 'Not now');
  await move(reconsidered.id, 'applied');
  const forged = await apply(t, job.id);
  await move(forged.id, 'shortlisted');
  // Written past the machine: shortlisted straight to hired.
  await t.database.db.insert(applicationEvents).values({
    applicationId: forged.id, fromStatus: 'shortlisted', toStatus: 'hired', actor: 'employer', at: t.clock.now(),
  });

  const result = await disallowedSteps(new StatusHistoriesRepository(t.database.db).all(2));
  expect(result).toMatchObject({ applications: 3, steps: 7 + 3 + 3 });
  expect(result.disallowed).toEqual([
    { applicationId: forged.id, step: 3, from: 'shortlisted', to: 'hired', why: 'An application cannot move from shortlisted to hired' },
  ]);
  expect(statusHistoryReport(result)).toBe([
    '3 application histories, 13 steps replayed: 1 not allowed by the status machine.',
    `application ${forged.id}, step 3: shortlisted → hired (An application cannot move from shortlisted to hired)`,
  ].join('\n'));
});

it('reports a history that does not start where the machine does, or that skips a state', async () => {
  const at = new Date();
  const rows = [
    { applicationId: 'a', seq: 1, fromStatus: 'applied', toStatus: 'shortlisted', actor: 'employer', reason: null, at },
    { applicationId: 'b', seq: 2, fromStatus: null, toStatus: 'applied', actor: 'job_seeker', reason: null, at },
    { applicationId: 'b', seq: 3, fromStatus: 'interview', toStatus: 'offered', actor: 'employer', reason: null, at },
    { applicationId: 'c', seq: 4, fromStatus: null, toStatus: 'applied', actor: 'job_seeker', reason: null, at },
    { applicationId: 'c', seq: 5, fromStatus: 'applied', toStatus: 'rejected', actor: 'employer', reason: null, at },
    { applicationId: 'd', seq: 6, fromStatus: null, toStatus: 'applied', actor: 'job_seeker', reason: null, at },
    { applicationId: 'd', seq: 7, fromStatus: 'applied', toStatus: 'withdrawn', actor: 'job_seeker', reason: null, at },
  ];
  const { disallowed } = await disallowedSteps(rows);
  expect(disallowed.map((d) => [d.applicationId, d.step, d.why])).toEqual([
    ['a', 1, 'a history starts from nothing at applied'],
    ['b', 2, 'the entry starts from interview but the application was applied'],
    ['c', 2, 'A reason is required to reject an application'],
  ]);
});
