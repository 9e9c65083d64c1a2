// docs/seekers.md "Sessions": a job seeker's token never reaches an employer's operation, and an employer's token
// never reaches a seeker's. Walks every operation of openapi/openapi.yaml under each scheme with the other's token.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { multipart } from '../test/images';
import { apply, createJob } from '../test/workspace-fixtures';
import { loadContract, type Operation } from './contract';

const t = setupTestApp();

let employerToken: string;
let seekerToken: string;
let ids: { job: string; application: string };

beforeAll(async () => {
  const employer = await registerEmployer(t);
  const job = await createJob(t, employer.token);
  const application = await apply(t, job.id);
  t.clock.advance(120_000);
  await t.inject({ method: 'POST', url: '/api/seeker/auth/send-otp/', payload: { email: application.email } });
  const signedIn = await t.inject({
    method: 'POST', url: '/api/seeker/auth/verify-otp/', payload: { email: application.email, otp_code: t.mailer.lastCode(application.email) },
  });
  employerToken = employer.token;
  seekerToken = (signedIn.json() as { token: string }).token;
  ids = { job: job.id, application: application.id };
}, 60_000);

/** Real ids where the path names a job or an application, so a wrongly open door would find data behind it. */
function urlOf(op: Operation): string {
  const id = op.path.includes('/jobs/{id}') ? ids.job : op.path.includes('applications/{id}') ? ids.application : randomUUID();
  return op.path.replace('{id}', id).replace('{file}', 'x.png').replace('{key}', 'x').replace('{token}', 'x');
}

function call(op: Operation, token: string) {
  const headers = bearer(token);
  const types = Object.keys(op.body);
  const body = types.includes('application/json') ? { payload: {}, headers } : types.length ? multipart({ note: 'x' }, headers) : { headers };
  return t.inject({ method: op.method as 'GET', url: urlOf(op), ...body });
}

describe('seeker and employer tokens stay apart', () => {
  it('refuses a job seeker\'s token on every employer operation', async () => {
    const operations = (await loadContract()).operations.filter((o) => o.requiresToken);
    expect(operations.length).toBeGreaterThan(90);
    const reached: string[] = [];
    for (const op of operations) {
      const res = await call(op, seekerToken);
      if (![401, 403].includes(res.statusCode)) reached.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(reached).toEqual([]);
  }, 120_000);

  it('refuses an employer\'s token on every job seeker operation', async () => {
    const operations = (await loadContract()).operations.filter((o) => o.requiresSeekerToken);
    expect(operations.map((o) => o.operationId).sort()).toEqual([
      'createSavedSearch', 'deleteSavedSearch', 'deleteSeekerData', 'deleteSeekerPhoto', 'deleteSeekerResume',
      'exportSeekerData', 'getSeekerApplication', 'getSeekerConversation', 'getSeekerMe', 'getSeekerProfile',
      'getSeekerSettings', 'listSavedSearches', 'listSeekerApplications', 'listSeekerBestMatchJobs',
      'listSeekerConversations', 'putSeekerPhoto', 'putSeekerResume', 'seekerLogout', 'sendSeekerMessage',
      'updateSavedSearch', 'updateSeekerProfile', 'updateSeekerSettings', 'withdrawSeekerApplication',
    ]);
    const reached: string[] = [];
    for (const op of operations) {
      const res = await call(op, employerToken);
      if (res.statusCode !== 401) reached.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(reached).toEqual([]);
    // Each token still works where it belongs, so the refusals above are the tokens', not a broken walk's.
    expect((await t.inject({ method: 'GET', url: '/api/seeker/applications/', headers: bearer(seekerToken) })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/api/applications/${ids.application}/`, headers: bearer(employerToken) })).statusCode).toBe(200);
  });

  it('marks every operation as public, an employer\'s or a job seeker\'s, never two at once', async () => {
    const both = (await loadContract()).operations.filter((o) => o.requiresToken && o.requiresSeekerToken);
    expect(both).toEqual([]);
  });
});
