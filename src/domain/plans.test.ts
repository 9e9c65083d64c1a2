import { describe, expect, it } from 'vitest';
import { formatNpr } from './format';
import { FREE_PLAN, PLANS, planById, priceWithVat, vatOf } from './plans';

describe('plans', () => {
  it('start free and cost more as the limits grow', () => {
    expect(FREE_PLAN).toMatchObject({ id: 'free', pricePaisa: 0 });
    for (let i = 1; i < PLANS.length; i++) {
      const [cheaper, dearer] = [PLANS[i - 1]!, PLANS[i]!];
      expect(dearer.pricePaisa).toBeGreaterThan(cheaper.pricePaisa);
      expect(dearer.limits.activeJobs).toBeGreaterThan(cheaper.limits.activeJobs);
      expect(dearer.limits.featuredJobs).toBeGreaterThan(cheaper.limits.featuredJobs);
      expect(dearer.limits.swipesPerDay).toBeGreaterThan(cheaper.limits.swipesPerDay);
    }
    expect(planById('growth')?.name).toBe('Growth');
    expect(planById('gold')).toBeUndefined();
  });

  it('adds 13% VAT rounded half up to the paisa', () => {
    expect(priceWithVat(2_500_00)).toEqual({ subtotal: 2_500_00, vat: 325_00, total: 2_825_00 });
    expect(vatOf(0)).toBe(0);
    expect(vatOf(1)).toBe(0); // 0.13 paisa
    expect(vatOf(4)).toBe(1); // 0.52 paisa
    expect(vatOf(50)).toBe(7); // 6.5 paisa, half up
    expect(formatNpr(priceWithVat(1_25_000_00).total)).toBe('NPR 1,41,250');
  });
});
