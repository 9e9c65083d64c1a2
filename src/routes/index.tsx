import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon, type IconName } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { branding } from '@/domain/branding';
import { CLAIMED_FIGURES } from '@/domain/constants';
import { provinces } from '@/domain/nepal-locations.json';
import { useSessionView } from '@/session/session-context';

export const Route = createFileRoute('/')({
  // The landing page is the usual first view: ship it with the app instead of one more round trip.
  codeSplitGroupings: [],
  head: () => pageHead(),
  component: LandingPage,
});

const figures = [
  { value: CLAIMED_FIGURES.activeJobs, label: 'Active jobs' },
  { value: CLAIMED_FIGURES.jobSeekers, label: 'Job seekers' },
  { value: CLAIMED_FIGURES.companies, label: 'Companies' },
  { value: CLAIMED_FIGURES.provinces, label: 'Provinces' },
  { value: CLAIMED_FIGURES.districts, label: 'Districts' },
  { value: CLAIMED_FIGURES.industries, label: 'Industries' },
];

const features: { icon: IconName; title: string; body: string }[] = [
  {
    icon: 'sparkles',
    title: 'AI matching',
    body: 'Every applicant gets a match score for your job, built from skills, experience, education and location, with the reasons shown, so you read the strongest profiles first.',
  },
  {
    icon: 'mapPin',
    title: 'Location search',
    body: `Hire where the work is. Search and post by province and district across all ${CLAIMED_FIGURES.provinces} provinces and ${CLAIMED_FIGURES.districts} districts, from Ilam to Dadeldhura, or open a role to remote candidates.`,
  },
  {
    icon: 'shieldCheck',
    title: 'Verified companies',
    body: 'Company profiles are checked before their jobs go live, so job seekers apply with confidence and your listing stands beside other genuine employers.',
  },
  {
    icon: 'headset',
    title: '24/7 support',
    body: 'Stuck on a job post, a payment or an interview slot? Our team answers by e-mail and in the portal around the clock, including public holidays.',
  },
  {
    icon: 'cards',
    title: 'Swipe system',
    body: 'Review a shortlist at the speed of a tap: swipe right to shortlist, left to pass, and undo a decision if you change your mind. Every gesture also has a button and a keyboard key.',
  },
  {
    icon: 'briefcase',
    title: 'One place for hiring',
    body: 'Post jobs, track applications, message candidates, schedule interviews with Bikram Sambat dates beside the AD ones, and keep your team on the same page.',
  },
];

function LandingPage() {
  const { isAuthenticated } = useSessionView();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <span className="eyebrow">
              Nepal&apos;s hiring portal
            </span>
            <h1 id="hero-title">Hire the right people, anywhere in Nepal</h1>
            <p className="hero__lead">
              {branding.productName} connects employers with {CLAIMED_FIGURES.jobSeekers} job seekers in every
              province. Post a job in minutes, see who fits best, and shortlist with a swipe.
            </p>
            <div className="btn-row">
              {isAuthenticated ? (
                <Link to="/employer/overview" className="btn btn--light btn--lg">
                  Go to your dashboard
                </Link>
              ) : (
                <>
                  <Link to="/signup" className="btn btn--light btn--lg">
                    Create an employer account
                  </Link>
                  <Link to="/login" className="btn btn--outline-light btn--lg">
                    Post a Job
                  </Link>
                </>
              )}
            </div>
            <p className="hero__seekers">
              Looking for work? <Link to="/registration">Register as a job seeker</Link> or{' '}
              <Link to="/jobs">see what is coming for jobs</Link>.
            </p>
          </div>
          <div className="hero__card" aria-hidden="true">
            <SwipeCardPreview />
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="figures-title">
        <div className="container">
          <h2 id="figures-title" className="visually-hidden">
            {branding.productName} in numbers
          </h2>
          <dl className="figures">
            {figures.map((figure) => (
              <div className="figure" key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Why employers choose us</span>
            <h2 id="features-title">Built for hiring in Nepal</h2>
            <p>
              From a café in Thamel to a hydropower site in Karnali, the right candidate is rarely next door.{' '}
              {branding.productName} brings them to you.
            </p>
          </div>
          <ul className="grid grid--3 plain-list">
            {features.map((feature) => (
              <li className="card" key={feature.title}>
                <span className="icon-badge">
                  <Icon name={feature.icon} />
                </span>
                <h3>{feature.title}</h3>
                <p className="muted">{feature.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="provinces-title">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">Location search</span>
            <h2 id="provinces-title">
              All {CLAIMED_FIGURES.provinces} provinces, all {CLAIMED_FIGURES.districts} districts
            </h2>
            <p>
              Tag each job with its province and district, and candidates nearby see it first. Job seekers search the
              same way, so a role in Pokhara reaches people who live in Gandaki.
            </p>
          </div>
          <ul className="provinces" aria-label="Provinces">
            {provinces.map((province) => (
              <li className="tag" key={province.id}>
                {province.name} · {province.headquarter}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="swipe-title">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">The swipe system</span>
            <h2 id="swipe-title">Shortlist in three moves</h2>
            <p>Screening 200 applications by hand takes days. With swipe, it takes a cup of tea.</p>
          </div>
          <ol className="steps">
            <li className="card">
              <h3>See one candidate at a time</h3>
              <p className="muted">
                Each card shows the match score, the skills that fit your job, experience, education and district.
              </p>
            </li>
            <li className="card">
              <h3>Swipe right to shortlist, left to pass</h3>
              <p className="muted">
                Right moves the applicant to your shortlist; left passes with an optional reason. On a keyboard use the
                arrow keys; on a phone, your thumb.
              </p>
            </li>
            <li className="card">
              <h3>Undo and follow up</h3>
              <p className="muted">
                Changed your mind? Undo the last decision. Then message your shortlist or book interviews straight
                from the calendar.
              </p>
            </li>
          </ol>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">Ready to meet your next hire?</h2>
          <p>
            Join {CLAIMED_FIGURES.companies} companies hiring through {branding.productName}. Registration takes five
            short steps and a code sent to your e-mail.
          </p>
          <div className="btn-row">
            {isAuthenticated ? (
              <Link to="/employer/overview" className="btn btn--light btn--lg">
                Employer Dashboard
              </Link>
            ) : (
              <Link to="/signup" className="btn btn--light btn--lg">
                Sign Up free
              </Link>
            )}
            <Link to="/pricing" className="btn btn--outline-light btn--lg">
              See pricing
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

/** A static picture of a swipe card (decorative). */
function SwipeCardPreview() {
  return (
    <div className="swipe-demo">
      <div className="swipe-card">
        <div className="swipe-card__top">
          <span className="avatar">SK</span>
          <div>
            <p className="swipe-card__name">Sita K.</p>
            <p className="swipe-card__meta">Accountant · Lalitpur, Bagmati · 4 years</p>
          </div>
        </div>
        <div className="match-meter">
          <span style={{ width: '87%' }} />
        </div>
        <p className="swipe-card__meta swipe-card__score">
          87% match: skills, district and experience fit
        </p>
        <div className="swipe-card__skills">
          <span className="tag">Tally ERP</span>
          <span className="tag">VAT filing</span>
          <span className="tag">Excel</span>
        </div>
        <div className="swipe-card__actions">
          <span className="swipe-chip swipe-chip--pass">← Pass</span>
          <span className="swipe-chip swipe-chip--keep">Shortlist →</span>
        </div>
      </div>
    </div>
  );
}
