// The plans an employer can be on: the one place their prices and limits live (the pricing page, the payment
// page and the server's limits all read this). Prices are monthly, in paisa, before VAT. docs/decisions.md
// "Plans and billing".
import { formatNumber } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { latinDigits } from '@/domain/i18n/locale';

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

// The limit's number in the reader's digits and grouping; `n` chooses the plural.
const limit = (n: number) => ({ n, count: formatNumber(n) });

/**
 * What the server answers when a plan's limit stops an action (docs/decisions.md "Plans and billing"), in the
 * language of the work in progress: the request's on the server, the page's in the portal. Read when used.
 */
export const LIMIT_MESSAGES = {
  activeJobs: (plan: Plan) => t('planLimit.reached.activeJobs', { plan: plan.name, ...limit(plan.limits.activeJobs) }),
  featuredJobs: (plan: Plan) => plan.limits.featuredJobs === 0
    ? t('planLimit.reached.noFeaturedJobs', { plan: plan.name })
    : t('planLimit.reached.featuredJobs', { plan: plan.name, ...limit(plan.limits.featuredJobs) }),
  // The server writes this one in the request's language by its English words (server/lib/i18n.ts translateEnglish).
  featureInactive: 'Only a published job whose deadline has not passed can be featured.',
  swipesPerDay: (plan: Plan) => t('planLimit.reached.swipesPerDay', { plan: plan.name, ...limit(plan.limits.swipesPerDay) }),
} as const;

/**
 * Whether `message` is the active-job or featured-job limit of one of the plans: the answer a bigger plan would
 * change, so the portal offers the way to upgrade beside it.
 */
export function isJobLimitMessage(message: string): boolean {
  // Digits aside: the server and the browser may write the same number in different digits.
  const text = latinDigits(message);
  return PLANS.some((plan) => text === latinDigits(LIMIT_MESSAGES.activeJobs(plan)) || text === latinDigits(LIMIT_MESSAGES.featuredJobs(plan)));
}
