import { Link, createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { branding } from '@/domain/branding';
import { CLAIMED_FIGURES, OTP_RESEND_WAIT_S, OTP_VALIDITY_MS } from '@/domain/constants';

export const Route = createFileRoute('/faq')({
  head: () => pageHead('pageTitle.faq'),
  component: FaqPage,
});

const groups: { title: string; items: { q: string; a: ReactNode }[] }[] = [
  {
    title: 'For employers',
    items: [
      {
        q: `How do I register my company on ${branding.productName}?`,
        a: (
          <p>
            Choose <Link to="/signup">Sign Up</Link> and follow five short steps: company info, company profile,
            contact details, account security and e-mail verification. We e-mail you a six-digit code to confirm the
            address; it is valid for {OTP_VALIDITY_MS / 60_000} minutes and you can ask for a new one after{' '}
            {OTP_RESEND_WAIT_S / 60} minutes.
          </p>
        ),
      },
      {
        q: 'What does it cost to post a job?',
        a: (
          <p>
            You can start free. Paid plans add more active jobs, more daily swipes and featured listings; see{' '}
            <Link to="/pricing">Pricing</Link>. Prices are in Nepali rupees and invoices show 13% VAT with your PAN or
            VAT number.
          </p>
        ),
      },
      {
        q: 'How does AI matching work?',
        a: (
          <p>
            For each applicant we compute a score from 0 to 100 that compares their skills, years of experience,
            education and location with what your job asks for. The score comes with its reasons, and you always make
            the decision.
          </p>
        ),
      },
      {
        q: 'What is the swipe system?',
        a: (
          <p>
            A quick way to screen applicants one card at a time: swipe right to shortlist, left to pass, and undo if
            you change your mind. Each gesture also has a button and a keyboard shortcut, so it works on any device.
          </p>
        ),
      },
      {
        q: 'Can I hire outside Kathmandu Valley?',
        a: (
          <p>
            Yes. Every job names its province and district, covering all {CLAIMED_FIGURES.provinces} provinces and{' '}
            {CLAIMED_FIGURES.districts} districts, and you can mark a role as remote.
          </p>
        ),
      },
      {
        q: 'My account is locked after failed sign-ins. What now?',
        a: (
          <p>
            For your security we pause sign-in for a few minutes after repeated wrong passwords. The sign-in page
            shows how long to wait. If you forgot your password, use <Link to="/forgot-password">Forgot password</Link>{' '}
            to set a new one with a code sent to your e-mail.
          </p>
        ),
      },
    ],
  },
  {
    title: 'For job seekers',
    items: [
      {
        q: 'I am looking for a job. Where do I start?',
        a: (
          <p>
            Create your free profile on the <Link to="/registration">registration page</Link>. Employers search by
            skills and district, so a complete profile helps them find you.
          </p>
        ),
      },
      {
        q: 'Do I pay anything to apply?',
        a: <p>No. Applying to jobs is free for job seekers, always.</p>,
      },
    ],
  },
  {
    title: 'Privacy and the app',
    items: [
      {
        q: 'How do you protect my data?',
        a: (
          <p>
            We follow Nepal&apos;s Privacy Act, 2075 (2018): passwords are stored only as secure hashes,
            we share candidate details only with the employer they applied to, and you can delete your account from
            your settings. Read the <Link to="/privacy">Privacy Policy</Link>.
          </p>
        ),
      },
      {
        q: `Can I install ${branding.productName} on my phone?`,
        a: (
          <p>
            Yes. {branding.productName} is an installable web app: in Chrome or Edge choose Install app (or Add to
            Home screen), in Safari use Share → Add to Home Screen. Pages you have opened once still open without a
            connection.
          </p>
        ),
      },
      {
        q: 'How do I contact you?',
        a: (
          <p>
            Use the <Link to="/contact">contact form</Link> or write to{' '}
            <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>. Support is available 24/7.
          </p>
        ),
      },
    ],
  },
];

function FaqPage() {
  return (
    <>
      <PageIntro eyebrow="Help" title="Frequently asked questions">
        Quick answers about hiring and job hunting on {branding.productName}. Can&apos;t find yours?{' '}
        <Link to="/contact">Ask us</Link>.
      </PageIntro>
      <div className="container page prose">
        {groups.map((group, index) => (
          <section className="faq-group" key={group.title} aria-labelledby={`faq-group-${index}`}>
            <h2 id={`faq-group-${index}`}>{group.title}</h2>
            {group.items.map((item) => (
              <details className="faq" key={item.q}>
                <summary>{item.q}</summary>
                <div className="faq__answer">{item.a}</div>
              </details>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
