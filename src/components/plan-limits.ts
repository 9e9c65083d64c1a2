import { t } from '@/domain/i18n/i18n';
import type { Plan } from '@/domain/plans';

/** Plan limits in words, as the pricing and payment pages list them. */
export function limitLines(plan: Plan): string[] {
  return [
    t('planLimit.activeJobs', { n: plan.limits.activeJobs }),
    plan.limits.featuredJobs ? t('planLimit.featuredJobs', { n: plan.limits.featuredJobs }) : t('planLimit.noFeaturedJobs'),
    t('planLimit.swipesPerDay', { n: plan.limits.swipesPerDay }),
  ];
}
