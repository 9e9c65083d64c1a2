import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { formatNpr } from '@/domain/format';
import { t } from '@/domain/i18n/i18n';
import { PLANS, PLAN_PERIOD_DAYS, VAT_PERCENT, priceWithVat } from '@/domain/plans';
import { limitLines } from '@/components/plan-limits';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead('pageTitle.pricing'),
  component: PricingPage,
});

/** The plan most employers pick, marked on the page. */
const POPULAR = 'growth';

function PricingPage() {
  return (
    <>
      <PageIntro eyebrow={t('pricing.eyebrow')} title={t('pricing.title')}>
        {t('pricing.lead', { vatPercent: VAT_PERCENT })}
      </PageIntro>
      <div className="container page">
        <ul className="grid grid--4 plain-list">
          {PLANS.map((plan) => (
            <li key={plan.id} className={`card plan${plan.id === POPULAR ? ' plan--featured' : ''}`}>
              {plan.id === POPULAR ? <span className="tag">{t('pricing.popular')}</span> : null}
              <h2 className="card-title">{t(`pricing.planName.${plan.id}`)}</h2>
              <p className="muted">{t(`plans.summary.${plan.id}`)}</p>
              <p className="plan__price">{formatNpr(plan.pricePaisa)}</p>
              <p className="plan__period">
                {plan.pricePaisa === 0
                  ? t('pricing.freeForever')
                  : t('pricing.period', { days: PLAN_PERIOD_DAYS, total: formatNpr(priceWithVat(plan.pricePaisa).total) })}
              </p>
              <ul>
                {limitLines(plan).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {plan.pricePaisa === 0 ? (
                <Link to="/signup" className="btn btn--primary btn--block">
                  {t('pricing.startFree')}
                </Link>
              ) : (
                <Link
                  to="/employer/payment"
                  className="btn btn--secondary btn--block"
                  aria-label={t('pricing.choose', { plan: t(`pricing.planName.${plan.id}`) })}
                >
                  {t('pricing.choose', { plan: t(`pricing.planName.${plan.id}`) })}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <section className="panel section-gap" aria-labelledby="pricing-pay">
          <h2 id="pricing-pay">{t('pricing.payTitle')}</h2>
          <p className="muted">{t('pricing.payBody', { days: PLAN_PERIOD_DAYS })}</p>
        </section>
      </div>
    </>
  );
}
