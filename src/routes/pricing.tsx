import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { formatNpr } from '@/domain/format';

export const Route = createFileRoute('/pricing')({
  head: () => pageHead('Pricing'),
  component: PricingPage,
});

interface Plan {
  name: string;
  summary: string;
  /** Integer paisa (product.md); 0 = free. */
  monthlyPaisa: number;
  yearlyPaisa: number;
  features: string[];
  featured?: boolean;
}

// Display only for now: the billing issue moves plans to the server and makes them purchasable.
const plans: Plan[] = [
  {
    name: 'Free',
    summary: 'Try hiring on the portal with one open role.',
    monthlyPaisa: 0,
    yearlyPaisa: 0,
    features: ['1 active job', '20 swipes a day', 'Match scores for every applicant', 'E-mail support'],
  },
  {
    name: 'Starter',
    summary: 'For small businesses hiring a few people a year.',
    monthlyPaisa: 2_999_00,
    yearlyPaisa: 29_990_00,
    features: ['5 active jobs', '100 swipes a day', '1 featured job', 'Messages and interview calendar'],
  },
  {
    name: 'Growth',
    summary: 'For growing teams hiring every month.',
    monthlyPaisa: 7_999_00,
    yearlyPaisa: 79_990_00,
    features: ['20 active jobs', 'Unlimited swipes', '5 featured jobs', 'Saved candidates with notes', 'Priority support'],
    featured: true,
  },
  {
    name: 'Enterprise',
    summary: 'For large employers and recruitment teams.',
    monthlyPaisa: 14_999_00,
    yearlyPaisa: 1_49_990_00,
    features: ['Unlimited active jobs', 'Unlimited swipes', '20 featured jobs', 'Several recruiters per company', 'A named account manager'],
  },
];

function PricingPage() {
  return (
    <>
      <PageIntro eyebrow="Pricing" title="Simple plans in Nepali rupees">
        Start free and upgrade when you hire more. Prices exclude 13% VAT; pay yearly and get two months free.
      </PageIntro>
      <div className="container page">
        <ul className="grid grid--4 plain-list">
          {plans.map((plan) => (
            <li key={plan.name} className={`card plan${plan.featured ? ' plan--featured' : ''}`}>
              {plan.featured ? <span className="tag">Most popular</span> : null}
              <h2 className="card-title">{plan.name}</h2>
              <p className="muted">{plan.summary}</p>
              <p className="plan__price">{formatNpr(plan.monthlyPaisa)}</p>
              <p className="plan__period">
                {plan.monthlyPaisa === 0 ? 'Free forever, no wallet needed' : `per month, or ${formatNpr(plan.yearlyPaisa)} a year`}
              </p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {plan.monthlyPaisa === 0 ? (
                <Link to="/signup" className="btn btn--primary btn--block">
                  Start free
                </Link>
              ) : (
                <button type="button" className="btn btn--secondary btn--block" disabled>
                  Buying online: coming soon
                </button>
              )}
            </li>
          ))}
        </ul>
        <section className="panel section-gap" aria-labelledby="pricing-soon">
          <span className="icon-badge">
            <Icon name="clock" />
          </span>
          <h2 id="pricing-soon">Paying for a plan</h2>
          <p className="muted">
            Online payment with Khalti and eSewa is on its way. Until then every new account starts on the Free plan;
            to move to a paid plan today, <Link to="/contact">contact us</Link> and we will set it up and send a VAT
            invoice in your company&apos;s name.
          </p>
        </section>
      </div>
    </>
  );
}
