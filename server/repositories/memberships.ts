// Who acts for which company, and as what (docs/teams.md). One person belongs to one company; `companies.user_id`
// is its owner.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, calendarEvents, companies, companyMembers, eventInterviewers, jobAssignments, jobs, users } from '../db/schema';
import { HIRING_STAFF, ROLE_ORDER, type Role } from '../../src/domain/team/roles';

/** The jobs assigned to a member, as a column (empty for all but hiring managers). */
const jobIdsOf = (userId: typeof companyMembers.userId) => sql<string[]>`coalesce((select array_agg(${jobAssignments.jobId}::text
  order by ${jobAssignments.createdAt}) from ${jobAssignments} where ${jobAssignments.userId} = ${userId}), '{}')`;

/** A signed-in person as a member: their company, role and (for a hiring manager) assigned jobs. */
export interface Member {
  companyId: string;
  userId: string;
  role: Role;
  fullName: string;
  /** A hiring manager's assigned jobs; null for the roles that see every job. */
  jobIds: string[] | null;
}

/** A member as someone to tell: whom to mail, and by whose settings. */
export interface Recipient {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
}

export class MembershipsRepository {
  constructor(private readonly db: Db) {}

  /** The user's membership, read fresh on every request so a role change or removal counts at once. */
  async memberOfUser(userId: string): Promise<Member | undefined> {
    const [row] = await this.db.select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      fullName: companyMembers.fullName,
      jobIds: jobIdsOf(companyMembers.userId),
    }).from(companyMembers).where(eq(companyMembers.userId, userId));
    if (!row) return undefined;
    const role = row.role as Role;
    return { companyId: row.companyId, userId, role, fullName: row.fullName, jobIds: role === 'hiring_manager' ? row.jobIds : null };
  }

  /** The caller's membership with their e-mail and their company's name. */
  async me(userId: string): Promise<(Member & { email: string; companyName: string; jobIds: string[] }) | undefined> {
    const [row] = await this.db.select({
      companyId: companyMembers.companyId, role: companyMembers.role, fullName: companyMembers.fullName,
      email: users.email, companyName: companies.fullName, jobIds: jobIdsOf(companyMembers.userId),
    }).from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId));
    return row && { ...row, userId, role: row.role as Role };
  }

  /** The company's members, owner first, then by role and name. */
  async list(companyId: string): Promise<{ userId: string; email: string; fullName: string; role: Role; jobIds: string[]; createdAt: Date }[]> {
    const rows = await this.db.select({
      userId: companyMembers.userId, email: users.email, fullName: companyMembers.fullName, role: companyMembers.role,
      jobIds: jobIdsOf(companyMembers.userId), createdAt: companyMembers.createdAt,
    }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId)).orderBy(asc(companyMembers.fullName), asc(users.email));
    return rows.map((r) => ({ ...r, role: r.role as Role }))
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  }

  async rename(companyId: string, userId: string, fullName: string, now: Date): Promise<void> {
    await this.db.update(companyMembers).set({ fullName, updatedAt: now })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  }

  /** Assigns the company's jobs to a member (a hiring manager); jobs already assigned stay so. */
  async assignJobs(companyId: string, userId: string, jobIds: readonly string[], now: Date): Promise<void> {
    if (!jobIds.length) return;
    await this.db.insert(jobAssignments).values(jobIds.map((jobId) => ({ companyId, jobId, userId, createdAt: now })))
      .onConflictDoNothing();
  }

  /** Takes jobs from a member's assignments. */
  async unassignJobs(companyId: string, userId: string, jobIds: readonly string[]): Promise<void> {
    if (!jobIds.length) return;
    await this.db.delete(jobAssignments).where(and(
      eq(jobAssignments.companyId, companyId), eq(jobAssignments.userId, userId), inArray(jobAssignments.jobId, [...jobIds]),
    ));
  }

  /**
   * The members who can see the job, with their e-mail: the hiring staff and the managers, and the hiring managers
   * it is assigned to (docs/teams.md "Who is told").
   */
  async membersSeeingJob(companyId: string, jobId: string): Promise<Recipient[]> {
    const rows = await this.db.select({ userId: companyMembers.userId, email: users.email, fullName: companyMembers.fullName, role: companyMembers.role })
      .from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), or(
        inArray(companyMembers.role, [...HIRING_STAFF]),
        sql`exists (select 1 from ${jobAssignments} where ${jobAssignments.userId} = ${companyMembers.userId}
          and ${jobAssignments.jobId} = ${jobId} and ${jobAssignments.companyId} = ${companyId})`,
      ))).orderBy(asc(companyMembers.createdAt));
    return rows.map((r) => ({ ...r, role: r.role as Role }));
  }

  /** The company's members with one of `roles`, with their e-mail. */
  async membersWithRoles(companyId: string, roles: readonly Role[]): Promise<Recipient[]> {
    const rows = await this.db.select({ userId: companyMembers.userId, email: users.email, fullName: companyMembers.fullName, role: companyMembers.role })
      .from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.role, [...roles])))
      .orderBy(asc(companyMembers.createdAt));
    return rows.map((r) => ({ ...r, role: r.role as Role }));
  }

  /** One member of the company with their e-mail and role, if they still are one. */
  async recipient(companyId: string, userId: string): Promise<Recipient | undefined> {
    const [row] = await this.db.select({ userId: companyMembers.userId, email: users.email, fullName: companyMembers.fullName, role: companyMembers.role })
      .from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    return row && { ...row, role: row.role as Role };
  }

  /** The company the user acts for, if any. */
  async companyOfUser(userId: string): Promise<string | undefined> {
    return (await this.memberOfUser(userId))?.companyId;
  }

  /** The company's name and its owner's account (whom to mail when nobody more precise is concerned). */
  async account(companyId: string): Promise<{ userId: string; companyName: string; email: string } | undefined> {
    const [row] = await this.db.select({ userId: users.id, companyName: companies.fullName, email: users.email }).from(companies)
      .innerJoin(users, eq(users.id, companies.userId)).where(eq(companies.id, companyId));
    return row;
  }

  /** The job of one of the company's jobs, applications or events (what a hiring manager's access turns on). */
  async jobOf(companyId: string, kind: 'job' | 'application' | 'event', id: string): Promise<string | undefined> {
    if (kind === 'job') {
      const [row] = await this.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
      return row?.id;
    }
    if (kind === 'application') {
      const [row] = await this.db.select({ jobId: applications.jobId }).from(applications)
        .where(and(eq(applications.companyId, companyId), eq(applications.id, id)));
      return row?.jobId;
    }
    const [row] = await this.db.select({ jobId: applications.jobId }).from(calendarEvents)
      .innerJoin(applications, eq(applications.id, calendarEvents.applicationId))
      .where(and(eq(calendarEvents.companyId, companyId), eq(calendarEvents.id, id)));
    return row?.jobId;
  }

  /** One of the company's members, as `list` gives them. */
  async find(companyId: string, userId: string) {
    return (await this.list(companyId)).find((m) => m.userId === userId);
  }

  async count(companyId: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
    return row?.n ?? 0;
  }

  /** Of `jobIds`, those that are not the company's jobs. */
  async foreignJobs(companyId: string, jobIds: readonly string[]): Promise<string[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.companyId, companyId), inArray(jobs.id, [...jobIds])));
    const own = new Set(rows.map((r) => r.id));
    return jobIds.filter((id) => !own.has(id));
  }

  /** A new member (one who joined by invitation); a person already in a company fails with a unique violation. */
  async add(companyId: string, o: { userId: string; role: Role; fullName: string; invitedBy: string | null; jobIds: readonly string[]; now: Date }): Promise<void> {
    await this.db.insert(companyMembers).values({
      companyId, userId: o.userId, role: o.role, fullName: o.fullName, invitedBy: o.invitedBy, createdAt: o.now, updatedAt: o.now,
    });
    if (o.role === 'hiring_manager') await this.assign(companyId, o.userId, o.jobIds, o.now);
  }

  /** Replaces a member's assigned jobs. */
  private async assign(companyId: string, userId: string, jobIds: readonly string[], now: Date): Promise<void> {
    await this.db.delete(jobAssignments).where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.userId, userId)));
    // Spread by a millisecond each so they keep the order given (`jobIdsOf` orders by creation).
    if (jobIds.length) {
      await this.db.insert(jobAssignments).values(jobIds.map((jobId, i) => ({ companyId, jobId, userId, createdAt: new Date(now.getTime() + i) })));
    }
  }

  /**
   * Changes a member's role and/or (for a hiring manager) assigned jobs; a member who stops being a hiring manager
   * keeps no assignments. False when no such member.
   */
  async change(companyId: string, userId: string, o: { role?: Role; jobIds?: readonly string[] }, now: Date): Promise<boolean> {
    const [row] = await this.db.update(companyMembers).set({ ...(o.role ? { role: o.role } : {}), updatedAt: now })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId))).returning({ role: companyMembers.role });
    if (!row) return false;
    if (row.role !== 'hiring_manager') await this.assign(companyId, userId, [], now);
    else if (o.jobIds) await this.assign(companyId, userId, o.jobIds, now);
    return true;
  }

  /** Removes a member with their job assignments and interviewer places; false when no such member. */
  async remove(companyId: string, userId: string): Promise<boolean> {
    await this.db.delete(jobAssignments).where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.userId, userId)));
    await this.db.delete(eventInterviewers).where(and(eq(eventInterviewers.companyId, companyId), eq(eventInterviewers.userId, userId)));
    const rows = await this.db.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      .returning({ userId: companyMembers.userId });
    return rows.length > 0;
  }

  /** Hands the company to another member: they become its owner and `companies.user_id`; the old owner an admin. */
  async transferOwnership(companyId: string, fromUserId: string, toUserId: string, now: Date): Promise<void> {
    await this.db.update(companyMembers).set({ role: 'admin', updatedAt: now })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, fromUserId)));
    await this.assign(companyId, toUserId, [], now);
    await this.db.update(companyMembers).set({ role: 'owner', updatedAt: now })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, toUserId)));
    await this.db.update(companies).set({ userId: toUserId, updatedAt: now }).where(eq(companies.id, companyId));
  }
}
