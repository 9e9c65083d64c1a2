// The plans an employer can be on: the one place their prices and limits live (the pricing page, the payment
// page and the server's limits all read this). Prices are monthly, in paisa, before VAT.

export type PlanId = 'free' | 'starter' | 'growth' | 'enterprise';

export interface PlanLimits {
  /** Published jobs at one time. */
  activeJobs: number;
  /** Jobs marked featured at one time. */
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
