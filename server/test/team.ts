// A hiring team for tests (docs/teams.md): an owner registered through the API, an admin, a recruiter and a hiring
// manager added straight through the repositories, one job assigned to the hiring manager and one not, an
// application and an interview on each, and a conversation with each applicant.
import type { Role } from '../../src/domain/team/roles';
import { hashPassword } from '../lib/passwords';
import { createSession } from '../services/sessions';
import { bearer, registerEmployer, STRONG_PASSWORD, uniqueEmail, type TestApp } from './app';
import { apply, createJob, seekerByEmail } from './workspace-fixtures';

export interface TeamMember {
  userId: string;
  email: string;
  fullName: string;
  /** A token of a session of its own (sessions ended by one test do not end another's). */
  token(): Promise<string>;
}

export interface JobSide {
  jobId: string;
  applicationId: string;
  applicantEmail: string;
  seekerId: string;
  eventId: string;
  conversationId: string;
}

export interface Team {
  companyId: string;
  members: Record<Role, TeamMember>;
  /** The hiring manager's job, and one they are not assigned to. */
  assigned: JobSide;
  unassigned: JobSide;
}

const NAMES: Record<Role, string> = { owner: 'Sita Rai', admin: 'Hari Gurung', recruiter: 'Maya Tamang', hiring_manager: 'Bikash Shrestha' };

/** Hashed once per process: argon2 is slow on purpose. */
let passwordHash: Promise<string> | undefined;

/** A member's fresh sessions, without the login's lockout counting. */
function memberOf(t: TestApp, userId: string, email: string, fullName: string): TeamMember {
  return {
    userId, email, fullName,
    token: () => createSession(t.app.repos.sessions, userId, { ip: '127.0.0.1', userAgent: 'test' }, t.clock.now()),
  };
}

/** A new account made a member of the company with `role` (and the given jobs, for a hiring manager). */
export async function addTeamMember(t: TestApp, companyId: string, role: Role, o: { fullName?: string; email?: string; jobIds?: string[] } = {}) {
  const { repos } = t.app;
  const now = t.clock.now();
  const email = o.email ?? uniqueEmail(role.replace('_', '-'));
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const userId = await repos.users.create({ email, passwordHash: await passwordHash, now });
  const fullName = o.fullName ?? NAMES[role];
  await repos.memberships.add(companyId, { userId, role, fullName, invitedBy: null, jobIds: o.jobIds ?? [], now });
  return memberOf(t, userId, email, fullName);
}

/** A job with one application, an interview booked on it and a conversation with its applicant. */
async function jobSide(t: TestApp, token: string, title: string): Promise<JobSide> {
  const job = await createJob(t, token, { title });
  const application = await apply(t, job.id);
  const seekerId = (await seekerByEmail(t, application.email))!.id;
  const start = new Date(t.clock.now().getTime() + 3 * 86_400_000);
  const event = await t.inject({
    method: 'POST', url: '/api/employer/events/', headers: bearer(token),
    payload: { kind: 'interview', application: application.id, starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString() },
  });
  if (event.statusCode !== 201) throw new Error(`interview: ${event.statusCode} ${event.body}`);
  const conversation = await t.inject({
    method: 'POST', url: '/api/employer/conversations/', headers: bearer(token), payload: { job_seeker: seekerId, application: application.id },
  });
  if (conversation.statusCode >= 300) throw new Error(`conversation: ${conversation.statusCode} ${conversation.body}`);
  return {
    jobId: job.id, applicationId: application.id, applicantEmail: application.email, seekerId,
    eventId: (event.json() as { id: string }).id, conversationId: (conversation.json() as { id: string }).id,
  };
}

/** A company of four members, one of each role (names in NAMES), with two jobs as described above. */
export async function createTeam(t: TestApp, o: { companyName?: string } = {}): Promise<Team> {
  const owner = await registerEmployer(t, { fullName: o.companyName ?? 'Acme Nepal Pvt. Ltd.' });
  const companyId = (await t.app.repos.memberships.companyOfUser(owner.user.id))!;
  await t.app.repos.memberships.rename(companyId, owner.user.id, NAMES.owner, t.clock.now());
  const assigned = await jobSide(t, owner.token, 'Frontend Developer');
  const unassigned = await jobSide(t, owner.token, 'Accountant');
  const members: Record<Role, TeamMember> = {
    owner: memberOf(t, owner.user.id, owner.email, NAMES.owner),
    admin: await addTeamMember(t, companyId, 'admin'),
    recruiter: await addTeamMember(t, companyId, 'recruiter'),
    hiring_manager: await addTeamMember(t, companyId, 'hiring_manager', { jobIds: [assigned.jobId] }),
  };
  return { companyId, members, assigned, unassigned };
}

/** `addTeamMember` with a session already open: its token as a string. */
export async function signedInMember(t: TestApp, companyId: string, o: { role: Role; fullName: string; jobIds?: string[] }) {
  const member = await addTeamMember(t, companyId, o.role, { fullName: o.fullName, jobIds: o.jobIds });
  return { email: member.email, userId: member.userId, token: await member.token() };
}
