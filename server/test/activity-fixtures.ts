// The comment and activity tests' company: an owner (named) with a job and an applicant; members of any role are
// added with server/test/team.ts.
import type { Role } from '../../src/domain/team/roles';
import { bearer, registerEmployer, type TestApp } from './app';
import { addTeamMember } from './team';
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

/** A new member of the company with `role` (a hiring manager assigned to `jobIds`), signed in. */
export async function addMember(t: TestApp, companyId: string, role: Role, name: string, jobIds: string[] = []): Promise<Person> {
  const member = await addTeamMember(t, companyId, role, { fullName: name, ...(jobIds.length ? { jobIds } : {}) });
  return { token: await member.token(), userId: member.userId, email: member.email, name };
}
