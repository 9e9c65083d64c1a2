import { Link, createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { RichText } from '@/components/rich-text';
import { branding } from '@/domain/branding';
import { CLAIMED_FIGURES, OTP_RESEND_WAIT_S, OTP_VALIDITY_MS } from '@/domain/constants';
import { loadCatalogue, t } from '@/domain/i18n/i18n';
import { VAT_PERCENT } from '@/domain/plans';

export const Route = createFileRoute('/faq')({
  // Its long text is a catalogue part of its own (catalogue-parts.ts), fetched with the page's code.
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.faq'),
  component: FaqPage,
});

/** The questions by group, in the active language (built when shown, so a language switch applies). */
function faqGroups(): { id: string; title: string; items: { id: string; q: string; a: ReactNode }[] }[] {
  const product = branding.productName;
  return [
    {
      id: 'employers',
      title: t('faq.employers.title'),
      items: [
        {
          id: 'register',
          q: t('faq.employers.register.q', { product }),
          a: (
            <RichText
              id="faq.employers.register.a"
              values={{
                signUp: <Link to="/signup">{t('faq.employers.register.signUp')}</Link>,
                validMinutes: OTP_VALIDITY_MS / 60_000,
                resendMinutes: OTP_RESEND_WAIT_S / 60,
              }}
            />
          ),
        },
        {
          id: 'cost',
          q: t('faq.employers.cost.q'),
          a: (
            <RichText
              id="faq.employers.cost.a"
              values={{ pricing: <Link to="/pricing">{t('faq.employers.cost.pricing')}</Link>, vat: VAT_PERCENT }}
            />
          ),
        },
        { id: 'matching', q: t('faq.employers.matching.q'), a: t('faq.employers.matching.a') },
        { id: 'swipe', q: t('faq.employers.swipe.q'), a: t('faq.employers.swipe.a') },
        {
          id: 'outside-valley',
          q: t('faq.employers.outsideValley.q'),
          a: t('faq.employers.outsideValley.a', {
            provinces: CLAIMED_FIGURES.provinces,
            districts: CLAIMED_FIGURES.districts,
          }),
        },
        {
          id: 'locked',
          q: t('faq.employers.locked.q'),
          a: (
            <RichText
              id="faq.employers.locked.a"
              values={{ forgotPassword: <Link to="/forgot-password">{t('faq.employers.locked.forgotPassword')}</Link> }}
            />
          ),
        },
      ],
    },
    {
      id: 'seekers',
      title: t('faq.seekers.title'),
      items: [
        {
          id: 'start',
          q: t('faq.seekers.start.q'),
          a: (
            <RichText
              id="faq.seekers.start.a"
              values={{ registrationPage: <Link to="/seeker/login">{t('faq.seekers.start.registrationPage')}</Link> }}
            />
          ),
        },
        { id: 'fee', q: t('faq.seekers.fee.q'), a: t('faq.seekers.fee.a') },
      ],
    },
    {
      id: 'app',
      title: t('faq.app.title'),
      items: [
        {
          id: 'data',
          q: t('faq.app.data.q'),
          a: (
            <RichText
              id="faq.app.data.a"
              values={{ privacyPolicy: <Link to="/privacy">{t('faq.app.data.privacyPolicy')}</Link> }}
            />
          ),
        },
        {
          id: 'install',
          q: t('faq.app.install.q', { product }),
          a: t('faq.app.install.a', { product }),
        },
        {
          id: 'contact',
          q: t('faq.app.contact.q'),
          a: (
            <RichText
              id="faq.app.contact.a"
              values={{
                contactForm: <Link to="/contact">{t('faq.app.contact.contactForm')}</Link>,
                email: <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>,
              }}
            />
          ),
        },
      ],
    },
  ];
}

function FaqPage() {
  return (
    <>
      <PageIntro eyebrow={t('faq.eyebrow')} title={t('faq.title')}>
        <RichText
          id="faq.intro"
          values={{ product: branding.productName, askUs: <Link to="/contact">{t('faq.askUs')}</Link> }}
        />
      </PageIntro>
      <div className="container page prose">
        {faqGroups().map((group, index) => (
          <section className="faq-group" key={group.id} aria-labelledby={`faq-group-${index}`}>
            <h2 id={`faq-group-${index}`}>{group.title}</h2>
            {group.items.map((item) => (
              <details className="faq" key={item.id}>
                <summary>{item.q}</summary>
                <div className="faq__answer">
                  <p>{item.a}</p>
                </div>
              </details>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
