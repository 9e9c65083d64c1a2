import { afterEach, describe, expect, it } from 'vitest';
import { formatNpr } from './format';
import { activate } from './i18n/i18n';
import { localDigits } from './i18n/locale';
import en from './i18n/locales/en';
import ne from './i18n/locales/ne';
import { FREE_PLAN, LIMIT_MESSAGES, PLANS, isJobLimitMessage, planById, priceWithVat, vatOf } from './plans';

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

  describe('limit messages', () => {
    afterEach(() => activate('en', en, 'devanagari'));
    const enterprise = PLANS.find((p) => p.id === 'enterprise')!;

    it('are written in the reader’s language and digits, the number grouped as Nepal does', () => {
      expect(LIMIT_MESSAGES.swipesPerDay(enterprise)).toContain('today\'s 5,000 swipes on the Enterprise plan');
      activate('ne', ne, 'devanagari');
      expect(LIMIT_MESSAGES.activeJobs(FREE_PLAN)).toContain(`${localDigits('5')} वटा सक्रिय जागिर`);
      expect(LIMIT_MESSAGES.activeJobs(FREE_PLAN)).not.toMatch(/[0-9]/);
      activate('ne', ne, 'latin');
      expect(LIMIT_MESSAGES.activeJobs(FREE_PLAN)).toContain('5 वटा सक्रिय जागिर');
    });

    it('are recognised whichever digits the server wrote them in', () => {
      activate('ne', ne, 'latin');
      const latin = LIMIT_MESSAGES.activeJobs(FREE_PLAN);
      activate('ne', ne, 'devanagari');
      expect(isJobLimitMessage(latin)).toBe(true);
      expect(isJobLimitMessage(LIMIT_MESSAGES.featuredJobs(FREE_PLAN))).toBe(true);
      expect(isJobLimitMessage(LIMIT_MESSAGES.swipesPerDay(FREE_PLAN))).toBe(false);
    });
  });
});
