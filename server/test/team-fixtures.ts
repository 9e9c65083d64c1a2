// Members of a company for the team's tests: written straight into the database (the invitation flow is tested on
// its own), then signed in through the API.
import type { Role } from '../../src/domain/team/roles';
import { companyMembers, jobAssignments } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { STRONG_PASSWORD, uniqueEmail, type TestApp } from './app';

export async function addMember(t: TestApp, companyId: string, o: { role: Role; fullName: string; jobIds?: string[] }) {
  const email = uniqueEmail(o.role);
  const now = t.clock.now();
  const userId = await t.app.repos.users.create({ email, passwordHash: await hashPassword(STRONG_PASSWORD), now });
  await t.database.db.insert(companyMembers).values({ companyId, userId, role: o.role, fullName: o.fullName, createdAt: now, updatedAt: now });
  for (const jobId of o.jobIds ?? []) await t.database.db.insert(jobAssignments).values({ companyId, jobId, userId, createdAt: now });
  const res = await t.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: STRONG_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return { email, userId, token: (res.json() as { token: string }).token };
}
