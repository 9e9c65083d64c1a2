import { createFileRoute } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { RichText } from '@/components/rich-text';
import { branding } from '@/domain/branding';
import { loadCatalogue, t } from '@/domain/i18n/i18n';
import { ContactForm } from './-components/contact-form';

export const Route = createFileRoute('/contact')({
  // Its text is in the public pages' catalogue part (src/domain/i18n/catalogue-parts.ts), fetched with its code.
  loader: () => loadCatalogue('pages'),
  head: () => pageHead('pageTitle.contact'),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')}>
        {t('contact.lead')}
      </PageIntro>
      <div className="container page grid grid--2">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <ContactForm />
        </section>
        <aside className="card" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">{t('contact.otherTitle')}</h2>
          <p className="muted">
            <Icon name="mail" className="inline-icon" />
            <RichText
              id="contact.byEmail"
              values={{ email: <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a> }}
            />
          </p>
          <p className="muted">{t('contact.ticket')}</p>
          <p className="muted">{branding.legalName}</p>
        </aside>
      </div>
    </>
  );
}
