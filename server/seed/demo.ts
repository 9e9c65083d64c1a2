// On an empty database, a demo data set (companies, jobs, job seekers, applications) and a demo employer, the
// busiest generated company, so the portal can be tried at once. Its password is random and shown only when made.
// The demo employer also gets a paid plan, interviews, conversations, saved candidates and support tickets
// (demo-employer.ts) and a hiring team (demo-team.ts), so that no screen of a newcomer's first login opens empty.
import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { stageDemoEmployer } from './demo-employer';
import { DEMO_TEAM, stageDemoTeam } from './demo-team';
import { dataset } from './generate';
import { loadDataset } from './load';
import type { Db } from '../db/client';
import { applications, companies, users } from '../db/schema';

export const DEMO_EMAIL = 'demo@jagir.example';
export const DEMO_SIZE = { companies: 30, jobs: 300, seekers: 2_000, applications: 3_000 } as const;

export interface DemoLogins {
  email: string;
  password: string;
  company: string;
  /** The rest of its hiring team, signing in with the same password. */
  team: { email: string; role: string }[];
}

export async function seedDemo(db: Db, now: Date): Promise<DemoLogins | undefined> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return undefined;
  // Upper case, lower case and digits always present (docs/requirements.md §5 rules).
  const password = `Demo-${randomBytes(12).toString('base64url')}-Aa1`;
  const [demoHash, othersHash] = await Promise.all([hashPassword(password), hashPassword(randomBytes(32).toString('base64url'))]);
  await loadDataset(db, dataset({ seed: 'demo', now, ...DEMO_SIZE }), { passwordHash: othersHash });
  const [busiest] = await db.select({ id: companies.id, userId: companies.userId, name: companies.fullName }).from(applications)
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .groupBy(companies.id, companies.userId, companies.fullName).orderBy(desc(sql`count(*)`), companies.id).limit(1);
  if (!busiest) return undefined;
  await db.update(users).set({ email: DEMO_EMAIL, passwordHash: demoHash, updatedAt: now }).where(eq(users.id, busiest.userId));
  await stageDemoEmployer(db, busiest.id, now);
  await stageDemoTeam(db, busiest.id, demoHash, now);
  return { email: DEMO_EMAIL, password, company: busiest.name, team: DEMO_TEAM.map((m) => ({ email: m.email, role: m.role })) };
}
