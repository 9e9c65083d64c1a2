// The company's plan and payments: subscription, checkouts, invoices, billing details, and the counts its plan's
// limits are checked against. Every method takes the caller's company first: another company's payment or invoice
// is not found.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingDetails, companies, invoices, jobs, payments, subscriptions, swipeDecisions, users } from '../db/schema';
import { FREE_PLAN, PLANS } from '../../src/domain/plans';
import { lockUntilCommit } from './advisory-lock';
import { activeJobSql } from './jobs';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;
/** What invoices are made out to. */
export interface Details { legalName: string; panNumber: string; address: string; billingEmail: string }
export type NewPayment = Omit<typeof payments.$inferInsert, 'companyId'>;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'companyId'>;

export class BillingRepository {
  constructor(private readonly db: Db) {}

  async subscription(companyId: string): Promise<SubscriptionRow | undefined> {
    const [sub] = await this.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
    return sub;
  }

  /**
   * Makes the company's plan-limited writes (a job becoming active, a job featured) wait for each other until the
   * caller's transaction ends, in every process, whether or not the company has a subscription row.
   */
  async lockPlanUsage(companyId: string): Promise<void> {
    await lockUntilCommit(this.db, `plan usage ${companyId}`);
  }

  /** The subscription, locked until the transaction ends. */
  async lockSubscription(companyId: string): Promise<SubscriptionRow | undefined> {
    const [sub] = await this.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).for('update');
    return sub;
  }

  async saveSubscription(companyId: string, o: { plan: string; periodStart: Date; periodEnd: Date; now: Date }): Promise<void> {
    const period = { plan: o.plan, periodStart: o.periodStart, periodEnd: o.periodEnd, updatedAt: o.now };
    await this.db.insert(subscriptions).values({ companyId, ...period })
      .onConflictDoUpdate({ target: subscriptions.companyId, set: period });
  }

  /** The company's active jobs on `today` (a Kathmandu date), and how many of them are featured. */
  async jobUsage(companyId: string, today: string): Promise<{ active: number; featured: number }> {
    const [row] = await this.db.select({
      active: sql<number>`count(*)::int`,
      featured: sql<number>`count(*) filter (where ${jobs.featured})::int`,
    }).from(jobs).where(and(eq(jobs.companyId, companyId), activeJobSql(today)));
    return { active: row?.active ?? 0, featured: row?.featured ?? 0 };
  }

  /** The company's active jobs on `today` other than `exceptJobId`. */
  async activeJobs(companyId: string, today: string, exceptJobId?: string): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(
      eq(jobs.companyId, companyId), activeJobSql(today), exceptJobId ? sql`${jobs.id} <> ${exceptJobId}` : undefined,
    ));
    return row?.n ?? 0;
  }

  /**
   * Clears the featured flag of every published job that may no longer have it at `now` (`today` its Kathmandu
   * date): its deadline has passed, or it is beyond the featured jobs its company's plan in force allows (none once
   * a plan has ended), the newest published kept. Jobs that stop being published lose the flag when they are written
   * (services/jobs.ts). Only `companyId`'s jobs when given; otherwise every company's, for the sweep that ends what
   * time ends (services/billing.ts endLapsedFeatures). Returns how many jobs it cleared.
   */
  async clearLapsedFeatures(now: Date, today: string, companyId?: string): Promise<number> {
    const allowed = sql`CASE WHEN s.period_end > ${now.toISOString()}::timestamptz THEN (CASE s.plan ${sql.join(
      PLANS.map((plan) => sql`WHEN ${plan.id} THEN ${sql.raw(String(plan.limits.featuredJobs))}`), sql` `,
    )} ELSE 0 END) ELSE ${sql.raw(String(FREE_PLAN.limits.featuredJobs))} END`;
    const active = activeJobSql(today, { status: sql`j.status`, deadline: sql`j.deadline` });
    const mine = companyId ? sql`AND j.company_id = ${companyId}` : sql``;
    const cleared = await this.db.execute(sql`UPDATE ${jobs} SET featured = false WHERE ${jobs.id} IN (
      SELECT id FROM (
        SELECT j.id, ${active} AS active, ${allowed} AS allowed,
          row_number() OVER (PARTITION BY j.company_id ORDER BY ${active} DESC, j.published_at DESC NULLS LAST, j.id DESC) AS n
        FROM jobs j LEFT JOIN subscriptions s ON s.company_id = j.company_id
        WHERE j.status = 'published' AND j.featured ${mine}) f
      WHERE NOT f.active OR f.n > f.allowed)
      RETURNING ${jobs.id}`);
    return (cleared as unknown as { rows: unknown[] }).rows.length;
  }

  /** The company's swipe decisions since `since` (an undo is not one). */
  async swipesSince(companyId: string, since: Date): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(swipeDecisions).where(and(
      eq(swipeDecisions.companyId, companyId), sql`${swipeDecisions.kind} <> 'undo'`, gte(swipeDecisions.createdAt, since),
    ));
    return row?.n ?? 0;
  }

  /** The saved billing details (if any), with the company's name and address and the account's e-mail. */
  async details(companyId: string): Promise<{ saved: BillingDetailsRow | null; fullName: string; address: string; email: string } | undefined> {
    const [row] = await this.db.select({
      saved: billingDetails, fullName: companies.fullName, address: companies.address, email: users.email,
    }).from(companies).innerJoin(users, eq(users.id, companies.userId))
      .leftJoin(billingDetails, eq(billingDetails.companyId, companies.id)).where(eq(companies.id, companyId));
    return row;
  }

  async saveDetails(companyId: string, details: Details, now: Date): Promise<void> {
    await this.db.insert(billingDetails).values({ companyId, ...details, updatedAt: now })
      .onConflictDoUpdate({ target: billingDetails.companyId, set: { ...details, updatedAt: now } });
  }

  async createPayment(companyId: string, values: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values({ ...values, companyId }).returning();
    return row!;
  }

  /** One of the company's payments, with its invoice's id once there is one. */
  async payment(companyId: string, id: string): Promise<{ payment: PaymentRow; invoice: string | null } | undefined> {
    const [row] = await this.db.select({ payment: payments, invoice: invoices.id }).from(payments)
      .leftJoin(invoices, eq(invoices.paymentId, payments.id))
      .where(and(eq(payments.id, id), eq(payments.companyId, companyId)));
    return row;
  }

  /** The company's payment that a gateway knows by `reference`. */
  async paymentByReference(companyId: string, gateway: string, reference: string): Promise<PaymentRow | undefined> {
    const [found] = await this.db.select().from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.reference, reference), eq(payments.companyId, companyId)));
    return found;
  }

  /** Moves a pending payment to completed; undefined when it was not pending (only one call moves it). */
  async completePending(companyId: string, id: string, transaction: string, now: Date): Promise<PaymentRow | undefined> {
    const [paid] = await this.db.update(payments).set({ status: 'completed', gatewayTransaction: transaction, completedAt: now, failureReason: null })
      .where(and(eq(payments.id, id), eq(payments.companyId, companyId), eq(payments.status, 'pending'))).returning();
    return paid;
  }

  /** Moves a pending payment to failed. */
  async failPending(companyId: string, id: string, reason: string): Promise<void> {
    await this.db.update(payments).set({ status: 'failed', failureReason: reason })
      .where(and(eq(payments.id, id), eq(payments.companyId, companyId), eq(payments.status, 'pending')));
  }

  /** The test gateway's payer chooses once; false when the payment was already decided. */
  async decideTest(companyId: string, id: string, outcome: string): Promise<boolean> {
    const decided = await this.db.update(payments).set({ testOutcome: outcome })
      .where(and(eq(payments.id, id), eq(payments.companyId, companyId), sql`${payments.testOutcome} is null`)).returning({ id: payments.id });
    return decided.length > 0;
  }

  async addInvoice(companyId: string, values: NewInvoice): Promise<void> {
    await this.db.insert(invoices).values({ ...values, companyId });
  }

  /** How many invoices the company has, and a page of them, newest first, with the gateway paid through. */
  async invoicesPage(companyId: string, window: { offset: number; limit: number }) {
    const mine = eq(invoices.companyId, companyId);
    const [{ count } = { count: 0 }] = await this.db.select({ count: sql<number>`count(*)::int` }).from(invoices).where(mine);
    const rows = await this.db.select({ invoice: invoices, gateway: payments.gateway }).from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(mine).orderBy(desc(invoices.number)).limit(window.limit).offset(window.offset);
    return { count, rows };
  }

  async invoice(companyId: string, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
    return row;
  }
}
