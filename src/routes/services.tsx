import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon, type IconName } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { branding } from '@/domain/branding';
import { CLAIMED_FIGURES } from '@/domain/constants';
import { formatAtLeast } from '@/domain/format';
import { loadCatalogue, t } from '@/domain/i18n/i18n';

export const Route = createFileRoute('/services')({
  // Its long text is a catalogue part of its own (catalogue-parts.ts), fetched with the page's code.
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.services'),
  component: ServicesPage,
});

/** The services, their text looked up when shown. */
function services(): { icon: IconName; title: string; points: string[] }[] {
  const product = branding.productName;
  return [
    {
      icon: 'briefcase',
      title: t('services.posting.title'),
      points: [t('services.posting.point1'), t('services.posting.point2'), t('services.posting.point3')],
    },
    {
      icon: 'sparkles',
      title: t('services.matching.title'),
      points: [
        t('services.matching.point1', { min: 0, max: 100 }),
        t('services.matching.point2'),
        t('services.matching.point3'),
      ],
    },
    {
      icon: 'mapPin',
      title: t('services.location.title'),
      points: [
        t('services.location.point1', { provinces: CLAIMED_FIGURES.provinces, districts: CLAIMED_FIGURES.districts }),
        t('services.location.point2'),
        t('services.location.point3'),
      ],
    },
    {
      icon: 'cards',
      title: t('services.swipe.title'),
      points: [t('services.swipe.point1'), t('services.swipe.point2'), t('services.swipe.point3')],
    },
    {
      icon: 'users',
      title: t('services.tracking.title'),
      points: [t('services.tracking.point1'), t('services.tracking.point2'), t('services.tracking.point3')],
    },
    {
      icon: 'chat',
      title: t('services.messages.title'),
      points: [t('services.messages.point1'), t('services.messages.point2'), t('services.messages.point3')],
    },
    {
      icon: 'shieldCheck',
      title: t('services.profile.title'),
      points: [
        t('services.profile.point1'),
        t('services.profile.point2'),
        t('services.profile.point3', { companies: formatAtLeast(CLAIMED_FIGURES.companies), product }),
      ],
    },
    {
      icon: 'headset',
      title: t('services.support.title'),
      points: [
        t('services.support.point1'),
        t('services.support.point2'),
        t('services.support.point3', { email: branding.contactEmail }),
      ],
    },
  ];
}

function ServicesPage() {
  const product = branding.productName;
  return (
    <>
      <PageIntro eyebrow={t('services.eyebrow')} title={t('services.title')}>
        {t('services.lead', { product, industries: formatAtLeast(CLAIMED_FIGURES.industries) })}
      </PageIntro>
      <div className="container page">
        <ul className="grid grid--2 plain-list">
          {services().map((service) => (
            <li className="card" key={service.icon}>
              <span className="icon-badge">
                <Icon name={service.icon} />
              </span>
              <h2 className="card-title">{service.title}</h2>
              <ul className="muted bullets">
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <section className="card section-gap" aria-labelledby="services-seekers">
          <h2 id="services-seekers">{t('services.seekersTitle')}</h2>
          <p className="muted">{t('services.seekersBody')}</p>
          <div className="btn-row">
            <Link to="/seeker/login" className="btn btn--primary">
              {t('services.seekersRegister')}
            </Link>
            <Link to="/jobs" className="btn btn--secondary">
              {t('services.seekersJobs', { product })}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
