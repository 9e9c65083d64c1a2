// Invitations to join a company (docs/teams.md "Invitations"): only the SHA-256 of a link's token is kept; an
// invitation is open until accepted or revoked, and its link works until `expires_at`.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyMembers, teamInvitations } from '../db/schema';
import type { InvitableRole } from '../../src/domain/team/roles';

export interface InvitationRow {
  id: string;
  companyId: string;
  email: string;
  role: InvitableRole;
  jobIds: string[];
  invitedBy: { userId: string | null; fullName: string };
  createdAt: Date;
  sentAt: Date;
  expiresAt: Date;
}

const open = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db.select({
      id: teamInvitations.id, companyId: teamInvitations.companyId, email: teamInvitations.email, role: teamInvitations.role,
      jobIds: teamInvitations.jobIds, inviterId: teamInvitations.invitedBy, createdAt: teamInvitations.createdAt,
      sentAt: teamInvitations.sentAt, expiresAt: teamInvitations.expiresAt,
      // The inviter's name as the team sees it now; one who has left keeps no name here.
      inviterName: sql<string>`coalesce(${companyMembers.fullName}, '')`,
    }).from(teamInvitations)
      .leftJoin(companyMembers, and(eq(companyMembers.userId, teamInvitations.invitedBy), eq(companyMembers.companyId, teamInvitations.companyId)));
  }

  private static row(r: Awaited<ReturnType<InvitationsRepository['select']>>[number]): InvitationRow {
    return {
      id: r.id, companyId: r.companyId, email: r.email, role: r.role as InvitableRole, jobIds: r.jobIds,
      invitedBy: { userId: r.inviterId, fullName: r.inviterName }, createdAt: r.createdAt, sentAt: r.sentAt, expiresAt: r.expiresAt,
    };
  }

  /** A new open invitation; a second open one for the same e-mail fails with a unique violation. */
  async create(companyId: string, o: {
    email: string; role: InvitableRole; jobIds: string[]; tokenHash: string; invitedBy: string; now: Date; expiresAt: Date;
  }): Promise<string> {
    const [row] = await this.db.insert(teamInvitations).values({
      companyId, email: o.email, role: o.role, jobIds: o.jobIds, tokenHash: o.tokenHash, invitedBy: o.invitedBy,
      createdAt: o.now, sentAt: o.now, expiresAt: o.expiresAt,
    }).returning({ id: teamInvitations.id });
    return row!.id;
  }

  /** One of the company's open invitations (expired or not). */
  async findOpen(companyId: string, id: string): Promise<InvitationRow | undefined> {
    const [row] = await this.select().where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.id, id), open));
    return row && InvitationsRepository.row(row);
  }

  /** The company's open invitations, newest first. */
  async listOpen(companyId: string): Promise<InvitationRow[]> {
    const rows = await this.select().where(and(eq(teamInvitations.companyId, companyId), open))
      .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
    return rows.map(InvitationsRepository.row);
  }

  /** A new link for an open invitation; the old token stops matching. */
  async renew(companyId: string, id: string, o: { tokenHash: string; now: Date; expiresAt: Date }): Promise<boolean> {
    const rows = await this.db.update(teamInvitations).set({ tokenHash: o.tokenHash, sentAt: o.now, expiresAt: o.expiresAt })
      .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.id, id), open)).returning({ id: teamInvitations.id });
    return rows.length > 0;
  }

  async revoke(companyId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db.update(teamInvitations).set({ revokedAt: now })
      .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.id, id), open)).returning({ id: teamInvitations.id });
    return rows.length > 0;
  }

  /** The open, unexpired invitation a link's token belongs to, with its company's name (for the join page). */
  async ofToken(tokenHash: string, now: Date): Promise<(InvitationRow & { companyName: string }) | undefined> {
    const [row] = await this.select().where(and(eq(teamInvitations.tokenHash, tokenHash), open, gt(teamInvitations.expiresAt, now)));
    if (!row) return undefined;
    const [company] = await this.db.select({ name: companies.fullName }).from(companies).where(eq(companies.id, row.companyId));
    return { ...InvitationsRepository.row(row), companyName: company?.name ?? '' };
  }

  /** Marks the invitation used, once: false when it was used, revoked or renewed meanwhile. */
  async accept(companyId: string, id: string, tokenHash: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db.update(teamInvitations).set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.id, id), eq(teamInvitations.tokenHash, tokenHash), open,
        gt(teamInvitations.expiresAt, now)))
      .returning({ id: teamInvitations.id });
    return rows.length > 0;
  }
}
