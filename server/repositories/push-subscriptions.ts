// Web Push subscriptions: one row per browser (its endpoint), owned by a company's user and the session that made
// it (docs/offline.md "Notifications"). Every method on a company's rows takes the company id first.
import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions as p } from '../db/schema';

export type PushSubscriptionRow = typeof p.$inferSelect;

/** What each device wants to hear about. */
export type PushKind = 'new_application' | 'new_message' | 'interview_reminder';
export type PushKinds = Record<PushKind, boolean>;

export interface NewPushSubscription {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  kinds: PushKinds;
  now: Date;
}

const KIND_COLUMNS = { new_application: p.newApplication, new_message: p.newMessage, interview_reminder: p.interviewReminder } as const;

const kindValues = (kinds: Partial<PushKinds>) => ({
  ...(kinds.new_application !== undefined && { newApplication: kinds.new_application }),
  ...(kinds.new_message !== undefined && { newMessage: kinds.new_message }),
  ...(kinds.interview_reminder !== undefined && { interviewReminder: kinds.interview_reminder }),
});

export class PushSubscriptionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a browser's subscription, or replaces the one with the same endpoint: a browser has one subscription,
   * and the account signed in on it now owns it (its keys, session and kinds are the ones sent now).
   */
  async upsert(companyId: string, s: NewPushSubscription): Promise<{ row: PushSubscriptionRow; created: boolean }> {
    const values = {
      companyId, userId: s.userId, sessionId: s.sessionId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth,
      label: s.label, ...kindValues(s.kinds), updatedAt: s.now,
    };
    const [stored] = await this.db.insert(p).values({ ...values, createdAt: s.now })
      .onConflictDoUpdate({ target: p.endpoint, set: { ...values, lastSuccessAt: null } })
      // xmax is 0 for a row this statement inserted, set for one it updated.
      .returning({ ...getTableColumns(p), inserted: sql<boolean>`(xmax = 0)` });
    const { inserted, ...row } = stored!;
    return { row, created: inserted };
  }

  async find(companyId: string, id: string): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db.select().from(p).where(and(eq(p.companyId, companyId), eq(p.id, id)));
    return row;
  }

  /** The user's devices, oldest first. */
  async ofUser(companyId: string, userId: string): Promise<PushSubscriptionRow[]> {
    return this.db.select().from(p).where(and(eq(p.companyId, companyId), eq(p.userId, userId))).orderBy(asc(p.createdAt), asc(p.id));
  }

  /** Keeps the user's `keep` most recently subscribed devices and removes the rest. */
  async keepNewest(companyId: string, userId: string, keep: number): Promise<void> {
    const newest = this.db.select({ id: p.id }).from(p).where(and(eq(p.companyId, companyId), eq(p.userId, userId)))
      .orderBy(desc(p.updatedAt), desc(p.id)).limit(keep);
    await this.db.delete(p).where(and(eq(p.companyId, companyId), eq(p.userId, userId), notInArray(p.id, newest)));
  }

  /**
   * The browser replaced its subscription (pushsubscriptionchange): the row with the old endpoint and auth secret
   * takes the new endpoint and keys. Found by its endpoint, the one lookup that is not by company: the caller is a
   * service worker with no token, and the secret is what proves the row is its own. False when there is none.
   */
  async renew(old: { endpoint: string; auth: string }, next: { endpoint: string; p256dh: string; auth: string }, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: p.id }).from(p).where(and(eq(p.endpoint, old.endpoint), eq(p.auth, old.auth))).for('update');
      if (!row) return false;
      if (next.endpoint !== old.endpoint) await tx.delete(p).where(eq(p.endpoint, next.endpoint));
      await tx.update(p).set({ ...next, updatedAt: now, lastSuccessAt: null }).where(eq(p.id, row.id));
      return true;
    });
  }

  /** Changes the kinds of one of the user's devices; undefined when it is not theirs. */
  async changeKinds(companyId: string, userId: string, id: string, kinds: Partial<PushKinds>, now: Date): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db.update(p).set({ ...kindValues(kinds), updatedAt: now })
      .where(and(eq(p.companyId, companyId), eq(p.userId, userId), eq(p.id, id))).returning();
    return row;
  }

  /** Removes one of the user's devices; false when it is not theirs. */
  async remove(companyId: string, userId: string, id: string): Promise<boolean> {
    const gone = await this.db.delete(p).where(and(eq(p.companyId, companyId), eq(p.userId, userId), eq(p.id, id))).returning({ id: p.id });
    return gone.length > 0;
  }

  /** Every device of the company (or of these users in it) that wants `kind`. */
  async recipients(companyId: string, userIds: readonly string[] | 'company', kind: PushKind): Promise<PushSubscriptionRow[]> {
    if (userIds !== 'company' && userIds.length === 0) return [];
    return this.db.select().from(p).where(and(
      eq(p.companyId, companyId),
      eq(KIND_COLUMNS[kind], true),
      userIds === 'company' ? undefined : inArray(p.userId, [...userIds]),
    ));
  }

  /** The push service took a message for this device. */
  async delivered(companyId: string, id: string, now: Date): Promise<void> {
    await this.db.update(p).set({ lastSuccessAt: now }).where(and(eq(p.companyId, companyId), eq(p.id, id)));
  }

  /**
   * The push service says the subscription is gone (404/410). Removed only while it still has the endpoint it was
   * sent to: a browser that subscribed again meanwhile keeps its new row.
   */
  async expired(companyId: string, id: string, sent: { endpoint: string; p256dh: string }): Promise<boolean> {
    const gone = await this.db.delete(p)
      .where(and(eq(p.companyId, companyId), eq(p.id, id), eq(p.endpoint, sent.endpoint), eq(p.p256dh, sent.p256dh)))
      .returning({ id: p.id });
    return gone.length > 0;
  }
}
