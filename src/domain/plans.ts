// The plans an employer can be on: the one place their prices and limits live (the pricing page, the payment
// page and the server's limits all read this). Prices are monthly, in paisa, before VAT. docs/decisions.md
// "Plans and billing".

export type PlanId = 'free' | 'starter' | 'growth' | 'enterprise';

export interface PlanLimits {
  /** Active jobs (isActiveJob) at one time. */
  activeJobs: number;
  /** Active jobs marked featured at one time. */
  featuredJobs: number;
  /** Swipe decisions per calendar day in Kathmandu. */
  swipesPerDay: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  summary: string;
  /** Monthly price before VAT, in paisa. */
  pricePaisa: number;
  limits: PlanLimits;
}

export const PLANS: readonly Plan[] = [
  { id: 'free', name: 'Free', summary: 'Try Jagir with a few openings.', pricePaisa: 0, limits: { activeJobs: 5, featuredJobs: 0, swipesPerDay: 25 } },
  { id: 'starter', name: 'Starter', summary: 'For small teams hiring every month.', pricePaisa: 2_500_00, limits: { activeJobs: 10, featuredJobs: 1, swipesPerDay: 100 } },
  { id: 'growth', name: 'Growth', summary: 'For growing companies with many openings.', pricePaisa: 7_500_00, limits: { activeJobs: 50, featuredJobs: 5, swipesPerDay: 500 } },
  { id: 'enterprise', name: 'Enterprise', summary: 'For large employers and recruitment agencies.', pricePaisa: 1_25_000_00, limits: { activeJobs: 500, featuredJobs: 50, swipesPerDay: 5_000 } },
];

export const PLAN_IDS = PLANS.map((p) => p.id);
export const FREE_PLAN = PLANS[0]!;

/** A paid plan lasts this many days from the payment (or from the end of the current one when renewing). */
export const PLAN_PERIOD_DAYS = 30;

/** Nepal's VAT rate, in percent. */
export const VAT_PERCENT = 13;

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/**
 * VAT on a price in paisa: 13% rounded half up to the whole paisa (the prices above are whole rupees, so it is
 * exact for them).
 */
export function vatOf(pricePaisa: number): number {
  return Math.floor((pricePaisa * VAT_PERCENT + 50) / 100);
}

/** What a plan costs with VAT, in paisa. */
export function priceWithVat(pricePaisa: number) {
  const vat = vatOf(pricePaisa);
  return { subtotal: pricePaisa, vat, total: pricePaisa + vat };
}

/**
 * An active job: published, with its deadline (a Kathmandu date, `YYYY-MM-DD`) today or later. It is what the
 * overview counts as "Active jobs", what the job list counts as active, what job seekers can find and apply to,
 * and what the plan's active-job limit counts. A published job whose deadline has passed is not active: it frees
 * its place. The server reads the same rule in SQL (server/repositories/jobs.ts activeJobSql).
 */
export function isActiveJob(job: { status: string; deadline: string | null }, today: string): boolean {
  return job.status === 'published' && job.deadline !== null && job.deadline >= today;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** What the server answers when a plan's limit stops an action (docs/decisions.md "Plans and billing"). */
export const LIMIT_MESSAGES = {
  activeJobs: (plan: Plan) =>
    `Your ${plan.name} plan allows ${plural(plan.limits.activeJobs, 'active job', 'active jobs')} at a time. Close a job or upgrade your plan to publish this one.`,
  featuredJobs: (plan: Plan) => plan.limits.featuredJobs === 0
    ? `Your ${plan.name} plan does not include featured jobs. Upgrade your plan to feature this one.`
    : `Your ${plan.name} plan allows ${plural(plan.limits.featuredJobs, 'featured job', 'featured jobs')} at a time. Stop featuring a job or upgrade your plan to feature this one.`,
  featureInactive: 'Only a published job whose deadline has not passed can be featured.',
  swipesPerDay: (plan: Plan) =>
    `You have used today's ${plural(plan.limits.swipesPerDay, 'swipe', 'swipes')} on the ${plan.name} plan. Swipes start again tomorrow (Nepal time), or upgrade your plan for more.`,
} as const;

/**
 * Whether `message` is the active-job or featured-job limit of one of the plans: the answer a bigger plan would
 * change, so the portal offers the way to upgrade beside it.
 */
export function isJobLimitMessage(message: string): boolean {
  return PLANS.some((plan) => message === LIMIT_MESSAGES.activeJobs(plan) || message === LIMIT_MESSAGES.featuredJobs(plan));
}
