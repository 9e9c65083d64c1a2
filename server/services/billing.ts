// A company's plan and what it may do on it. The limits come from src/domain/plans.ts; the server is where they
// are enforced, with a message that says which limit was reached and what to do.
import { kathmanduToday } from '../../src/domain/job-rules';
import { FREE_PLAN, LIMIT_MESSAGES, planById, PLAN_PERIOD_DAYS, type Plan } from '../../src/domain/plans';
import { ApiError } from '../lib/api-error';
import type { BillingRepository, Details } from '../repositories/billing';

export type { Details };
const DAY_MS = 86_400_000;

/** The plan in force now, and when the paid period ends (null on the free plan). */
export async function currentPlan(billing: BillingRepository, companyId: string, now: Date): Promise<{ plan: Plan; periodEnd: Date | null }> {
  const sub = await billing.subscription(companyId);
  const plan = sub && sub.periodEnd > now ? planById(sub.plan) : undefined;
  return plan ? { plan, periodEnd: sub!.periodEnd } : { plan: FREE_PLAN, periodEnd: null };
}

/** The instant today began in Kathmandu (UTC+05:45 all year). */
export const kathmanduDayStart = (now: Date) => new Date(`${kathmanduToday(now)}T00:00:00+05:45`);

/** What the company uses of its plan: active jobs (src/domain/plans.ts isActiveJob), the featured ones among them, swipes today. */
export async function usageOf(billing: BillingRepository, companyId: string, now: Date) {
  const jobs = await billing.jobUsage(companyId, kathmanduToday(now));
  return { activeJobs: jobs.active, featuredJobs: jobs.featured, swipesToday: await swipesToday(billing, companyId, now) };
}

const swipesToday = (billing: BillingRepository, companyId: string, now: Date) => billing.swipesSince(companyId, kathmanduDayStart(now));

/**
 * One more active job: publishing one, or a published job whose deadline had passed given a new one (`jobId`: that
 * job, not counted twice). The plan's limit is not about any field of the job, so it is a `non_field_errors` answer.
 * `billing` must be the caller's transaction: the company's plan-usage lock, taken here, holds until it commits, so
 * two jobs published at once are counted one after the other.
 */
export async function checkActiveJobLimit(billing: BillingRepository, companyId: string, now: Date, jobId?: string) {
  await billing.lockPlanUsage(companyId);
  const { plan } = await currentPlan(billing, companyId, now);
  if ((await billing.activeJobs(companyId, kathmanduToday(now), jobId)) >= plan.limits.activeJobs) {
    throw new ApiError(400, { non_field_errors: [LIMIT_MESSAGES.activeJobs(plan)] });
  }
}

/** One more featured job (`billing` is the caller's transaction, which holds the job's lock). */
export async function checkFeaturedJobLimit(billing: BillingRepository, companyId: string, now: Date) {
  await billing.lockPlanUsage(companyId);
  const { plan } = await currentPlan(billing, companyId, now);
  const { featured } = await billing.jobUsage(companyId, kathmanduToday(now));
  if (featured >= plan.limits.featuredJobs) throw new ApiError(400, { non_field_errors: [LIMIT_MESSAGES.featuredJobs(plan)] });
}

/**
 * Featuring ends with what allowed it: a job stays featured only while it is active and the company's plan in force
 * includes that many featured jobs (the newest published kept, as the public list shows them first). A plan that
 * ends (back to Free) or is replaced by a smaller one, and a deadline that passes, clear the flag: at once when
 * another plan starts (grantPayment), and for everything time ends, within FEATURED_SWEEP_MS (endLapsedFeaturesPeriodically,
 * which server/main.ts runs).
 * `companyId` limits it to one company; returns how many jobs stopped being featured.
 */
export async function endLapsedFeatures(billing: BillingRepository, now: Date, companyId?: string): Promise<number> {
  return billing.clearLapsedFeatures(now, kathmanduToday(now), companyId);
}

/** How often the server ends the featuring that time ended (a plan's period, a deadline). */
export const FEATURED_SWEEP_MS = 60_000;

/**
 * Runs endLapsedFeatures for every company now and every FEATURED_SWEEP_MS until stopped; a failure is logged and
 * the next run tries again. Every server process may run it: it only clears flags that must be cleared.
 */
export function endLapsedFeaturesPeriodically(
  billing: BillingRepository, clock: { now(): Date }, log: { info(o: object, m: string): void; error(o: object, m: string): void },
): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    endLapsedFeatures(billing, clock.now())
      .then((cleared) => { if (cleared) log.info({ cleared }, 'featured jobs whose plan or deadline ended'); })
      .catch((err: unknown) => log.error({ err }, 'ending lapsed featured jobs failed'))
      .finally(() => { running = false; });
  };
  sweep();
  const timer = setInterval(sweep, FEATURED_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
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
  // Another plan with fewer featured jobs starts now: the jobs beyond it stop being featured with it.
  await endLapsedFeatures(billing, now, companyId);
  const details = await billingDetailsOf(billing, companyId);
  await billing.addInvoice(companyId, {
    paymentId: paid.id, plan: paid.plan, periodStart: start, periodEnd: end,
    subtotalPaisa: paid.subtotalPaisa, vatPaisa: paid.vatPaisa, totalPaisa: paid.totalPaisa, ...details, issuedAt: now,
  });
  return true;
}
