import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { RichText } from '@/components/rich-text';
import { branding } from '@/domain/branding';
import { loadCatalogue, t } from '@/domain/i18n/i18n';
import { VAT_PERCENT } from '@/domain/plans';

export const Route = createFileRoute('/terms')({
  // Its long text is a catalogue part of its own (catalogue-parts.ts), fetched with the page's code.
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.terms'),
  component: TermsPage,
});

function TermsPage() {
  const { productName: product, legalName, contactEmail } = branding;
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <PageIntro eyebrow={t('terms.eyebrow')} title={t('terms.title')}>
        {t('terms.intro', { product })}
      </PageIntro>
      <article className="container page prose">
        <h2>{t('terms.whoWeAre.heading')}</h2>
        <p>{t('terms.whoWeAre.body', { product, legalName })}</p>

        <h2>{t('terms.account.heading')}</h2>
        <ul>
          <li>{t('terms.account.trueInfo')}</li>
          <li>
            <RichText id="terms.account.password" values={{ email }} />
          </li>
          <li>{t('terms.account.lockout')}</li>
        </ul>

        <h2>{t('terms.jobs.heading')}</h2>
        <ul>
          <li>{t('terms.jobs.real')}</li>
          <li>{t('terms.jobs.law')}</li>
          <li>{t('terms.jobs.fairness')}</li>
          <li>{t('terms.jobs.noFees')}</li>
        </ul>

        <h2>{t('terms.candidates.heading')}</h2>
        <p>
          <RichText
            id="terms.candidates.body"
            values={{ privacyPolicy: <Link to="/privacy">{t('terms.candidates.privacyPolicy')}</Link> }}
          />
        </p>

        <h2>{t('terms.payment.heading')}</h2>
        <p>{t('terms.payment.body', { vat: VAT_PERCENT })}</p>

        <h2>{t('terms.use.heading')}</h2>
        <p>{t('terms.use.body', { product })}</p>

        <h2>{t('terms.closing.heading')}</h2>
        <p>{t('terms.closing.body')}</p>

        <h2>{t('terms.liability.heading')}</h2>
        <p>{t('terms.liability.body', { product })}</p>

        <h2>{t('terms.law.heading')}</h2>
        <p>{t('terms.law.body')}</p>

        <h2>{t('terms.changes.heading')}</h2>
        <p>
          <RichText
            id="terms.changes.body"
            values={{ email, contactForm: <Link to="/contact">{t('terms.changes.contactForm')}</Link> }}
          />
        </p>
      </article>
    </>
  );
}
