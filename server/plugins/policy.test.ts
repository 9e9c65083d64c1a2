// The rules of docs/teams.md "Rules" over the whole contract: every operation of openapi/openapi.yaml, called by
// each role of one company and by a member of another, answers as its rule in src/domain/team/rules.ts says.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/domain/team/roles';
import { FORBIDDEN_DETAIL, OPERATION_RULES, ruleOf, type Rule } from '../../src/domain/team/rules';
import { loadContract, type Operation } from '../contract/contract';
import { bearer, registerEmployer, setupTestApp } from '../test/app';
import { multipart } from '../test/images';
import { addTeamMember, createTeam, type JobSide, type Team } from '../test/team';
import { createJob } from '../test/workspace-fixtures';

const STAFF_KEY = 'staff-key-for-the-policy-walk-0123456789';
process.env.SUPPORT_API_KEY = STAFF_KEY;

const t = setupTestApp();

type Caller = Role | 'other_company';

interface Fixture {
  team: Team;
  other: { token: () => Promise<string> };
  /** Ids the destructive operations may spend: a job without applicants and a member nobody else needs. */
  spareJobId: string;
  spareMemberId: string;
}

let f: Fixture;

beforeAll(async () => {
  const team = await createTeam(t);
  const owner = await team.members.owner.token();
  const spareJobId = (await createJob(t, owner, { title: 'Driver' })).id;
  const spareMemberId = (await addTeamMember(t, team.companyId, 'recruiter', { fullName: 'Spare Member' })).userId;
  const other = await registerEmployer(t, { fullName: 'Other Company Pvt. Ltd.' });
  f = { team, other: { token: async () => other.token }, spareJobId, spareMemberId };
}, 60_000);

/** The path's `{id}` among this company's data for the operation, on the given side (a job and its data). */
function idFor(op: Operation, side: JobSide): string {
  const p = op.path;
  if (op.operationId === 'deleteJob') return f.spareJobId;
  if (p.startsWith('/api/employer/jobs/{id}')) return side.jobId;
  if (p.startsWith('/api/applications/{id}')) return side.applicationId;
  if (p.startsWith('/api/employer/events/{id}')) return side.eventId;
  if (p.startsWith('/api/employer/conversations/{id}')) return side.conversationId;
  if (p.startsWith('/api/employer/jobseekers/{id}')) return side.seekerId;
  if (p.startsWith('/api/employer/team/members/{id}')) return f.spareMemberId;
  // Ids of things this walk does not create (sessions, invoices, tickets...): any id; the rule comes first.
  return randomUUID();
}

/** Whether the path names this company's data by id (what another company's member must never reach). */
const namesCompanyData = (op: Operation) =>
  /^\/api\/(employer\/(jobs|events|conversations|team\/members)|applications)\/\{id\}/.test(op.path);

function urlOf(op: Operation, side: JobSide): string {
  return op.path.replace('{id}', idFor(op, side)).replace('{file}', 'x.png').replace('{key}', 'x').replace('{token}', 'x');
}

async function call(op: Operation, caller: Caller, side: JobSide, url = urlOf(op, side)) {
  const token = caller === 'other_company' ? await f.other.token() : await f.team.members[caller].token();
  // The support staff's operations take their own credential besides (a public rule ignores the token).
  const headers = { ...bearer(token), ...(op.path.startsWith('/api/staff/') && { 'x-support-key': STAFF_KEY }) };
  const types = Object.keys(op.body);
  // A minimal body: the rule answers before the body counts; where it is allowed, a 400 is as good as a 200.
  const body = types.includes('application/json')
    ? { payload: {}, headers }
    : types.length ? multipart({ note: 'x' }, headers) : { headers };
  return t.inject({ method: op.method as 'GET', url, ...body });
}

/** Operations other engineers have not built yet answer 501 to everyone the rule lets through. */
const UNBUILT = 501;


describe('the rules of docs/teams.md over openapi/openapi.yaml', () => {
  it('gives every operation of the contract a rule, and no rule to an operation it lacks', async () => {
    const { operations } = await loadContract();
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id) => !ruleOf(id))).toEqual([]);
    expect(Object.keys(OPERATION_RULES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('answers each role of a company as its rule says, on every operation', async () => {
    const { operations } = await loadContract();
    const wrong: string[] = [];
    const expectThat = (ok: boolean, what: string) => { if (!ok) wrong.push(what); };
    const { assigned, unassigned } = f.team;
    for (const op of operations) {
      const rule: Rule | undefined = ruleOf(op.operationId);
      if (!rule) { wrong.push(`${op.operationId}: no rule`); continue; }
      const name = `${op.method} ${op.path} (${op.operationId})`;
      for (const role of [...ROLES].reverse()) {
        const res = await call(op, role, unassigned);
        const refused = rule.kind === 'team' && !rule.roles.includes(role);
        if (refused) {
          expectThat(res.statusCode === 403 && (res.json() as { detail?: string }).detail === FORBIDDEN_DETAIL,
            `${name} as ${role}: expected 403 "${FORBIDDEN_DETAIL}", got ${res.statusCode} ${res.body}`);
          continue;
        }
        const scoped = rule.kind === 'team' && rule.scope && rule.scope !== 'list' && role === 'hiring_manager';
        if (scoped) {
          expectThat(res.statusCode === 404, `${name} as hiring manager on an unassigned job: expected 404, got ${res.statusCode}`);
          const mine = await call(op, role, assigned);
          expectThat(![403, 404].includes(mine.statusCode), `${name} as hiring manager on the assigned job: got ${mine.statusCode} ${mine.body}`);
        } else {
          expectThat(res.statusCode !== 403, `${name} as ${role}: expected no 403, got ${res.body}`);
        }
      }
      if (rule.kind === 'team' && namesCompanyData(op)) {
        // Another company's owner: this company's ids answer as ids that exist nowhere, 404 (or the body's 400
        // where the handler never gets to look, which says nothing about the id either).
        const res = await call(op, 'other_company', assigned);
        const nowhere = await call(op, 'other_company', assigned, op.path.replace('{id}', randomUUID()));
        expectThat([404, 400, UNBUILT].includes(res.statusCode) && res.statusCode === nowhere.statusCode && res.body === nowhere.body,
          `${name} by another company's owner on this company's ids: got ${res.statusCode} ${res.body}, on an id of nobody's ${nowhere.statusCode} ${nowhere.body}`);
      }
    }
    expect(wrong).toEqual([]);
    // The unbuilt operations' 501 is not in the contract; the walk reaches them to prove their rule already holds.
    t.mismatches.splice(0, t.mismatches.length, ...t.mismatches.filter((m) => !m.includes(`→ ${UNBUILT}:`)));
  }, 120_000);
});

describe('a hiring manager\'s lists (rule scope "list")', () => {
  const get = async (role: Role, url: string) => {
    const res = await t.inject({ method: 'GET', url, headers: bearer(await f.team.members[role].token()) });
    expect(res.statusCode).toBe(200);
    return res.json() as { count: number; results: { id: string; job?: string; application?: string | null }[]; status_counts: Record<string, number> };
  };
  const ids = (list: { results: { id: string }[] }) => list.results.map((r) => r.id).sort();

  it('hold only the assigned jobs, their applications and their interviews; the hiring staff sees every job', async () => {
    const { assigned, unassigned } = f.team;
    const hmJobs = await get('hiring_manager', '/api/employer/jobs/');
    expect(ids(hmJobs)).toEqual([assigned.jobId]);
    expect(hmJobs.count).toBe(1);
    expect(hmJobs.status_counts).toMatchObject({ all: 1, published: 1 });
    const hmApplications = await get('hiring_manager', '/api/applications/');
    expect(ids(hmApplications)).toEqual([assigned.applicationId]);
    expect(hmApplications.status_counts.all).toBe(1);
    expect(hmApplications.count).toBe(1);
    // Asking for another job's applications finds none, and counts none.
    const other = await get('hiring_manager', `/api/applications/?job=${unassigned.jobId}`);
    expect(other.results).toEqual([]);
    expect(other.status_counts.all).toBe(0);
    const hmEvents = await get('hiring_manager', '/api/employer/events/');
    expect(ids(hmEvents)).toEqual([assigned.eventId]);
    expect(hmEvents.count).toBe(1);

    for (const role of ['owner', 'admin', 'recruiter'] as const) {
      expect(ids(await get(role, '/api/employer/jobs/'))).toEqual(expect.arrayContaining([assigned.jobId, unassigned.jobId]));
      const applications = await get(role, '/api/applications/');
      expect(ids(applications)).toEqual([assigned.applicationId, unassigned.applicationId].sort());
      expect(applications.status_counts.all).toBe(2);
      expect(ids(await get(role, '/api/employer/events/'))).toEqual([assigned.eventId, unassigned.eventId].sort());
    }
  });

  it('leave out other jobs\' interviews from an interview\'s overlaps', async () => {
    // The fixture books both interviews at the same hour.
    const { assigned, unassigned } = f.team;
    const overlaps = async (role: Role) => {
      const res = await t.inject({ method: 'GET', url: `/api/employer/events/${assigned.eventId}/`, headers: bearer(await f.team.members[role].token()) });
      expect(res.statusCode).toBe(200);
      return (res.json() as { overlaps: { id: string }[] }).overlaps.map((o) => o.id);
    };
    expect(await overlaps('owner')).toContain(unassigned.eventId);
    expect(await overlaps('hiring_manager')).toEqual([]);
  });

  it('leave out the company\'s events tied to no job, and follow a new assignment at once', async () => {
    const owner = await f.team.members.owner.token();
    const start = new Date(t.clock.now().getTime() + 5 * 86_400_000);
    const meeting = await t.inject({
      method: 'POST', url: '/api/employer/events/', headers: bearer(owner),
      payload: { kind: 'event', title: 'Team meeting', starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString() },
    });
    expect(meeting.statusCode).toBe(201);
    expect(ids(await get('hiring_manager', '/api/employer/events/'))).not.toContain(meeting.json().id);
    expect(ids(await get('owner', '/api/employer/events/'))).toContain(meeting.json().id);

    const hm = f.team.members.hiring_manager;
    await t.app.repos.memberships.assignJobs(f.team.companyId, hm.userId, [f.team.unassigned.jobId], t.clock.now());
    try {
      expect(ids(await get('hiring_manager', '/api/applications/'))).toEqual([f.team.assigned.applicationId, f.team.unassigned.applicationId].sort());
    } finally {
      await t.app.repos.memberships.unassignJobs(f.team.companyId, hm.userId, [f.team.unassigned.jobId]);
    }
    expect(ids(await get('hiring_manager', '/api/applications/'))).toEqual([f.team.assigned.applicationId]);
  });
});
