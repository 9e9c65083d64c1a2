// A company's plan and what it may do on it. The limits come from src/domain/plans.ts; the server is where they
// are enforced, with a message that says which limit was reached and what to do.
import { kathmanduToday } from '../../src/domain/job-rules';
import { FREE_PLAN, planById, PLAN_PERIOD_DAYS, type Plan } from '../../src/domain/plans';
import { ApiError } from '../lib/api-error';
import type { BillingRepository, Details } from '../repositories/billing';

export type { Details };
const DAY_MS = 86_400_000;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export const LIMIT_MESSAGES = {
  activeJobs: (plan: Plan) =>
    `Your ${plan.name} plan allows ${plural(plan.limits.activeJobs, 'active job', 'active jobs')} at a time. Close a job or upgrade your plan to publish this one.`,
  featuredJobs: (plan: Plan) => plan.limits.featuredJobs === 0
    ? `Your ${plan.name} plan does not include featured jobs. Upgrade your plan to feature a job.`
    : `Your ${plan.name} plan allows ${plural(plan.limits.featuredJobs, 'featured job', 'featured jobs')} at a time. Stop featuring another job or upgrade your plan.`,
  featureUnpublished: 'Only a published job can be featured.',
  swipesPerDay: (plan: Plan) =>
    `You have used today's ${plural(plan.limits.swipesPerDay, 'swipe', 'swipes')} on the ${plan.name} plan. Swipes start again tomorrow (Nepal time), or upgrade your plan for more.`,
} as const;

/** The plan in force now, and when the paid period ends (null on the free plan). */
export async function currentPlan(billing: BillingRepository, companyId: string, now: Date): Promise<{ plan: Plan; periodEnd: Date | null }> {
  const sub = await billing.subscription(companyId);
  const plan = sub && sub.periodEnd > now ? planById(sub.plan) : undefined;
  return plan ? { plan, periodEnd: sub!.periodEnd } : { plan: FREE_PLAN, periodEnd: null };
}

/** The instant today began in Kathmandu (UTC+05:45 all year). */
export const kathmanduDayStart = (now: Date) => new Date(`${kathmanduToday(now)}T00:00:00+05:45`);

export async function usageOf(billing: BillingRepository, companyId: string, now: Date) {
  const jobs = await billing.jobUsage(companyId);
  return { activeJobs: jobs.active, featuredJobs: jobs.featured, swipesToday: await swipesToday(billing, companyId, now) };
}

const swipesToday = (billing: BillingRepository, companyId: string, now: Date) => billing.swipesSince(companyId, kathmanduDayStart(now));

/** Publishing one more job (`jobId`: the job being published, not counted twice). */
export async function checkActiveJobLimit(billing: BillingRepository, companyId: string, now: Date, jobId?: string) {
  const { plan } = await currentPlan(billing, companyId, now);
  if ((await billing.publishedJobs(companyId, jobId)) >= plan.limits.activeJobs) throw new ApiError(400, { status: [LIMIT_MESSAGES.activeJobs(plan)] });
}

/** One more swipe decision today (an undo is not one). */
export async function checkSwipeLimit(billing: BillingRepository, companyId: string, now: Date) {
  const { plan } = await currentPlan(billing, companyId, now);
  if ((await swipesToday(billing, companyId, now)) >= plan.limits.swipesPerDay) {
    throw new ApiError(400, { non_field_errors: [LIMIT_MESSAGES.swipesPerDay(plan)] });
  }
}

export const detailsComplete = (d: Details) =>
  Boolean(d.legalName.trim() && /^[0-9]{9}$/.test(d.panNumber) && d.address.trim() && d.billingEmail.trim());

/** The saved billing details, or the company's name and address and the account's e-mail until saved. */
export async function billingDetailsOf(billing: BillingRepository, companyId: string): Promise<Details> {
  const row = await billing.details(companyId);
  if (!row) throw new ApiError(404, { detail: 'Not found.' });
  if (row.saved) return row.saved;
  return { legalName: row.fullName, panNumber: '', address: row.address, billingEmail: row.email };
}

export const invoiceNumber = (n: number) => `JGR-${String(n).padStart(6, '0')}`;

/**
 * Grants a verified payment: moves it from pending to completed and, only if this call did that, extends the
 * plan and writes the invoice. Run inside the transaction; a second call for the same payment does nothing.
 */
export async function grantPayment(billing: BillingRepository, companyId: string, paymentId: string, transaction: string, now: Date): Promise<boolean> {
  const paid = await billing.completePending(companyId, paymentId, transaction, now);
  if (!paid) return false;
  const sub = await billing.lockSubscription(companyId);
  // Paying again for the plan in force extends it; another plan starts now.
  const start = sub && sub.plan === paid.plan && sub.periodEnd > now ? sub.periodEnd : now;
  const end = new Date(start.getTime() + PLAN_PERIOD_DAYS * DAY_MS);
  await billing.saveSubscription(companyId, { plan: paid.plan, periodStart: start, periodEnd: end, now });
  const details = await billingDetailsOf(billing, companyId);
  await billing.addInvoice(companyId, {
    paymentId: paid.id, plan: paid.plan, periodStart: start, periodEnd: end,
    subtotalPaisa: paid.subtotalPaisa, vatPaisa: paid.vatPaisa, totalPaisa: paid.totalPaisa, ...details, issuedAt: now,
  });
  return true;
}
