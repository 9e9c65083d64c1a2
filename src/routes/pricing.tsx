import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { formatNpr } from '@/domain/format';
import { PLANS, PLAN_PERIOD_DAYS, VAT_PERCENT, priceWithVat } from '@/domain/plans';
import { limitLines } from '@/components/plan-limits';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead('Pricing'),
  component: PricingPage,
});

/** The plan most employers pick, marked on the page. */
const POPULAR = 'growth';

function PricingPage() {
  return (
    <>
      <PageIntro eyebrow="Pricing" title="Simple plans in Nepali rupees">
        Start free and upgrade when you hire more. Prices are per month and exclude {VAT_PERCENT}% VAT; every payment
        comes with a VAT invoice in your company&apos;s name.
      </PageIntro>
      <div className="container page">
        <ul className="grid grid--4 plain-list">
          {PLANS.map((plan) => (
            <li key={plan.id} className={`card plan${plan.id === POPULAR ? ' plan--featured' : ''}`}>
              {plan.id === POPULAR ? <span className="tag">Most popular</span> : null}
              <h2 className="card-title">{plan.name}</h2>
              <p className="muted">{plan.summary}</p>
              <p className="plan__price">{formatNpr(plan.pricePaisa)}</p>
              <p className="plan__period">
                {plan.pricePaisa === 0
                  ? 'Free forever, no wallet needed'
                  : `per ${PLAN_PERIOD_DAYS} days + VAT (${formatNpr(priceWithVat(plan.pricePaisa).total)} in all)`}
              </p>
              <ul>
                {limitLines(plan).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {plan.pricePaisa === 0 ? (
                <Link to="/signup" className="btn btn--primary btn--block">
                  Start free
                </Link>
              ) : (
                <Link to="/employer/payment" className="btn btn--secondary btn--block" aria-label={`Choose ${plan.name}`}>
                  Choose {plan.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <section className="panel section-gap" aria-labelledby="pricing-pay">
          <h2 id="pricing-pay">Paying for a plan</h2>
          <p className="muted">
            Pay online with Khalti or eSewa from the Payment page after logging in. A plan lasts {PLAN_PERIOD_DAYS} days
            from payment; paying again for the same plan adds another {PLAN_PERIOD_DAYS} days. The limits are checked
            whenever you publish or feature a job and whenever you swipe.
          </p>
        </section>
      </div>
    </>
  );
}
