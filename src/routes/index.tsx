import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon, type IconName } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { RichText } from '@/components/rich-text';
import { branding } from '@/domain/branding';
import { CLAIMED_FIGURES } from '@/domain/constants';
import { formatAtLeast, formatNumber } from '@/domain/format-number';
import { t, type MessageKey } from '@/domain/i18n/i18n';
import { PROVINCES, provinceName } from '@/domain/nepal-provinces';
import { useSessionView } from '@/session/session-context';

export const Route = createFileRoute('/')({
  // The landing page is the usual first view: ship it with the app instead of one more round trip.
  codeSplitGroupings: [],
  head: () => pageHead(),
  component: LandingPage,
});

/** The claimed figures, each with its label's key; the values come from constants.ts, never from the text. */
const figures = [
  { value: CLAIMED_FIGURES.activeJobs, atLeast: true, label: 'landing.figure.activeJobs' },
  { value: CLAIMED_FIGURES.jobSeekers, atLeast: true, label: 'landing.figure.jobSeekers' },
  { value: CLAIMED_FIGURES.companies, atLeast: true, label: 'landing.figure.companies' },
  { value: CLAIMED_FIGURES.provinces, atLeast: false, label: 'landing.figure.provinces' },
  { value: CLAIMED_FIGURES.districts, atLeast: false, label: 'landing.figure.districts' },
  { value: CLAIMED_FIGURES.industries, atLeast: true, label: 'landing.figure.industries' },
] as const satisfies readonly { value: number; atLeast: boolean; label: MessageKey }[];

/** The feature cards, their text looked up when shown. */
function features(): { icon: IconName; title: string; body: string }[] {
  return [
    { icon: 'sparkles', title: t('landing.feature.matching.title'), body: t('landing.feature.matching.body') },
    {
      icon: 'mapPin',
      title: t('landing.feature.location.title'),
      body: t('landing.feature.location.body', {
        provinces: CLAIMED_FIGURES.provinces,
        districts: CLAIMED_FIGURES.districts,
      }),
    },
    { icon: 'shieldCheck', title: t('landing.feature.verified.title'), body: t('landing.feature.verified.body') },
    { icon: 'headset', title: t('landing.feature.support.title'), body: t('landing.feature.support.body') },
    { icon: 'cards', title: t('landing.feature.swipe.title'), body: t('landing.feature.swipe.body') },
    { icon: 'briefcase', title: t('landing.feature.hiring.title'), body: t('landing.feature.hiring.body') },
  ];
}

/** How many applications the swipe section's example screens, and the example card's figures. */
const SWIPE_EXAMPLE = { applications: 200, years: 4, score: 87 };

function LandingPage() {
  const { isAuthenticated } = useSessionView();
  const product = branding.productName;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <span className="eyebrow">{t('landing.eyebrow')}</span>
            <h1 id="hero-title">{t('landing.title')}</h1>
            <p className="hero__lead">{t('landing.lead', { product, jobSeekers: formatAtLeast(CLAIMED_FIGURES.jobSeekers) })}</p>
            <div className="btn-row">
              {isAuthenticated ? (
                <Link to="/employer/overview" className="btn btn--light btn--lg">
                  {t('landing.goDashboard')}
                </Link>
              ) : (
                <>
                  <Link to="/signup" className="btn btn--light btn--lg">
                    {t('landing.createAccount')}
                  </Link>
                  <Link to="/login" className="btn btn--outline-light btn--lg">
                    {t('landing.postJob')}
                  </Link>
                </>
              )}
            </div>
            <p className="hero__seekers">
              <RichText
                id="landing.seekers"
                values={{
                  register: <Link to="/seeker/login">{t('landing.seekersRegister')}</Link>,
                  jobs: <Link to="/jobs">{t('landing.seekersJobs')}</Link>,
                }}
              />
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
            {t('landing.figuresTitle', { product })}
          </h2>
          <dl className="figures">
            {figures.map((figure) => (
              <div className="figure" key={figure.label}>
                <dt>{t(figure.label)}</dt>
                <dd>{figure.atLeast ? formatAtLeast(figure.value) : formatNumber(figure.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">{t('landing.whyEyebrow')}</span>
            <h2 id="features-title">{t('landing.whyTitle')}</h2>
            <p>{t('landing.whyBody', { product })}</p>
          </div>
          <ul className="grid grid--3 plain-list">
            {features().map((feature) => (
              <li className="card" key={feature.icon}>
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
            <span className="eyebrow">{t('landing.locationEyebrow')}</span>
            <h2 id="provinces-title">
              {t('landing.locationTitle', { provinces: CLAIMED_FIGURES.provinces, districts: CLAIMED_FIGURES.districts })}
            </h2>
            <p>{t('landing.locationBody')}</p>
          </div>
          <ul className="provinces" aria-label={t('landing.provinces')}>
            {PROVINCES.map((province) => (
              <li className="tag" key={province.id}>
                {provinceName(province.name)} · {t(`landing.headquarter.${province.id as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="swipe-title">
        <div className="container">
          <div className="section__intro">
            <span className="eyebrow">{t('landing.swipeEyebrow')}</span>
            <h2 id="swipe-title">{t('landing.swipeTitle')}</h2>
            <p>{t('landing.swipeBody', { applications: SWIPE_EXAMPLE.applications })}</p>
          </div>
          <ol className="steps">
            <li className="card">
              <h3>{t('landing.step1.title')}</h3>
              <p className="muted">{t('landing.step1.body')}</p>
            </li>
            <li className="card">
              <h3>{t('landing.step2.title')}</h3>
              <p className="muted">{t('landing.step2.body')}</p>
            </li>
            <li className="card">
              <h3>{t('landing.step3.title')}</h3>
              <p className="muted">{t('landing.step3.body')}</p>
            </li>
          </ol>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">{t('landing.ctaTitle')}</h2>
          <p>{t('landing.ctaBody', { companies: formatAtLeast(CLAIMED_FIGURES.companies), product })}</p>
          <div className="btn-row">
            {isAuthenticated ? (
              <Link to="/employer/overview" className="btn btn--light btn--lg">
                {t('landing.ctaDashboard')}
              </Link>
            ) : (
              <Link to="/signup" className="btn btn--light btn--lg">
                {t('landing.ctaSignUp')}
              </Link>
            )}
            <Link to="/pricing" className="btn btn--outline-light btn--lg">
              {t('landing.ctaPricing')}
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
          <span className="avatar">{t('landing.card.initials')}</span>
          <div>
            <p className="swipe-card__name">{t('landing.card.name')}</p>
            <p className="swipe-card__meta">{t('landing.card.meta', { years: SWIPE_EXAMPLE.years })}</p>
          </div>
        </div>
        <div className="match-meter">
          <span style={{ width: `${SWIPE_EXAMPLE.score}%` }} />
        </div>
        <p className="swipe-card__meta swipe-card__score">{t('landing.card.score', { score: SWIPE_EXAMPLE.score })}</p>
        <div className="swipe-card__skills">
          <span className="tag">Tally ERP</span>
          <span className="tag">{t('landing.card.vatFiling')}</span>
          <span className="tag">Excel</span>
        </div>
        <div className="swipe-card__actions">
          <span className="swipe-chip swipe-chip--pass">{t('landing.card.pass')}</span>
          <span className="swipe-chip swipe-chip--keep">{t('landing.card.shortlist')}</span>
        </div>
      </div>
    </div>
  );
}
