import { createFileRoute } from '@tanstack/react-router';
import { Icon } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { branding } from '@/domain/branding';
import { ContactForm } from './-components/contact-form';

export const Route = createFileRoute('/contact')({
  head: () => pageHead('Contact'),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageIntro eyebrow="Contact" title="Talk to us">
        Questions about hiring, pricing or your account? Our support team answers 24/7, usually within a few hours.
      </PageIntro>
      <div className="container page grid grid--2">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm />
        </section>
        <aside className="card" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">Other ways to reach us</h2>
          <p className="muted">
            <Icon name="mail" className="inline-icon" />
            E-mail: <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>
          </p>
          <p className="muted">
            Employers with an account can also raise a support ticket from the dashboard and follow every reply there.
          </p>
          <p className="muted">{branding.legalName}</p>
        </aside>
      </div>
    </>
  );
}
