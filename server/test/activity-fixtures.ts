// Teams for the comment and activity tests: an owner with a job and an applicant, and members of each role
// (moved into the company directly, whatever the invitation flow does).
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/domain/team/roles';
import { companyMembers, jobAssignments } from '../db/schema';
import { bearer, registerEmployer, type TestApp } from './app';
import { apply, createJob } from './workspace-fixtures';

export interface Person { token: string; userId: string; email: string; name: string }

/** An owner whose company has a job and one application to it. */
export async function teamWithApplicant(t: TestApp, applicant = 'Gita Rai') {
  const owner = await registerEmployer(t);
  const me = (await t.inject({
    method: 'PATCH', url: '/api/employer/team/me/', headers: bearer(owner.token), payload: { full_name: 'Omkar Owner' },
  })).json() as { company_id: string; full_name: string };
  const job = await createJob(t, owner.token, { title: 'Staff Nurse' });
  const application = await apply(t, job.id, { full_name: applicant });
  return {
    companyId: me.company_id, job, application,
    owner: { token: owner.token, userId: owner.user.id, email: owner.email, name: me.full_name } satisfies Person,
  };
}

/** A new account made a member of the company with `role` (a hiring manager assigned to `jobIds`). */
export async function addMember(t: TestApp, companyId: string, role: Role, name: string, jobIds: string[] = []): Promise<Person> {
  const account = await registerEmployer(t);
  const now = t.clock.now();
  await t.database.db.update(companyMembers).set({ companyId, role, fullName: name, updatedAt: now })
    .where(eq(companyMembers.userId, account.user.id));
  for (const jobId of jobIds) await t.database.db.insert(jobAssignments).values({ companyId, jobId, userId: account.user.id, createdAt: now });
  return { token: account.token, userId: account.user.id, email: account.email, name };
}
