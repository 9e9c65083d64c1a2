import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { RichText } from '@/components/rich-text';
import { branding } from '@/domain/branding';
import { loadCatalogue, t } from '@/domain/i18n/i18n';
import { PRIVACY_VERSION } from '@/domain/privacy';

export const Route = createFileRoute('/privacy')({
  // Its long text is a catalogue part of its own (catalogue-parts.ts), fetched with the page's code.
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.privacy'),
  component: PrivacyPage,
});

/** What we collect: each item a sentence that starts with its label in bold. */
const COLLECTED = [
  ['privacy.collect.account', 'privacy.collect.accountLabel'],
  ['privacy.collect.created', 'privacy.collect.createdLabel'],
  ['privacy.collect.seekers', 'privacy.collect.seekersLabel'],
  ['privacy.collect.payments', 'privacy.collect.paymentsLabel'],
  ['privacy.collect.security', 'privacy.collect.securityLabel'],
] as const;

function PrivacyPage() {
  const { productName: product, legalName, contactEmail } = branding;
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <>
      <PageIntro eyebrow={t('privacy.eyebrow')} title={t('privacy.title')}>
        {t('privacy.intro')}
      </PageIntro>
      <article className="container page prose">
        <h2>{t('privacy.responsible.heading')}</h2>
        <p>
          <RichText id="privacy.responsible.body" values={{ legalName, product, email }} />
        </p>

        <h2>{t('privacy.collect.heading')}</h2>
        <ul>
          {COLLECTED.map(([id, label]) => (
            <li key={id}>
              <RichText id={id} values={{ label: <strong>{t(label)}</strong> }} />
            </li>
          ))}
        </ul>

        <h2>{t('privacy.use.heading')}</h2>
        <ul>
          <li>{t('privacy.use.account')}</li>
          <li>{t('privacy.use.matching')}</li>
          <li>{t('privacy.use.email')}</li>
          <li>{t('privacy.use.security', { product })}</li>
        </ul>
        <p>{t('privacy.use.noSale')}</p>

        <h2>{t('privacy.share.heading')}</h2>
        <p>{t('privacy.share.body')}</p>

        <h2>{t('privacy.protect.heading')}</h2>
        <p>{t('privacy.protect.body')}</p>

        <h2>{t('privacy.device.heading')}</h2>
        <p>{t('privacy.device.body', { rememberEmail: t('login.rememberEmail') })}</p>

        <h2>{t('privacy.retention.heading')}</h2>
        <p>{t('privacy.retention.body')}</p>
        <p>{t('privacy.seekers.retention')}</p>

        <h2>{t('privacy.rights.heading')}</h2>
        <p>
          <RichText id="privacy.rights.body" values={{ email }} />
        </p>

        <h2 id="job-seekers">{t('privacy.seekers.heading')}</h2>
        <ul>
          <li>
            <RichText id="privacy.seekers.consent" values={{ label: <strong>{t('privacy.seekers.consentLabel')}</strong>, version: <code translate="no">{PRIVACY_VERSION}</code> }} />
          </li>
          <li>
            <RichText
              id="privacy.seekers.download"
              values={{
                label: <strong>{t('privacy.seekers.downloadLabel')}</strong>,
                space: <Link to="/seeker/privacy">{t('privacy.seekers.space')}</Link>,
              }}
            />
          </li>
          <li>
            <RichText id="privacy.seekers.correct" values={{ label: <strong>{t('privacy.seekers.correctLabel')}</strong>, email }} />
          </li>
          <li>
            <RichText id="privacy.seekers.delete" values={{ label: <strong>{t('privacy.seekers.deleteLabel')}</strong> }} />
          </li>
        </ul>

        <h2>{t('privacy.changes.heading')}</h2>
        <p>
          <RichText
            id="privacy.changes.body"
            values={{ terms: <Link to="/terms">{t('privacy.changes.terms')}</Link> }}
          />
        </p>
      </article>
    </>
  );
}
