import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { t } from '@/domain/i18n/i18n';
import { useApi } from '@/session/session-context';
import { billingQuery } from '../-payment/billing-queries';
import '@/routes/-jobs/featured.css';

/**
 * The plan's active and featured jobs beside the job list: the same figures as the overview and the Payment page
 * (one count on the server, src/domain/plans.ts isActiveJob), with the way to a bigger plan.
 */
export function PlanUsage() {
  const api = useApi();
  const { data } = useQuery(billingQuery(api));
  if (!data) return null;
  const { plan, usage } = data;
  const full = usage.active_jobs >= plan.limits.active_jobs;
  return (
    <section className={`plan-usage${full ? ' plan-usage--full' : ''}`} aria-label={t('jobs.planUsageLabel')}>
      <p>
        <strong>
          {t('jobs.planUsage', {
            plan: t(`pricing.planName.${plan.id}`), active: usage.active_jobs, activeLimit: plan.limits.active_jobs,
            featured: usage.featured_jobs, featuredLimit: plan.limits.featured_jobs,
          })}
        </strong>
        <br />
        <span className="muted">{t('payment.activeHint')}</span>
      </p>
      <Link to="/employer/payment" className="btn btn--small btn--secondary">{t('jobs.upgradePlan')}</Link>
    </section>
  );
}
